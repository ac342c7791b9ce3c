import { spawn } from 'node:child_process';
import pg from 'pg';

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`${command} not found: install PostgreSQL's client tools (Debian: postgresql-client).`)
          : error,
      ),
    );
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}:\n${errors.trim()}`)),
    );
  });
}

/**
 * `pg_dump` in its custom format: one consistent snapshot of the whole database (a running server keeps
 * writing meanwhile; the dump sees the database as of its start). `pg_dump` must be as new as the server.
 *
 * @example await backupPostgres('postgres://postgres@127.0.0.1:5432/multisalle', 'backups/multisalle.dump');
 */
export async function backupPostgres(databaseUrl: string, file: string): Promise<void> {
  await run('pg_dump', [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    `--file=${file}`,
    `--dbname=${databaseUrl}`,
  ]);
}

/** Tables in the database outside PostgreSQL's own schemas: a restore wants none. */
async function userTableCount(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    return result.rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

/**
 * `pg_restore` of a dump from {@link backupPostgres} into an empty database (create it first:
 * `createdb multisalle_restored`); refuses one that holds tables. Stops at the first error.
 *
 * @example await restorePostgres('backups/multisalle.dump', 'postgres://postgres@127.0.0.1:5432/restored');
 */
export async function restorePostgres(file: string, databaseUrl: string): Promise<void> {
  const tables = await userTableCount(databaseUrl);
  if (tables > 0) {
    throw new Error(
      `The database holds ${tables} table(s): restore into an empty database (createdb <name>).`,
    );
  }
  await run('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${databaseUrl}`,
    file,
  ]);
}
