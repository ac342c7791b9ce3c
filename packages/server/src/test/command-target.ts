// The tests of the server's commands (`npm run device`, `levels`, `news`): each runs the command's entry
// from source (tsx), as its bundle runs, on a seeded database of its own: a PGlite directory, or a
// PostgreSQL database made for it when the suite runs on PostgreSQL (DATABASE_URL).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type OpenedDatabase, openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { seedDatabase } from '../db/seed.ts';
import { serverRoot } from '../paths.ts';
import { createPostgresDatabase } from './test-db.ts';

/** A database only a command's test uses. */
export interface CommandTarget {
  /** What the command's process needs to find it. */
  env: Record<string, string>;
  open: () => Promise<OpenedDatabase>;
  drop: () => Promise<void>;
}

/** What a command printed, and how it ended. */
export interface CommandRun {
  code: number | null;
  out: string;
  err: string;
}

/**
 * A migrated, seeded database for a command's test; `prepare` adds what the test needs (accounts,
 * matches) before the first run.
 *
 * @example const target = await createCommandTarget('levels', async (db) => { await seedMatches(db); });
 */
export async function createCommandTarget(
  name: string,
  prepare: (db: OpenedDatabase['db']) => Promise<void> = async () => {},
): Promise<CommandTarget> {
  const adminUrl = process.env.DATABASE_URL;
  let target: CommandTarget;
  if (adminUrl) {
    const created = await createPostgresDatabase(adminUrl);
    target = {
      env: { DATABASE_URL: created.url },
      open: () => openDatabase({ databaseUrl: created.url, poolSize: 2 }),
      drop: created.drop,
    };
  } else {
    const dir = mkdtempSync(join(tmpdir(), `multisalle-${name}-`));
    const dataDir = join(dir, 'data');
    target = {
      env: { DATABASE_URL: '', DATA_DIR: dataDir },
      open: () => openDatabase({ dataDir }),
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const opened = await target.open();
  try {
    await migrateDatabase(opened);
    await seedDatabase(opened.db);
    await prepare(opened.db);
  } finally {
    await opened.close();
  }
  return target;
}

/**
 * Runs `entry` (relative to packages/server) with `args`, as `npm run <command> -- <args>` runs its bundle,
 * with `target.env` over NODE_ENV=test and the test's own environment.
 *
 * @example const { code, out } = await runCommand(target, 'src/device.ts', ['list']);
 */
export function runCommand(
  target: Pick<CommandTarget, 'env'>,
  entry: string,
  args: string[] = [],
): Promise<CommandRun> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', entry, ...args], {
    cwd: serverRoot,
    env: { ...process.env, NODE_ENV: 'test', ...target.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, out, err })));
}

/** Opens the target's database for `work`, then closes it (the command must find it free on PGlite). */
export async function withTargetDatabase<T>(
  target: CommandTarget,
  work: (db: OpenedDatabase['db']) => Promise<T>,
): Promise<T> {
  const opened = await target.open();
  try {
    return await work(opened.db);
  } finally {
    await opened.close();
  }
}
