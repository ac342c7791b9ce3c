import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A consumer's Vite + React build (as `npm create vite` makes it), served under /consommateur/.
export default defineConfig({
  base: '/consommateur/',
  plugins: [react()],
});
