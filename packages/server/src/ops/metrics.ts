import { sql } from 'drizzle-orm';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { type Clock, systemClock } from '../clock/index.ts';
import { type Database, postgresPoolOf } from '../db/client.ts';
import { paymentStatuses, refundStatuses } from '../db/schema.ts';

/** Prefix of every metric of ours (the default process metrics keep prom-client's names). */
const PREFIX = 'multisalle_';

/** The server's metrics, one registry per app (tests build several apps in one process). */
export interface Metrics {
  registry: Registry;
  /** Answered requests by method, route template and status. */
  requests: Counter<'method' | 'route' | 'status'>;
  /** Request durations (until the headers are answered) by method, route template and status class. */
  durations: Histogram<'method' | 'route' | 'status_class'>;
  /** Server-sent event streams open now, by route template. */
  openStreams: Gauge<'route'>;
  /** Requests being answered now (streams included). */
  inFlight: Gauge;
}

// A scrape must not hang on a database that does not answer: its database figures are then left out.
const COLLECT_TIMEOUT_MS = 1_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([promise.catch(() => undefined), timeout]).finally(() => clearTimeout(timer));
}

/**
 * Builds the registry: Node's process metrics (CPU, memory, event loop lag, GC, handles), request counts and
 * durations, open streams, the PostgreSQL pool (in use, idle, waiting: nothing on PGlite, one connection by
 * design), the settlement's shares by status and the durable jobs by state, read from the database at each
 * scrape.
 *
 * @example
 * ```ts
 * const metrics = createMetrics(db);
 * const text = await metrics.registry.metrics();
 * ```
 */
export function createMetrics(
  db?: Database,
  {
    collectTimeoutMs = COLLECT_TIMEOUT_MS,
    clock = systemClock,
  }: {
    collectTimeoutMs?: number;
    /** The server's clock: a job is due when its time has come on it. @default systemClock */
    clock?: Clock;
  } = {},
): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: `${PREFIX}http_requests_total`,
    help: 'HTTP requests answered, by method, route template (never the raw path) and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Time to answer a request (headers sent), by method, route template and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const openStreams = new Gauge({
    name: `${PREFIX}sse_streams_open`,
    help: 'Server-sent event streams open in this process (live slots, hall streams), by route template.',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const inFlight = new Gauge({
    name: `${PREFIX}http_requests_in_flight`,
    help: 'Requests being answered by this process now, open streams included.',
    registers: [registry],
  });
  if (db) registerDatabaseMetrics(registry, db, collectTimeoutMs, clock);
  return { registry, requests, durations, openStreams, inFlight };
}

/** Rows of a figure query, or nothing when the database did not answer in time (or lacks the table). */
async function rowsOf<T>(
  db: Database,
  query: ReturnType<typeof sql>,
  timeoutMs: number,
): Promise<T[] | undefined> {
  const result = (await withTimeout(db.execute(query), timeoutMs)) as { rows: T[] } | undefined;
  return result?.rows;
}

function registerDatabaseMetrics(registry: Registry, db: Database, timeoutMs: number, clock: Clock): void {
  const pool = postgresPoolOf(db);
  if (pool) {
    new Gauge({
      name: `${PREFIX}db_pool_connections`,
      help: 'PostgreSQL pool connections by state: in_use, idle, and requests waiting for one.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
  // Rows by status, read at each scrape; every status shows, 0 when no row has it.
  const statusGauge = (
    name: string,
    help: string,
    table: 'payments' | 'refunds',
    statuses: readonly string[],
  ) =>
    new Gauge({
      name: `${PREFIX}${name}`,
      help,
      labelNames: ['status'] as const,
      registers: [registry],
      async collect() {
        const rows = await rowsOf<{ status: string; n: number }>(
          db,
          sql`select status, count(*)::int as n from ${sql.identifier(table)} group by status`,
          timeoutMs,
        );
        this.reset();
        if (!rows) return;
        for (const status of statuses) this.set({ status }, 0);
        for (const row of rows) this.set({ status: row.status }, Number(row.n));
      },
    });
  statusGauge(
    'payments',
    "Players' shares of reservations by settlement status (coming, processing, paid, rectify).",
    'payments',
    paymentStatuses,
  );
  statusGauge(
    'refunds',
    'Refunds of shares of games the hall cancelled, by status (pending, succeeded, failed: to ask again from the console).',
    'refunds',
    refundStatuses,
  );
  new Gauge({
    name: `${PREFIX}jobs`,
    help: 'Durable jobs (notices, reminders): pending, due now (pending and past their time), failed.',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const rows = await rowsOf<{ pending: number; due: number; failed: number }>(
        db,
        sql`select
          (select count(*)::int from jobs where state = 'pending') as pending,
          (select count(*)::int from jobs where state = 'pending' and run_at <= ${clock.now().toISOString()}::timestamptz) as due,
          (select count(*)::int from jobs where state = 'failed') as failed`,
        timeoutMs,
      );
      this.reset();
      const row = rows?.[0];
      if (!row) return;
      for (const state of ['pending', 'due', 'failed'] as const) this.set({ state }, Number(row[state]));
    },
  });
}
