// CI's check of the container image (`npm run image` first): with `.env.example` filled in as an operator
// would, the image starts the server in production
// against a new PostgreSQL database, answers /readyz, holds no demo data (the demo login answers 401, no
// hall is listed), and stops cleanly on SIGTERM (`podman stop`), exit code 0. Needs podman and a
// PostgreSQL server (TEST_DATABASE_URL, or the local one).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../packages/server/src/test/free-port.ts';
import { createPostgresDatabase } from '../../packages/server/src/test/test-db.ts';

const image = process.env.IMAGE || 'localhost/multisalle:latest';
const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `multisalle-smoke-${process.pid}`;

const podman = (...args: string[]) => execFileSync('podman', args, { encoding: 'utf8' }).trim();
const shellLimit = (flag: string) =>
  execFileSync('bash', ['-c', `ulimit ${flag}`], { encoding: 'utf8' }).trim();

/**
 * These machines run podman inside a VM with cgroups v1 and limits below podman's defaults: runc (crun
 * refuses the hybrid cgroups) and limits no higher than the machine's. Elsewhere PODMAN_RUN_FLAGS='' keeps podman's.
 */
const runFlags = process.env.PODMAN_RUN_FLAGS?.split(' ').filter(Boolean) ?? [
  '--runtime',
  'runc',
  '--ulimit',
  `nofile=${shellLimit('-n')}:${shellLimit('-Hn')}`,
  // Above about 60 000 the VM refuses to set it, whatever the shell's own limit says.
  '--ulimit',
  'nproc=4096:4096',
];

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
// The README's `.env.example` as an operator fills it in: its required lines given values (a real secret, the
// site's public https address, a mail transport, the card provider's keys; nothing is mailed or paid in this
// check), then where this run's database and port are.
const filled: Record<string, string> = {
  JWT_SECRET: `${'s'.repeat(16)}${Date.now()}${'e'.repeat(16)}`,
  PUBLIC_SITE_URL: 'https://reservation.exemple.fr',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  LYRA_SHOP_ID: '12345678',
  LYRA_PASSWORD: 'prodpassword_smoke',
  LYRA_PUBLIC_KEY: '12345678:publickey_smoke',
  LYRA_HMAC_KEY: 'hmac_smoke',
};
const example = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
const lines = example.split('\n').map((line) => {
  const name = /^([A-Z_]+)=$/.exec(line)?.[1];
  return name && name in filled ? `${name}=${filled[name]}` : line;
});
const stillEmpty = lines.filter((line) => /^[A-Z_]+=$/.test(line));
if (stillEmpty.length > 0)
  fail(`.env.example has required lines this check does not fill: ${stillEmpty.join(', ')}`);
writeFileSync(
  envFile,
  [...lines, `DATABASE_URL=${database.url}`, `PORT=${port}`, 'HOST=127.0.0.1', ''].join('\n'),
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
