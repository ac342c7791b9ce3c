import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { levelMatches, playerLevels } from '../db/schema.ts';
import { seedDatabase } from '../db/seed.ts';
import { seedAccounts } from '../db/seed-accounts.ts';
import { seedMatches } from '../db/seed-matches.ts';
import { serverRoot } from '../paths.ts';
import { createPostgresDatabase } from '../test/test-db.ts';

// `npm run levels` as the server README names it: `npm run build:server`, then dist/levels.js, which esbuild
// bundles from src/recompute-levels.ts. The test runs that same entry from source (tsx) on a database of
// its own, as the device command's test does.

const adminUrl = process.env.DATABASE_URL;

let target: {
  env: Record<string, string>;
  open: () => ReturnType<typeof openDatabase>;
  drop: () => Promise<void>;
};

beforeAll(async () => {
  if (adminUrl) {
    const created = await createPostgresDatabase(adminUrl);
    const open = () => openDatabase({ databaseUrl: created.url, poolSize: 2 });
    target = { env: { DATABASE_URL: created.url }, open, drop: created.drop };
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'multisalle-levels-'));
    const dataDir = join(dir, 'data');
    target = {
      env: { DATABASE_URL: '', DATA_DIR: dataDir },
      open: () => openDatabase({ dataDir }),
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const opened = await target.open();
  await migrateDatabase(opened);
  await seedDatabase(opened.db);
  await seedAccounts(opened.db);
  await seedMatches(opened.db);
  await opened.close();
}, 120_000);
afterAll(() => target.drop());

/** Runs `src/recompute-levels.ts` the way `npm run levels` runs its bundle. */
function levels(): Promise<{ code: number | null; out: string; err: string }> {
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'src/recompute-levels.ts'],
    {
      cwd: serverRoot,
      env: { ...process.env, NODE_ENV: 'test', ...target.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
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

async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>) {
  const opened = await target.open();
  try {
    return await work(opened.db);
  } finally {
    await opened.close();
  }
}

const snapshot = (db: Awaited<ReturnType<typeof openDatabase>>['db']) =>
  db.select().from(playerLevels).orderBy(playerLevels.userId, playerLevels.sportId);

describe('npm run levels', () => {
  it('rebuilds from the whole history the levels the ingest computed match by match', async () => {
    const seeded = await withDatabase(snapshot);
    // The seed's season: the three demo players in padel and five-a-side.
    expect(seeded.length).toBeGreaterThanOrEqual(6);
    await withDatabase(async (db) => {
      await db.delete(playerLevels);
      await db.delete(levelMatches);
    });
    const run = await levels();
    expect(run.code, run.err).toBe(0);
    expect(run.out).toMatch(/^Recomputed \d+ level\(s\) from 13 match\(es\)\.$/m);
    await withDatabase(async (db) => {
      const strip = (rows: typeof seeded) => rows.map(({ updatedAt: _, ...row }) => row);
      expect(strip(await snapshot(db))).toEqual(strip(seeded));
      const [applied] = await db.select({ n: sql<number>`count(*)::int` }).from(levelMatches);
      expect(applied?.n).toBe(13);
    });
    // Run again on levels that are up to date: the same levels.
    expect((await levels()).code).toBe(0);
    await withDatabase(async (db) =>
      expect((await snapshot(db)).map((r) => r.rating)).toEqual(seeded.map((r) => r.rating)),
    );
  }, 120_000);
});
