import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../data-dir-owner.ts';
import { type DatabaseKind, type OpenedDatabase, openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { seedDatabase } from '../db/seed.ts';
import { repoRoot } from '../paths.ts';
import { createPostgresDatabase } from '../test/test-db.ts';
import { backupDatabase, type DatabaseLocation, restoreDatabase } from './backup.ts';

const work = mkdtempSync(join(tmpdir(), 'multisalle-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function withDatabase<T>(
  location: DatabaseLocation,
  use: (opened: OpenedDatabase) => Promise<T>,
): Promise<T> {
  const opened = await openDatabase(location);
  try {
    return await use(opened);
  } finally {
    await opened.close();
  }
}

/** What the test compares: rows of a few tables and the one marker row it changes after the backup. */
async function state(opened: OpenedDatabase) {
  const result = (await opened.db.execute(sql`
    select (select count(*)::int from halls) as halls, (select count(*)::int from users) as users,
      (select count(*)::int from reservations) as reservations,
      (select string_agg(subject, ',' order by id) from outbox where recipient = 'sauvegarde@example.fr') as marker
  `)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows[0];
}

const mark = (opened: OpenedDatabase, subject: string) =>
  opened.db.execute(
    sql`insert into outbox (channel, recipient, subject, body) values ('mail', 'sauvegarde@example.fr', ${subject}, 'corps')`,
  );

/** Seeds, backs up, changes, restores elsewhere: the restored database is the one of the backup. */
async function roundTrip(
  kind: DatabaseKind,
  source: DatabaseLocation,
  target: DatabaseLocation,
  file: string,
) {
  const before = await withDatabase(source, async (opened) => {
    await migrateDatabase(opened);
    await seedDatabase(opened.db);
    await mark(opened, 'avant');
    return state(opened);
  });
  expect(before).toMatchObject({ marker: 'avant' });
  expect(Number(before?.halls)).toBeGreaterThan(0);
  const report = await backupDatabase(source, file);
  expect(report).toMatchObject({ kind, file });
  // Its owner's alone: the file 0600, the folder the backup made 0700.
  expect(statSync(file).mode & 0o777).toBe(0o600);
  expect(statSync(dirname(file)).mode & 0o777).toBe(0o700);
  console.log(`${kind} backup of the seeded database: ${report.bytes} bytes in ${report.durationMs} ms.`);

  await withDatabase(source, async (opened) => {
    await mark(opened, 'après');
    await opened.db.execute(sql`delete from reservations where id in (select id from reservations limit 1)`);
  });
  await expect(restoreDatabase(file, source)).rejects.toThrow(/empty/);

  const started = performance.now();
  await restoreDatabase(file, target);
  console.log(`${kind} restore: ${Math.round(performance.now() - started)} ms.`);
  expect(await withDatabase(target, state)).toEqual(before);
}

// The server-pglite project runs the PGlite round trip, the server-postgres project (DATABASE_URL) the other.
const adminUrl = process.env.DATABASE_URL;
const hasPgDump = spawnSync('pg_dump', ['--version']).status === 0;

describe('backup and restore', () => {
  it.skipIf(adminUrl)(
    'PGlite: a backup restored into an empty directory gives back the database as it was at the backup',
    async () => {
      const file = join(work, 'pglite-backups', 'pglite.tar.gz');
      await roundTrip('pglite', { dataDir: join(work, 'source') }, { dataDir: join(work, 'restored') }, file);
      // A PostgreSQL restore of a PGlite file is refused with what to do instead.
      await expect(
        restoreDatabase(file, { databaseUrl: 'postgres://nobody@127.0.0.1:1/none' }),
      ).rejects.toThrow(/pglite backup: unset DATABASE_URL/);
    },
    120_000,
  );

  it.skipIf(!adminUrl || !hasPgDump)(
    'PostgreSQL: pg_dump then pg_restore into an empty database gives back the database as it was',
    async () => {
      const source = await createPostgresDatabase(adminUrl ?? '', 'multisalle_backup');
      const target = await createPostgresDatabase(adminUrl ?? '', 'multisalle_restore');
      try {
        const file = join(work, 'postgres-backups', 'postgres.dump');
        await roundTrip('postgres', { databaseUrl: source.url }, { databaseUrl: target.url }, file);
      } finally {
        await source.drop();
        await target.drop();
      }
    },
    120_000,
  );

  it.skipIf(adminUrl)(
    'npm run restore asks for a file; npm run backup refuses a missing directory or one the server holds',
    async () => {
      // Run without blocking this process: it holds a directory below, and answers its lock's socket.
      const commandAsync = (name: string, args: string[], env: Record<string, string>) =>
        new Promise<{ status: number | null; stderr: string }>((resolve) => {
          const child = spawn(
            process.execPath,
            ['--conditions=source', '--import', 'tsx', `packages/server/src/ops/${name}`, ...args],
            { cwd: repoRoot, env: { ...process.env, DATABASE_URL: '', ...env } },
          );
          let stderr = '';
          child.stderr.on('data', (chunk) => {
            stderr += chunk;
          });
          child.on('close', (status) => resolve({ status, stderr }));
        });
      const command = (name: string, args: string[], env: Record<string, string>) =>
        spawnSync(
          process.execPath,
          ['--conditions=source', '--import', 'tsx', `packages/server/src/ops/${name}`, ...args],
          {
            cwd: repoRoot,
            env: { ...process.env, DATABASE_URL: '', ...env },
            encoding: 'utf8',
          },
        );
      const restore = command('restore-command.ts', [], { DATA_DIR: join(work, 'nothing') });
      expect(restore.status).toBe(2);
      expect(restore.stderr).toContain('Usage: npm run restore -- <backup file>');
      const backup = command('backup-command.ts', [join(work, 'none.tar.gz')], {
        DATA_DIR: join(work, 'missing'),
      });
      expect(backup.status).toBe(1);
      expect(backup.stderr).toContain('No PGlite data directory');
      // This test process stands for a server that has the directory open.
      const held = join(work, 'held');
      mkdirSync(held);
      const release = await lockDataDir(held);
      try {
        const refused = await commandAsync('backup-command.ts', [join(work, 'held.tar.gz')], {
          DATA_DIR: held,
        });
        expect(refused.status).toBe(1);
        expect(refused.stderr).toContain(
          `Un autre processus (pid ${process.pid}) a déjà ouvert ${held}\u00a0: PGlite n'accepte qu'un processus par répertoire de données.`,
        );
      } finally {
        await release();
      }
    },
    60_000,
  );
});
