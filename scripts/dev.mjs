// `npm run dev`: the API server (restarted on change) on API_PORT and Vite's dev server for the site,
// which proxies /api, /media, /dev and /embed to it. Ctrl+C stops both.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '8081';
const children = [
  spawn('node', ['--conditions=source', '--import', 'tsx/esm', '--watch', 'packages/server/src/main.ts'], {
    stdio: 'inherit',
    // Readable request lines in a developer's terminal; npm start and production write JSON lines.
    env: { LOG_FORMAT: 'pretty', ...process.env, PORT: apiPort },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
