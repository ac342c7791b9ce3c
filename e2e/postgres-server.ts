// The browser tests' server on PostgreSQL (the `postgres` project of playwright.config.ts): a database of its
// own, made empty at each start beside the one TEST_DATABASE_URL names, then the server from its sources on
// it. The tests tagged `@postgres` run here as well as on the embedded PGlite: what the hall's staff do is
// proven on the database production uses. Stopped by Playwright with SIGTERM: the server stops, then the
// database is dropped.
import { spawn } from 'node:child_process';
import { onAdminDatabase } from './postgres-admin';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('TEST_DATABASE_URL names the PostgreSQL server the browser tests may use.');
const database = `multisalle_e2e_port_${Number(process.env.PORT)}`;

const onAdmin = (sql: string) => onAdminDatabase(adminUrl, sql);

// A fixed name per port: a run stopped hard leaves at most this one behind, and the next start empties it.
await onAdmin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
await onAdmin(`CREATE DATABASE ${database}`);
const url = new URL(adminUrl);
url.pathname = `/${database}`;

const server = spawn(
  process.execPath,
  ['--conditions=source', '--import', 'tsx', 'packages/server/src/main.ts'],
  { env: { ...process.env, DATABASE_URL: url.toString() }, stdio: 'inherit' },
);
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  onAdmin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
    .catch(() => {})
    .finally(() => process.exit(code ?? 0));
});
