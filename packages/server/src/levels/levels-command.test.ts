import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { openDatabase } from '../db/client.ts';
import { levelMatches, playerLevels } from '../db/schema.ts';
import { seedAccounts } from '../db/seed-accounts.ts';
import { seedMatches } from '../db/seed-matches.ts';
import {
  type CommandTarget,
  createCommandTarget,
  runCommand,
  withTargetDatabase,
} from '../test/command-target.ts';

// `npm run levels` as the server README names it: `npm run build:server`, then dist/levels.js, which esbuild
// bundles from src/recompute-levels.ts. The test runs that same entry from source (tsx) on a database of
// its own, as the device command's test does.

let target: CommandTarget;
beforeAll(async () => {
  target = await createCommandTarget('levels', async (db) => {
    await seedAccounts(db);
    await seedMatches(db);
  });
}, 120_000);
afterAll(() => target.drop());

/** Runs `src/recompute-levels.ts` the way `npm run levels` runs its bundle. */
const levels = () => runCommand(target, 'src/recompute-levels.ts', []);
const withDatabase = <T>(work: Parameters<typeof withTargetDatabase<T>>[1]) =>
  withTargetDatabase(target, work);

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
