// CI's check of deploy/compose.yaml (`npm run image` first): the compose file as an operator runs it, with
// `.env.example` filled in as the servers' environment file and random passwords, starts PostgreSQL,
// Mosquitto, two servers and nginx from our Debian-built images; then, through nginx's published port: the
// site is ready, both servers answer (each logs a request, as JSON lines only), no demo data; the servers
// said « en ligne » on the broker, which refuses a client without an account; the README's halls import,
// run in a server's container on the example file, lists its halls through either server; the README's
// pg_dump backup in the postgres container gives an archive; and a stop ends
// every server with exit code 0. Needs podman and podman-compose (Debian's packages).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mqtt from 'mqtt';
import { freePort } from '../../packages/server/src/test/free-port.ts';
import { filledEnvExample, podmanRunFlags } from './podman-host.ts';

const deployDir = new URL('../../deploy/', import.meta.url).pathname;
const project = `multisalle-compose-${process.pid}`;
const work = mkdtempSync(join(tmpdir(), 'multisalle-compose-'));
const envFile = join(work, 'multisalle.env');
writeFileSync(envFile, filledEnvExample());
const [httpPort, mqttPort] = [await freePort(), await freePort()];
const mqttPassword = randomBytes(12).toString('hex');
// What an operator writes in deploy/.env (compose.env.example), given here as compose's own environment.
const composeEnv = {
  ...process.env,
  POSTGRES_PASSWORD: randomBytes(24).toString('hex'),
  MQTT_USERNAME: 'multisalle',
  MQTT_PASSWORD: mqttPassword,
  HTTP_PORT: String(httpPort),
  MQTT_PORT: String(mqttPort),
  SERVER_ENV_FILE: envFile,
};
const container = (service: string) => `${project}_${service}_1`;
const servers = ['server-1', 'server-2'];

const compose = (...args: string[]) =>
  execFileSync(
    'podman-compose',
    ['--project-name', project, '--podman-run-args', podmanRunFlags().join(' '), ...args],
    { cwd: deployDir, env: composeEnv, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
const podman = (...args: string[]) => execFileSync('podman', args, { encoding: 'utf8' }).trim();
const logsOf = (service: string) =>
  execFileSync('podman', ['logs', container(service)], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function fail(message: string): never {
  console.error(`compose smoke: ${message}`);
  for (const service of ['postgres', 'mosquitto', ...servers, 'nginx']) {
    try {
      console.error(`--- ${service}\n${logsOf(service).split('\n').slice(-15).join('\n')}`);
    } catch {}
  }
  process.exitCode = 1;
  throw new Error(message);
}

/** Polls `check` every half second until it gives something, or fails after `seconds`. */
async function until<T>(seconds: number, what: string, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const found = await check().catch(() => undefined);
    if (found !== undefined) return found;
    await wait(500);
  }
  fail(`${what}: not within ${seconds} s`);
}

/** The servers' state on the broker, read with the servers' account through the published port. */
function serverState(username: string, password: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    const client = mqtt.connect(`mqtt://127.0.0.1:${mqttPort}`, {
      username,
      password,
      reconnectPeriod: 0,
      connectTimeout: 3000,
    });
    const done = (value: string | undefined) => {
      client.end(true);
      resolve(value);
    };
    const timer = setTimeout(() => done(undefined), 4000);
    client.on('error', () => done(undefined));
    client.on('connect', () => client.subscribe('multisalle/_serveur/etat'));
    client.on('message', (_topic, payload) => {
      clearTimeout(timer);
      done(payload.toString());
    });
  });
}

const base = `http://127.0.0.1:${httpPort}`;
const started = Date.now();
try {
  compose('up', '-d');
  await until(120, '/readyz 200 through nginx', async () =>
    (await fetch(`${base}/readyz`)).ok ? true : undefined,
  );
  // nginx takes turns: within a few requests, each server logs one of them.
  await until(30, 'a request logged by each server', async () => {
    await fetch(`${base}/api/v2/multisalle`);
    return servers.every((service) => logsOf(service).includes('"route":"/api/v2/multisalle"')) || undefined;
  });
  for (const service of servers) {
    const notJson = logsOf(service)
      .split('\n')
      .filter((line) => line.trim() !== '')
      .filter((line) => {
        try {
          JSON.parse(line);
          return false;
        } catch {
          return true;
        }
      });
    if (notJson.length > 0) fail(`${service} logged a line that is not JSON: ${notJson[0]}`);
  }

  const login = await fetch(`${base}/api/v2/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'joueur@multisalle.fr', password: 'motdepasse1' }),
  });
  if (login.status !== 401) fail(`the demo login answered ${login.status}, not 401`);
  const listed = async () =>
    ((await (await fetch(`${base}/api/v2/multisalle`)).json()) as { multisalleListe: { cle?: string }[] })
      .multisalleListe;
  if ((await listed()).length !== 0) fail('demo halls listed in production');

  const state = await until(60, '« en ligne » from the servers on the broker', async () => {
    const payload = await serverState('multisalle', mqttPassword);
    return payload?.includes('en ligne') ? payload : undefined;
  });
  if ((await serverState('intrus', 'mauvais')) !== undefined) fail('the broker let in an unknown account');

  // The README's halls import, as an operator runs it in a server's container.
  podman(
    'cp',
    new URL('../../packages/server/halls.example.json', import.meta.url).pathname,
    `${container('server-1')}:/tmp/halls.json`,
  );
  const imported = podman(
    'exec',
    container('server-1'),
    'node',
    'packages/server/dist/halls.js',
    'import',
    '/tmp/halls.json',
  );
  // Each server keeps its list of halls a few seconds; both share the database, so both list them then.
  const halls = await until(30, `the imported halls listed (import said: ${imported})`, async () => {
    const [first, second] = [await listed(), await listed()];
    return first.length > 0 && second.length === first.length ? first : undefined;
  });

  // The README's backup: pg_dump in the postgres container, a custom-format archive on standard output.
  const dump = execFileSync('podman', [
    'exec',
    container('postgres'),
    'runuser',
    '-u',
    'postgres',
    '--',
    'pg_dump',
    '--host=/tmp',
    '--format=custom',
    'multisalle',
  ]);
  if (dump.subarray(0, 5).toString() !== 'PGDMP') fail('pg_dump in the postgres container gave no archive');

  compose('stop');
  for (const service of servers) {
    const exitCode = podman('inspect', '--format', '{{.State.ExitCode}}', container(service));
    if (exitCode !== '0') fail(`${service} stopped with exit code ${exitCode}, not 0`);
  }
  console.log(
    `compose smoke: PostgreSQL, Mosquitto, 2 servers and nginx up and ready in ${Math.round((Date.now() - started) / 1000)} s; both servers answered through nginx, broker state ${state}, ${halls.length} halls imported, a ${Math.round(dump.length / 1024)} KB backup, stopped cleanly`,
  );
} finally {
  try {
    compose('down', '--volumes');
  } catch {}
  execFileSync('podman', ['network', 'rm', '--force', `${project}_default`], { stdio: 'ignore' });
  rmSync(work, { recursive: true, force: true });
}
