// CI check of `npm run dev` (the README names it, so something must run it): starts it on spare ports with
// an in-memory database, waits until the API and Vite's dev site both answer (the site through its proxy
// too), then stops it. Exits non-zero, with what it saw, if either does not come up within 90 s.
import { spawn } from 'node:child_process';

const apiPort = process.env.SMOKE_API_PORT ?? '18081';
const sitePort = '5173';
const child = spawn('npm', ['run', 'dev'], {
  env: { ...process.env, API_PORT: apiPort, DATA_DIR: 'memory://', NODE_ENV: 'test' },
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
});
let output = '';
child.stdout.on('data', (chunk) => {
  output += chunk;
});
child.stderr.on('data', (chunk) => {
  output += chunk;
});

async function answers(url, expected) {
  try {
    const response = await fetch(url);
    return response.ok && (await response.text()).includes(expected);
  } catch {
    return false;
  }
}

const checks = [
  [`http://127.0.0.1:${apiPort}/api/v2/multisalle`, 'multisalleListe'],
  [`http://localhost:${sitePort}/`, '<div id="root">'],
  [`http://localhost:${sitePort}/api/v2/multisalle`, 'multisalleListe'],
];
const deadline = Date.now() + 90_000;
let pending = checks;
while (pending.length > 0 && Date.now() < deadline) {
  const results = await Promise.all(pending.map(([url, expected]) => answers(url, expected)));
  pending = pending.filter((_, index) => !results[index]);
  if (pending.length > 0) await new Promise((resolve) => setTimeout(resolve, 1_000));
}
process.kill(-child.pid, 'SIGTERM');
if (pending.length > 0) {
  console.error(`npm run dev did not answer ${pending.map(([url]) => url).join(', ')} in 90 s:\n${output}`);
  process.exit(1);
}
console.log('npm run dev: API and dev site (with its /api proxy) answered.');
process.exit(0);
