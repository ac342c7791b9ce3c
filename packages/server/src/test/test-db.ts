import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, type DatabaseKind, openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { seedDatabase } from '../db/seed.ts';

/** A migrated, seeded database for one test file. */
export interface TestDatabase {
  db: Database;
  kind: DatabaseKind;
  /** Closes it; on PostgreSQL the database is dropped too. */
  close: () => Promise<void>;
}

/**
 * A new empty PostgreSQL database beside the one `adminUrl` points at, and the way to drop it; `prefix`
 * names what made it (the load and bench scripts make theirs too).
 */
export async function createPostgresDatabase(
  adminUrl: string,
  prefix = 'multisalle_test',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await client.end();
    }
  };
  return { url: url.toString(), drop };
}

/**
 * A fresh database for a test file: a new PostgreSQL database when `DATABASE_URL` is set (the server-postgres
 * project), else PGlite in memory. Open it once per file in `beforeAll`: PGlite takes ~2.5 s to start.
 *
 * @example
 * ```ts
 * let testDb: TestDatabase;
 * beforeAll(async () => { testDb = await createTestDatabase(); });
 * afterAll(() => testDb.close());
 * ```
 */
export async function createTestDatabase({ seed = true }: { seed?: boolean } = {}): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  const templates = adminUrl ? undefined : inject('pgliteTemplates');
  if (templates) {
    // The project's global setup migrated and seeded one database and dumped it: start from that copy.
    const dump = await readFile(seed ? templates.seeded : templates.empty);
    const opened = await openDatabase({
      dataDir: 'memory://',
      loadDataDir: new Blob([new Uint8Array(dump)]),
    });
    return opened;
  }
  const created = adminUrl ? await createPostgresDatabase(adminUrl) : undefined;
  const opened = await openDatabase(
    created ? { databaseUrl: created.url, poolSize: 4 } : { dataDir: 'memory://' },
  );
  await migrateDatabase(opened);
  if (seed) await seedDatabase(opened.db);
  return {
    db: opened.db,
    kind: opened.kind,
    close: async () => {
      await opened.close();
      await created?.drop();
    },
  };
}
