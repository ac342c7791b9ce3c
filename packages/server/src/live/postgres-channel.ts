import type pg from 'pg';

/** Delays between two attempts to get the LISTEN connection back, in ms. */
export interface PostgresChannelOptions {
  /** @default 1000 */
  firstRetryMs?: number;
  /** @default 30000 */
  maxRetryMs?: number;
  /** Names the channel in the log lines (« Slot changes », « Hall events »). */
  label?: string;
}

/** One PostgreSQL notification channel, as a bus sees it: send text, receive every process's text. */
export interface PostgresChannel {
  /** `pg_notify` on the pool: every process listening to the channel receives `payload`. */
  send(payload: string): Promise<void>;
  /**
   * Starts listening (once); resolves when notifications will reach `receive`. `resync` is called after a
   * lost connection came back: what was sent meanwhile is lost, so the bus catches up its own way.
   */
  start(receive: (payload: string) => void, resync: () => void): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A PostgreSQL `LISTEN/NOTIFY` channel shared by every server process of one database: `send` runs
 * `pg_notify` on the pool, and one dedicated connection per process and channel (not taken from the pool,
 * which would lose a slot for good) listens. A dropped connection is opened again with a growing delay;
 * once back, `resync` runs. The slot bus (live/) and the hall's event bus (hall-stream/) both ride on it.
 *
 * @example
 * ```ts
 * const channel = postgresChannel(pool, 'multisalle_slots', { label: 'Slot changes' });
 * await channel.start((text) => console.log(text), () => reloadEverything());
 * ```
 */
export function postgresChannel(
  pool: pg.Pool,
  channel: string,
  options: PostgresChannelOptions = {},
): PostgresChannel {
  const firstRetryMs = options.firstRetryMs ?? 1000;
  const maxRetryMs = options.maxRetryMs ?? 30_000;
  const label = options.label ?? channel;
  let client: pg.Client | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retryMs = firstRetryMs;
  let isStopped = false;
  let receive: (payload: string) => void = () => {};
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
          console.error(`${label}: LISTEN connection failed, retrying:`, String(error));
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
      if (message.channel === channel && message.payload) receive(message.payload);
    });
    // Without an 'error' listener a dropped connection would crash the process.
    next.on('error', (error) => {
      console.error(`${label}: LISTEN connection lost:`, error.message);
      lost(next);
    });
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
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
    async send(payload) {
      // The database is closing (shutdown, end of a test file): nobody is left to tell.
      if (pool.ending) return;
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async start(onPayload, onResync) {
      receive = onPayload;
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
