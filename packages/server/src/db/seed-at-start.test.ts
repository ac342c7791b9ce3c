import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPostgresDatabase, createTestDatabase } from '../test/test-db.ts';
import { openDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { hallDevices, hallPartnerOrigins, halls, matches, users } from './schema.ts';
import { seedPlayers } from './seed-accounts.ts';
import { seedAtStart } from './seed-at-start.ts';

const adminUrl = process.env.DATABASE_URL;

// Only PostgreSQL has several processes on one database; PGlite is one process by construction.
describe.runIf(adminUrl)('seeding at start on PostgreSQL', () => {
  it('3 servers starting at once on a fresh database seed it once, and all of them start', async () => {
    const created = await createPostgresDatabase(adminUrl ?? '');
    const servers = await Promise.all(
      Array.from({ length: 3 }, () => openDatabase({ databaseUrl: created.url, poolSize: 3 })),
    );
    try {
      const [first] = servers;
      if (!first) throw new Error('no server opened');
      await migrateDatabase(first);
      // Without the lock, two of them find the demo players missing and one crashes on users_email_unique.
      const outcomes = await Promise.allSettled(servers.map((server) => seedAtStart(server)));
      expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(3).fill('fulfilled'));
      const results = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
      expect(results.filter((result) => result.halls)).toHaveLength(1);
      expect(results.reduce((sum, result) => sum + result.players, 0)).toBe(seedPlayers.length);
      const recorded = results.reduce((sum, result) => sum + result.matches.matches, 0);
      expect(recorded).toBeGreaterThan(0);
      const rows = async (table: typeof halls | typeof users | typeof matches) =>
        (await first.db.select({ n: count() }).from(table))[0]?.n;
      expect(await rows(halls)).toBe(4);
      expect(await rows(users)).toBe(seedPlayers.length);
      expect(await rows(matches)).toBe(recorded);
    } finally {
      await Promise.all(servers.map((server) => server.close()));
      await created.drop();
    }
  });
});

describe('SEED_DEMO at start', () => {
  it("without the demo (production's default) a start writes no demo row; with it, the demo is there", async () => {
    const testDb = await createTestDatabase({ seed: false });
    try {
      const rows = async (
        table: typeof halls | typeof users | typeof matches | typeof hallPartnerOrigins | typeof hallDevices,
      ) => (await testDb.db.select({ n: count() }).from(table))[0]?.n;
      const seeded = await seedAtStart(testDb, { demo: false });
      expect(seeded).toEqual({ halls: false, players: 0, matches: { devKeys: {}, matches: 0 } });
      for (const table of [halls, users, matches, hallPartnerOrigins, hallDevices])
        expect(await rows(table)).toBe(0);
      // Outside production the default is the demo, as before SEED_DEMO existed.
      const demo = await seedAtStart(testDb);
      expect(demo.halls).toBe(true);
      expect(demo.players).toBe(seedPlayers.length);
      expect(await rows(halls)).toBe(4);
    } finally {
      await testDb.close();
    }
  });
});
