import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { hallServices, halls, sports } from './schema.ts';
import { seedDatabase } from './seed.ts';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase({ seed: false });
});
afterAll(() => testDb.close());

async function countRows(table: typeof halls | typeof sports | typeof hallServices): Promise<number> {
  const [row] = await testDb.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

describe('seed', () => {
  it('runs on PostgreSQL when DATABASE_URL is set, else on PGlite', () => {
    expect(testDb.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('creates the 4 halls once: running it twice keeps 4 halls', async () => {
    expect(await seedDatabase(testDb.db)).toBe(true);
    const counts = [await countRows(halls), await countRows(sports), await countRows(hallServices)];
    expect(counts[0]).toBe(4);

    expect(await seedDatabase(testDb.db)).toBe(false);
    expect([await countRows(halls), await countRows(sports), await countRows(hallServices)]).toEqual(counts);
  });

  it('seeds the spec sports with their player counts', async () => {
    const rows = await testDb.db.select().from(sports);
    const byLabel = new Map(rows.map((sport) => [sport.label, sport]));
    for (const label of ['FOOT5', 'FUTSAL', 'PADEL', 'BASKET 5X5', 'BASKET 3X3', 'HANDBALL', 'VOLLEYBALL']) {
      expect(byLabel.has(label), label).toBe(true);
    }
    expect(byLabel.get('PADEL')?.payingPlayers).toBe(4);
    expect(byLabel.get('FOOT5')?.recommendedPlayers).toBe(10);
    expect(byLabel.get('TENNIS')?.payingPlayers).toBe(2);
  });

  it('refuses a hall with fewer than 1 visible day', async () => {
    await expect(
      testDb.db.insert(halls).values({
        key: 'bad',
        name: 'BAD',
        caption: '',
        street: '',
        postalCode: '00000',
        city: '',
        visibleDays: 0,
      }),
    ).rejects.toThrow();
  });
});
