import react from '@vitejs/plugin-react';
import { defaultServerConditions, defineConfig } from 'vite';
import { preactInBuild, siteOutDir } from './vite.config.ts';

/**
 * The site's first screen for the server (demo/src/first-screen/render.tsx): the same components as the
 * site, built the same way (preact/compat in place of React, `?raw` pictures, the packages' sources), in
 * one self-contained module the server imports (packages/server/src/pages/first-screen.ts). Built by
 * `npm run build:demo` after the site, into `<site>-ssr/` beside it, out of what the server serves.
 */
export default defineConfig({
  root: 'demo',
  publicDir: false,
  plugins: [
    react(),
    preactInBuild,
    {
      // The site's build has no server renderer to alias; here React's goes to preact's, as the rest.
      name: 'multisalle:preact-render-to-string',
      config: () => ({
        resolve: { alias: [{ find: /^react-dom\/server$/, replacement: 'preact/compat/server' }] },
      }),
    },
  ],
  resolve: { conditions: ['source', ...defaultServerConditions] },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  // Everything in the module, so that the aliases above reach React Router and nanostores' hooks too.
  ssr: { noExternal: true, resolve: { conditions: ['source', ...defaultServerConditions] } },
  build: {
    ssr: 'src/first-screen/render.tsx',
    outDir: `${siteOutDir}-ssr`,
    emptyOutDir: true,
    sourcemap: true,
    target: 'node20',
    // `.mjs`: an ES module wherever SITE_DIR puts it, with or without a package.json around it.
    rolldownOptions: { output: { entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' } },
  },
});
