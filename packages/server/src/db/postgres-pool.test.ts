import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../http/database-unavailable.ts';
import { startTcpProxy, type TcpProxy } from '../test/faults/tcp-proxy.ts';
import { CONNECT_TIMEOUT_MS, createPostgresPool, patiently } from './postgres-pool.ts';

// The pool's limits on a real PostgreSQL server (server-postgres project), through the fault tests' TCP proxy,
// which can hold every byte as a lost network would. The server suite's fault test shows the same limits from
// the HTTP side (test/faults/faults.test.ts, "stops answering").

const databaseUrl = process.env.DATABASE_URL ?? '';
/** Short, so that the test is: production's limit is 10 s. */
const STALL_MS = 400;

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe.skipIf(!databaseUrl)('the PostgreSQL pool (db/postgres-pool.ts)', () => {
  let proxy: TcpProxy;
  let pool: pg.Pool;
  let throughProxyUrl = '';

  beforeAll(async () => {
    const target = new URL(databaseUrl);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const throughProxy = new URL(databaseUrl);
    throughProxy.host = `127.0.0.1:${proxy.port}`;
    throughProxyUrl = throughProxy.toString();
    pool = createPostgresPool(pg, { connectionString: throughProxyUrl, max: 4, stallTimeoutMs: STALL_MS });
  });

  afterAll(async () => {
    await pool?.end();
    await proxy?.close();
  });

  it(`drops a connection whose query gets no byte back for the stall limit (${STALL_MS} ms), with an error answered 503`, async () => {
    const client = await pool.connect();
    try {
      proxy.stall();
      const started = Date.now();
      const error = await failureOf(client.query('select 1'));
      const waited = Date.now() - started;
      proxy.unstall();
      expect(error).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(waited).toBeGreaterThanOrEqual(STALL_MS - 50);
    } finally {
      proxy.unstall();
      client.release();
    }
    // The pool let the dead connection go and opens a new one.
    expect((await pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('leaves an idle connection alone, however long it stays silent', async () => {
    const client = await pool.connect();
    try {
      await new Promise((resolve) => setTimeout(resolve, STALL_MS * 2));
      expect((await client.query('select 2 as two')).rows).toEqual([{ two: 2 }]);
    } finally {
      client.release();
    }
  });

  it("lets a query that waits on purpose ('patiently') take longer than the limit; the same query without it is dropped", async () => {
    const client = await pool.connect();
    try {
      const slow = `select pg_sleep(${(STALL_MS * 2) / 1000}) is null as slept`;
      expect((await patiently(client, () => client.query(slow))).rows).toEqual([{ slept: false }]);
      const error = await failureOf(client.query(slow));
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      client.release();
    }
  });

  it(`cannot hang on a new connection: through a stalled network it fails after ${CONNECT_TIMEOUT_MS / 1000} s, answered 503`, async () => {
    const fresh = createPostgresPool(pg, { connectionString: throughProxyUrl, max: 1 });
    proxy.stall();
    try {
      const started = Date.now();
      const error = await failureOf(fresh.connect());
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(Date.now() - started).toBeGreaterThanOrEqual(CONNECT_TIMEOUT_MS - 50);
    } finally {
      proxy.unstall();
      await fresh.end();
    }
  }, 15_000);

  it('keeps the process up when the server ends a connection held between two queries of a transaction', async () => {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    const client = await pool.connect();
    try {
      await client.query('begin');
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      const ended = new Promise((resolve) => client.once('end', resolve));
      await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
      // pg emits 'error' on the checked-out client here: without the pool's listener, an uncaught exception.
      await ended;
      expect(isDatabaseUnavailable(await failureOf(client.query('select 1')))).toBe(true);
    } finally {
      client.release();
      await admin.end();
    }
    expect((await pool.query('select 3 as three')).rows).toEqual([{ three: 3 }]);
  });
});
