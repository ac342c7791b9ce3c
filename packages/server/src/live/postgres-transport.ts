import type pg from 'pg';
import type { SlotTransport } from './slot-bus.ts';

/** The PostgreSQL channel slot changes travel on, shared by every server process of one database. */
export const SLOT_CHANNEL = 'multisalle_slots';

/** Delays between two attempts to get the LISTEN connection back, in ms. */
export interface PostgresTransportOptions {
  /** @default 1000 */
  firstRetryMs?: number;
  /** @default 30000 */
  maxRetryMs?: number;
}

/** The NOTIFY payload: hall ids and the publish instant (kept short: PostgreSQL caps it at 8000 bytes). */
interface Payload {
  h: number[];
  at: string;
}

function parsePayload(text: string): { hallIds: number[]; at: Date } | undefined {
  try {
    const value = JSON.parse(text) as Partial<Payload>;
    const at = new Date(String(value.at));
    if (!Array.isArray(value.h) || Number.isNaN(at.getTime())) return undefined;
    return { hallIds: value.h.filter((id): id is number => Number.isInteger(id)), at };
  } catch {
    return undefined;
  }
}

/**
 * Slot changes through PostgreSQL `LISTEN/NOTIFY`: `send` runs `pg_notify` on the pool, and one dedicated
 * connection per process (not taken from the pool, which would lose a slot for good) listens and hands
 * every notification to the bus. A dropped connection is opened again with a growing delay; once back,
 * the bus resyncs, since notifications sent meanwhile are lost.
 *
 * @example
 * ```ts
 * const bus = createSlotBus(postgresTransport(pool));
 * ```
 */
export function postgresTransport(pool: pg.Pool, options: PostgresTransportOptions = {}): SlotTransport {
  const firstRetryMs = options.firstRetryMs ?? 1000;
  const maxRetryMs = options.maxRetryMs ?? 30_000;
  let client: pg.Client | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retryMs = firstRetryMs;
  let isStopped = false;
  let deliver: (hallIds: number[], at: Date) => void = () => {};
  let resync: () => void = () => {};

  function lost(which: pg.Client): void {
    if (which !== client) return;
    client = undefined;
    which.end().catch(() => {});
    scheduleRetry();
  }

  function scheduleRetry(): void {
    if (isStopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect()
        .then(resync)
        .catch((error: unknown) => {
          console.error('Slot changes: LISTEN connection failed, retrying:', String(error));
          scheduleRetry();
        });
    }, retryMs);
    retryTimer.unref?.();
    retryMs = Math.min(retryMs * 2, maxRetryMs);
  }

  async function connect(): Promise<void> {
    // Imported when first needed, so that a server on PGlite never loads pg.
    const { Client } = (await import('pg')).default;
    const next = new Client(pool.options);
    next.on('notification', (message) => {
      if (message.channel !== SLOT_CHANNEL || !message.payload) return;
      const change = parsePayload(message.payload);
      if (change) deliver(change.hallIds, change.at);
    });
    // Without an 'error' listener a dropped connection would crash the process.
    next.on('error', (error) => {
      console.error('Slot changes: LISTEN connection lost:', error.message);
      lost(next);
    });
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${SLOT_CHANNEL}`);
    } catch (error) {
      next.end().catch(() => {});
      throw error;
    }
    if (isStopped) {
      await next.end();
      return;
    }
    client = next;
    retryMs = firstRetryMs;
  }

  return {
    async send(hallIds, at) {
      // The database is closing (shutdown, end of a test file): nobody is left to tell.
      if (pool.ending) return;
      const payload: Payload = { h: hallIds, at: at.toISOString() };
      await pool.query('select pg_notify($1, $2)', [SLOT_CHANNEL, JSON.stringify(payload)]);
    },
    async start(onChange, onResync) {
      deliver = onChange;
      resync = onResync;
      try {
        await connect();
      } catch (error) {
        scheduleRetry();
        throw error;
      }
    },
    async stop() {
      isStopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      await current?.end();
    },
  };
}
