import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../paths.ts';
import { createPostgresDatabase } from '../test/test-db.ts';
import { type OpenedDatabase, openDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { seedHalls } from './seed-data.ts';

/** The journal's `when` of migration 0022: the migrations before it make « a database of yesterday ». */
function coordinatesMigrationMillis(): number {
  const journal = JSON.parse(readFileSync(resolve(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const entry = journal.entries.find((candidate) => candidate.tag === '0022_hall_coordinates');
  if (!entry) throw new Error('migration 0022_hall_coordinates is not in the journal');
  return entry.when;
}

let opened: OpenedDatabase;
let drop: (() => Promise<void>) | undefined;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await opened.db.execute(query)) as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  const adminUrl = process.env.DATABASE_URL;
  const created = adminUrl ? await createPostgresDatabase(adminUrl) : undefined;
  drop = created?.drop;
  opened = await openDatabase(created ? { databaseUrl: created.url, poolSize: 2 } : { dataDir: 'memory://' });
  // A database migrated and seeded before 0022: every earlier migration applied and recorded as drizzle's
  // migrator records them, and the demo halls (plus a partner's own hall) with no coordinates.
  const before = readMigrationFiles({ migrationsFolder }).filter(
    (migration) => migration.folderMillis < coordinatesMigrationMillis(),
  );
  await opened.db.transaction(async (tx) => {
    await tx.execute(sql`create schema if not exists drizzle`);
    await tx.execute(
      sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
    );
    for (const migration of before) {
      for (const statement of migration.sql) await tx.execute(sql.raw(statement));
      await tx.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
      );
    }
    for (const key of [...seedHalls.map((hall) => hall.key), 'salle-du-partenaire']) {
      await tx.execute(
        sql`insert into halls (key, name, caption, street, postal_code, city) values (${key}, ${key}, '', '', '00000', '')`,
      );
    }
  });
}, 60_000);

afterAll(async () => {
  await opened?.close();
  await drop?.();
});

describe('migration 0022: where the halls are', () => {
  it('gives the demo halls of an existing database the same coordinates as a fresh seed, and no other hall any', async () => {
    const columns = await rows<{ n: number }>(
      sql`select count(*)::int as n from information_schema.columns where table_name = 'halls' and column_name in ('latitude', 'longitude')`,
    );
    expect(columns[0]?.n).toBe(0);

    await migrateDatabase(opened);

    const located = await rows<{ key: string; latitude: number | null; longitude: number | null }>(
      sql`select key, latitude, longitude from halls order by id`,
    );
    expect(located).toEqual([
      { key: 'padel-park', latitude: 46.8308, longitude: 1.7067 },
      { key: 'multisalle-chateauroux', latitude: 46.8103, longitude: 1.6911 },
      { key: 'multisalle-ajaccio', latitude: 41.9267, longitude: 8.7369 },
      { key: 'multisalle-bourges', latitude: 47.0844, longitude: 2.3964 },
      { key: 'salle-du-partenaire', latitude: null, longitude: null },
    ]);
    // The seed writes the same figures into a new database.
    expect(seedHalls.map(({ key, latitude, longitude }) => ({ key, latitude, longitude }))).toEqual(
      located.slice(0, 4),
    );
  });
});
