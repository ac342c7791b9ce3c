// CI's check of the container image (`npm run image` first): with `.env.example` filled in as an operator
// would, the image starts the server in production
// against a new PostgreSQL database, answers /readyz, holds no demo data (the demo login answers 401, no
// hall is listed), and stops cleanly on SIGTERM (`podman stop`), exit code 0. Needs podman and a
// PostgreSQL server (TEST_DATABASE_URL, or the local one).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../packages/server/src/test/free-port.ts';
import { createPostgresDatabase } from '../../packages/server/src/test/test-db.ts';
import { filledEnvExample, podmanRunFlags } from './podman-host.ts';

const image = process.env.IMAGE || 'localhost/multisalle:latest';
const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `multisalle-smoke-${process.pid}`;

const podman = (...args: string[]) => execFileSync('podman', args, { encoding: 'utf8' }).trim();
const runFlags = podmanRunFlags();

function fail(message: string): never {
  console.error(`image smoke: ${message}`);
  try {
    console.error(podman('logs', name));
  } catch {}
  process.exitCode = 1;
  throw new Error(message);
}

const database = await createPostgresDatabase(adminUrl, 'multisalle_image');
const work = mkdtempSync(join(tmpdir(), 'multisalle-image-'));
const port = await freePort();
const envFile = join(work, 'production.env');
// The README's `.env.example` as an operator fills it in, then where this run's database and port are.
writeFileSync(
  envFile,
  filledEnvExample({ DATABASE_URL: database.url, PORT: String(port), HOST: '127.0.0.1' }),
);
const started = Date.now();
try {
  podman('run', '--detach', '--name', name, '--network', 'host', '--env-file', envFile, ...runFlags, image);
  const base = `http://127.0.0.1:${port}`;
  let ready = false;
  while (!ready && Date.now() - started < 90_000) {
    ready = await fetch(`${base}/readyz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (!ready) fail('no /readyz 200 within 90 s');
  const login = await fetch(`${base}/api/v2/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'joueur@multisalle.fr', password: 'motdepasse1' }),
  });
  if (login.status !== 401) fail(`the demo login answered ${login.status}, not 401`);
  const halls = (await (await fetch(`${base}/api/v2/multisalle`)).json()) as { multisalleListe: unknown[] };
  if (halls.multisalleListe.length !== 0) fail(`${halls.multisalleListe.length} demo halls listed`);
  podman('stop', '--time', '20', name);
  const exitCode = podman('inspect', '--format', '{{.State.ExitCode}}', name);
  if (exitCode !== '0') fail(`stopped with exit code ${exitCode}, not 0`);
  console.log(
    `image smoke: ${image} ready in ${Math.round((Date.now() - started) / 100) / 10} s on PostgreSQL, no demo data, stopped cleanly`,
  );
} finally {
  execFileSync('podman', ['rm', '--force', '--ignore', name], { stdio: 'ignore' });
  await database.drop();
  rmSync(work, { recursive: true, force: true });
}
