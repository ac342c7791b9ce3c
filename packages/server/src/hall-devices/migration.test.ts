import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenedDatabase, openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { hallDevices } from '../db/schema.ts';
import { migrationsFolder } from '../paths.ts';
import { createPostgresDatabase } from '../test/test-db.ts';
import { devHallKey, hashDeviceKey } from './device-keys.ts';
import { deviceOfKey } from './device-repository.ts';

// Migration 0014 on a database that already had the tablets' keys (`hall_ingest_keys`): each becomes a
// device, the development key with every scope, an issued key with `tablette` only, and both keep working.

const adminUrl = process.env.DATABASE_URL;
let opened: OpenedDatabase;
let before: string;
let dropDatabase = async () => {};

/** The migrations folder as it was before 0014: the files and the journal up to 0013. */
function migrationsUpTo0013(): string {
  const folder = mkdtempSync(join(tmpdir(), 'multisalle-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true, filter: (path) => !/0014_/.test(path) });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= 13);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

beforeAll(async () => {
  before = migrationsUpTo0013();
  if (adminUrl) {
    const created = await createPostgresDatabase(adminUrl);
    dropDatabase = created.drop;
    const client = new pg.Client({ connectionString: created.url });
    await client.connect();
    try {
      await migrateNodePostgres(drizzleNodePostgres({ client }), { migrationsFolder: before });
    } finally {
      await client.end();
    }
    opened = await openDatabase({ databaseUrl: created.url, poolSize: 2 });
  } else {
    opened = await openDatabase({ dataDir: 'memory://' });
    await migratePglite(opened.db as unknown as PgliteDatabase, { migrationsFolder: before });
  }
});
afterAll(async () => {
  await opened.close();
  await dropDatabase();
  rmSync(before, { recursive: true, force: true });
});

describe('migration 0014_hall_devices', () => {
  it('turns the development key into a device with every scope and an issued tablet key into a tablette device', async () => {
    const { db } = opened;
    await db.execute(sql`
      insert into halls (key, name, caption, street, postal_code, city) values
        ('padel-park', 'Padel Park', '', '1 rue', '36000', 'Châteauroux'),
        ('salle-b', 'Salle B', '', '2 rue', '36000', 'Châteauroux')`);
    const issued = 'salle-une-cle-emise-avant-les-appareils';
    await db.execute(sql`
      insert into hall_ingest_keys (hall_id, key_hash)
      select id, case key when 'padel-park' then ${hashDeviceKey(devHallKey('padel-park'))} else ${hashDeviceKey(issued)} end
      from halls`);

    await migrateDatabase(opened);

    const devices = await db
      .select({ name: hallDevices.name, scopes: hallDevices.scopes, origin: hallDevices.origin })
      .from(hallDevices)
      .orderBy(asc(hallDevices.hallId));
    expect(devices).toEqual([
      {
        name: 'Clé de développement',
        scopes: ['entree', 'ecran', 'tablette', 'programme'],
        origin: 'development',
      },
      { name: 'Tablettes de la salle', scopes: ['tablette'], origin: 'ingest' },
    ]);
    expect(await deviceOfKey(db, devHallKey('padel-park'))).toMatchObject({
      scopes: expect.arrayContaining(['entree']),
    });
    expect(await deviceOfKey(db, issued)).toMatchObject({ scopes: ['tablette'] });
    const [left] = (
      (await db.execute(sql`select to_regclass('hall_ingest_keys') as name`)) as unknown as {
        rows: { name: string | null }[];
      }
    ).rows;
    expect(left?.name).toBeNull();
  });
});
