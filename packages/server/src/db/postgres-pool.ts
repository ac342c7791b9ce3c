// The PostgreSQL pool, made to fail fast when the database stops answering. A database host that goes down or
// a network that drops packets refuses nothing: a new connection waits for the system's TCP timeout (minutes)
// and a query already sent waits for an answer that never comes, holding its pool connection. Without the
// limits below, every request would hang, and the pool would stay stuck long after the database is back.
import type { Socket } from 'node:net';
import type pg from 'pg';

/**
 * How long a request may wait for a connection (a new one, or a free one when all are busy) before it is
 * answered 503. Long enough for a busy pool under the load test; short enough for a player to retry.
 */
export const CONNECT_TIMEOUT_MS = 5_000;

/** How long a query may go without a byte from PostgreSQL before its connection is dropped as stalled. */
export const STALL_TIMEOUT_MS = 10_000;

/** What {@link createPostgresPool} needs. */
export interface PostgresPoolOptions {
  connectionString: string;
  max: number;
  /** @default STALL_TIMEOUT_MS */
  stallTimeoutMs?: number;
}

// Internals of pg's Client this module reads: its socket, and whether it waits for an answer.
interface ClientInternals {
  connection?: { stream?: Socket };
  readyForQuery?: boolean;
}

/** Connections allowed to wait without an answer for as long as they need (an advisory lock's wait). */
const patientClients = new WeakSet<pg.ClientBase>();

/**
 * Runs `work` on `client` without the stall limit: for a query that waits on purpose, such as
 * `pg_advisory_lock` while another process migrates.
 *
 * @example await patiently(client, () => client.query('select pg_advisory_lock($1)', [lockId]));
 */
export async function patiently<T>(client: pg.ClientBase, work: () => Promise<T>): Promise<T> {
  patientClients.add(client);
  try {
    return await work();
  } finally {
    patientClients.delete(client);
  }
}

/**
 * Drops `client`'s connection when a query has waited `stallTimeoutMs` without a byte from the server: its
 * query then fails with « Connection terminated », answered 503 (`http/database-unavailable.ts`), and the
 * pool opens a new connection for the next request. An idle connection is silent by design and left alone.
 */
function dropWhenStalled(client: pg.PoolClient, stallTimeoutMs: number): void {
  const internals = client as unknown as ClientInternals;
  const socket = internals.connection?.stream;
  if (!socket || typeof socket.setTimeout !== 'function') return;
  // 'timeout' fires after each stretch of silence (setTimeout's own callback would listen only once).
  socket.setTimeout(stallTimeoutMs);
  socket.on('timeout', () => {
    if (internals.readyForQuery !== false || patientClients.has(client)) return;
    // ETIMEDOUT, as the system says of a lost connection: the request is answered 503, not 500.
    const error = new Error(`PostgreSQL sent nothing for ${stallTimeoutMs} ms: connection dropped`);
    socket.destroy(Object.assign(error, { code: 'ETIMEDOUT' }));
  });
}

/**
 * A `pg` pool with connection and stall limits. Every connection also keeps an `error` listener: pg-pool
 * listens only while a connection is idle, and a connection lost while checked out (in a transaction) would
 * otherwise emit an unhandled `error` and end the process. The transaction's own query fails all the same.
 *
 * @example const pool = createPostgresPool(pg, { connectionString: url, max: 10 });
 */
export function createPostgresPool(pgModule: typeof pg, options: PostgresPoolOptions): pg.Pool {
  const pool = new pgModule.Pool({
    connectionString: options.connectionString,
    max: options.max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  // An idle client losing its connection emits 'error' on the pool; unhandled, it would crash the process.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  pool.on('connect', (client) => {
    client.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
    dropWhenStalled(client, options.stallTimeoutMs ?? STALL_TIMEOUT_MS);
  });
  return pool;
}
