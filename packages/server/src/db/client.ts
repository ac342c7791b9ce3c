import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { createPostgresPool, patiently } from './postgres-pool.ts';
import * as schema from './schema.ts';

/** The Drizzle database every module uses: the same API whether PGlite or PostgreSQL is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Which engine an {@link OpenedDatabase} runs on. */
export type DatabaseKind = 'pglite' | 'postgres';

/** Where the data lives. */
export interface OpenDatabaseOptions {
  /**
   * PGlite data directory, or `memory://` for a throwaway in-memory database.
   * @default './data'
   */
  dataDir?: string;
  /** A `postgres://` URL: when set, PostgreSQL is used through a `pg` pool and `dataDir` is ignored. */
  databaseUrl?: string;
  /**
   * Size of the PostgreSQL connection pool.
   * @default 10
   */
  poolSize?: number;
  /**
   * How long a PostgreSQL query may go without an answer before its connection is dropped as stalled.
   * @default STALL_TIMEOUT_MS (10 s, db/postgres-pool.ts)
   */
  stallTimeoutMs?: number;
  /**
   * A PGlite data directory dumped by `dumpDataDir`, to start an in-memory database from (the tests start
   * each file's database from one migrated and seeded copy: initdb alone takes about 2.5 s).
   */
  loadDataDir?: Blob;
}

/** An open database with the way to close it. */
export interface OpenedDatabase {
  db: Database;
  kind: DatabaseKind;
  close: () => Promise<void>;
}

const postgresPools = new WeakMap<Database, pg.Pool>();

/**
 * The connection pool under a database {@link openDatabase} opened on PostgreSQL, `undefined` on PGlite:
 * for what only PostgreSQL has (advisory locks on one connection, LISTEN/NOTIFY).
 *
 * @example
 * ```ts
 * const pool = postgresPoolOf(db);
 * if (pool) await pool.query('select pg_notify($1, $2)', [channel, payload]);
 * ```
 */
export function postgresPoolOf(db: Database): pg.Pool | undefined {
  return postgresPools.get(db);
}

/**
 * Runs `work` while holding a PostgreSQL session advisory lock, taken and released on one connection of the
 * pool (`work` gets that connection): processes starting together on one database then do `work` one after
 * another. Only for a database {@link openDatabase} opened on PostgreSQL.
 *
 * @example await withAdvisoryLock(db, 7_310_000, (client) => migrateWith(client));
 */
export async function withAdvisoryLock<T>(
  db: Database,
  lockId: number,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const pool = postgresPoolOf(db);
  if (!pool) throw new Error('An advisory lock needs a database opened on PostgreSQL.');
  const client = await pool.connect();
  try {
    // Waiting here for another process's migration is not a stalled database.
    await patiently(client, () => client.query('select pg_advisory_lock($1)', [lockId]));
    return await work(client);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [lockId]).catch(() => undefined);
    client.release();
  }
}

/**
 * Opens PGlite (embedded, the default) or PostgreSQL (when `databaseUrl` is set).
 *
 * @example
 * ```ts
 * const { db, close } = await openDatabase({ dataDir: 'memory://' });
 * ```
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    // Loaded here, not at the top: a start on PGlite would load pg and its Drizzle driver for nothing.
    const [{ default: pg }, { drizzle: drizzleNodePostgres }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
    ]);
    const pool = createPostgresPool(pg, {
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      stallTimeoutMs: options.stallTimeoutMs,
    });
    const db: Database = drizzleNodePostgres({ client: pool, schema });
    postgresPools.set(db, pool);
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? './data';
  const isMemory = dataDir === 'memory://';
  if (!isMemory) mkdirSync(dataDir, { recursive: true });
  const client = isMemory ? new PGlite({ loadDataDir: options.loadDataDir }) : new PGlite(dataDir);
  await client.waitReady;
  const db: Database = drizzlePglite({ client, schema });
  return { db, kind: 'pglite', close: () => client.close() };
}
