// CI check of the README's long-running commands (something must run them): `node scripts/command-smoke.mjs
// dev` starts `npm run dev`, `... serve` starts `npm run serve` (the server from its sources), `... start`
// starts `npm start` (which builds the site, the embed scripts and the server bundle first), each on spare
// ports with an in-memory database; it waits until every address of that command answers, then stops it.
// `dev` and `start` run with request logging on and must print their request lines in their format (readable
// for dev, JSON lines for start); `start` must stop cleanly on a SIGTERM sent to npm alone. Exits non-zero, with what it saw, if one does not answer in time.
import { spawn } from 'node:child_process';

const apiPort = process.env.SMOKE_API_PORT ?? '18081';
const sitePort = '5173';
const hallList = 'multisalleListe';

/**
 * Per command: its npm arguments, its environment, what must answer (URL, text), what its output must hold
 * (request log lines), and how long to wait. NODE_ENV is `test` (no request log) unless the command says.
 */
const commands = {
  dev: {
    args: ['run', 'dev'],
    env: { API_PORT: apiPort, NODE_ENV: '' },
    // pino-pretty's readable line: « [04:21:07] INFO: requête » and its fields below (colour codes between
    // the level and the message, so nothing is asked of what separates them).
    output: /INFO.*requête/,
    checks: [
      [`http://127.0.0.1:${apiPort}/api/v2/multisalle`, hallList],
      [`http://localhost:${sitePort}/`, '<div id="root">'],
      [`http://localhost:${sitePort}/api/v2/multisalle`, hallList],
    ],
    seconds: 90,
  },
  serve: {
    args: ['run', 'serve'],
    env: { PORT: apiPort },
    checks: [[`http://127.0.0.1:${apiPort}/api/v2/multisalle`, hallList]],
    seconds: 60,
  },
  start: {
    args: ['start'],
    env: { PORT: apiPort, NODE_ENV: '' },
    // One JSON object a line, as a log collector reads it.
    output:
      /^\{"level":"info","time":"[^"]+","requestId":"[^"]+","method":"GET","route":"[^"]+","status":200,.*"msg":"requête"\}$/m,
    checks: [
      [`http://127.0.0.1:${apiPort}/readyz`, '"statut":"pret"'],
      [`http://127.0.0.1:${apiPort}/api/v2/multisalle`, hallList],
      [`http://127.0.0.1:${apiPort}/`, '<div id="root"'],
      [`http://127.0.0.1:${apiPort}/embed/multisalle-planning.js`, 'multisalle-planning'],
    ],
    // The three builds come first.
    seconds: 240,
    // SIGTERM to npm itself, as a service manager sends it: the server must get it and stop cleanly.
    stopsOnSignalToNpm: true,
  },
};

const name = process.argv[2] ?? 'dev';
const command = commands[name];
if (!command) {
  console.error(`Usage: node scripts/command-smoke.mjs <${Object.keys(commands).join('|')}>`);
  process.exit(2);
}
const label = `npm ${command.args.join(' ')}`;
const child = spawn('npm', command.args, {
  env: { ...process.env, DATA_DIR: 'memory://', NODE_ENV: 'test', ...command.env },
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

const deadline = Date.now() + command.seconds * 1_000;
let pending = command.checks;
const hasLogged = () => !command.output || command.output.test(output);
while ((pending.length > 0 || !hasLogged()) && Date.now() < deadline) {
  const results = await Promise.all(pending.map(([url, expected]) => answers(url, expected)));
  pending = pending.filter((_, index) => !results[index]);
  if (pending.length > 0 || !hasLogged()) await new Promise((resolve) => setTimeout(resolve, 1_000));
}
/** Resolves true when the child has exited within `ms`. */
const exitsWithin = (ms) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(true);
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
if (command.stopsOnSignalToNpm && pending.length === 0) {
  process.kill(child.pid, 'SIGTERM');
  const hasExited = await exitsWithin(15_000);
  const isStopped = /Stopped in \d+ ms/.test(output);
  // Whatever is left of the group (nothing, when npm passed the signal on).
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {}
  if (!hasExited || !isStopped) {
    console.error(`${label} did not stop cleanly on SIGTERM sent to npm alone within 15 s:\n${output}`);
    process.exit(1);
  }
} else process.kill(-child.pid, 'SIGTERM');
if (pending.length > 0) {
  console.error(
    `${label} did not answer ${pending.map(([url]) => url).join(', ')} in ${command.seconds} s:\n${output}`,
  );
  process.exit(1);
}
if (!hasLogged()) {
  console.error(`${label} printed no request line matching ${command.output}:\n${output}`);
  process.exit(1);
}
console.log(`${label}: ${command.checks.map(([url]) => url).join(', ')} answered.`);
process.exit(0);
