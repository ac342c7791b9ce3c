import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../test/test-db.ts';
import { openDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';

const adminUrl = process.env.DATABASE_URL;

// Only PostgreSQL has several processes on one database; PGlite is one process by construction.
describe.runIf(adminUrl)('migrations on PostgreSQL', () => {
  it('4 servers starting at once on a fresh database migrate it once, and all of them start', async () => {
    const created = await createPostgresDatabase(adminUrl ?? '');
    const servers = await Promise.all(
      Array.from({ length: 4 }, () => openDatabase({ databaseUrl: created.url, poolSize: 2 })),
    );
    try {
      const outcomes = await Promise.allSettled(servers.map((server) => migrateDatabase(server)));
      expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(4).fill('fulfilled'));
      const first = servers[0];
      if (!first) throw new Error('no server opened');
      const applied = (await first.db.execute(
        sql`select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash`,
      )) as unknown as { rows: { hash: string; n: number }[] };
      expect(applied.rows.length).toBeGreaterThan(0);
      expect(applied.rows.every((row) => row.n === 1)).toBe(true);
    } finally {
      await Promise.all(servers.map((server) => server.close()));
      await created.drop();
    }
  });
});
