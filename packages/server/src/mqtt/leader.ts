import type pg from 'pg';
import { type Database, postgresPoolOf } from '../db/client.ts';
import { defaultLogger, type Logger } from '../logging/index.ts';

/**
 * The PostgreSQL session advisory lock whose holder publishes the halls' events on MQTT: one process of
 * many, so a device gets each event once.
 */
export const MQTT_PUBLISHER_LOCK_ID = 7_310_023;

/**
 * How often a process that does not publish tries to take over, in ms: after the publisher stops or
 * dies (its connection closes, PostgreSQL frees the lock), another process takes over within this time.
 * @default 5000
 */
export const LEADERSHIP_RETRY_MS = 5000;

/** What {@link followLeadership} calls. */
export interface LeadershipOptions {
  /** This process just became the one that publishes. */
  onGain: () => void | Promise<void>;
  /** It no longer is (its lock connection was lost, or it stops). */
  onLose: () => void | Promise<void>;
  retryMs?: number;
  /** @default defaultLogger() */
  log?: Logger;
}

/** The leadership of this process, until `stop`. */
export interface Leadership {
  readonly isLeader: boolean;
  /** Gives the lock back (another process takes over at its next try) and calls `onLose` if it led. */
  stop(): Promise<void>;
}

/**
 * Elects one process among those on a database to do something alone: on PostgreSQL, the one holding a
 * session advisory lock on a connection of its own (not from the pool, which would lose a slot for good);
 * the others try again every `retryMs`. On PGlite, one process owns the database: it leads at once.
 *
 * @example const leadership = followLeadership(db, MQTT_PUBLISHER_LOCK_ID, { onGain: start, onLose: stop });
 */
export function followLeadership(db: Database, lockId: number, options: LeadershipOptions): Leadership {
  const retryMs = options.retryMs ?? LEADERSHIP_RETRY_MS;
  const log = options.log ?? defaultLogger();
  const pool = postgresPoolOf(db);
  let isLeader = false;
  let isStopped = false;
  let client: pg.Client | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let step = Promise.resolve();

  const run = (what: () => void | Promise<void>) => {
    step = step
      .then(what)
      .catch((error: unknown) => log.error({ err: error }, 'MQTT: leadership change failed'));
    return step;
  };
  const gain = () => {
    if (isLeader || isStopped) return;
    isLeader = true;
    void run(options.onGain);
  };
  const lose = () => {
    if (!isLeader) return;
    isLeader = false;
    void run(options.onLose);
  };

  const schedule = () => {
    if (isStopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void attempt();
    }, retryMs);
    timer.unref?.();
  };

  const dropClient = (which: pg.Client) => {
    if (client !== which) return;
    client = undefined;
    which.end().catch(() => {});
    lose();
    schedule();
  };

  async function attempt(): Promise<void> {
    if (isStopped || !pool) return;
    try {
      if (!client) {
        // Imported when first needed, so that a server on PGlite never loads pg.
        const { Client } = (await import('pg')).default;
        const next = new Client(pool.options);
        // Without an 'error' listener a dropped connection would crash the process.
        next.on('error', () => dropClient(next));
        next.on('end', () => dropClient(next));
        await next.connect();
        if (isStopped) {
          await next.end();
          return;
        }
        client = next;
      }
      const result = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
        lockId,
      ]);
      if (result.rows[0]?.locked) gain();
      else schedule();
    } catch (error) {
      log.warn({ err: error }, 'MQTT: leadership lock unavailable, retrying');
      if (client) dropClient(client);
      else schedule();
    }
  }

  if (pool) void attempt();
  else gain();

  return {
    get isLeader() {
      return isLeader;
    },
    async stop() {
      isStopped = true;
      if (timer) clearTimeout(timer);
      const held = client;
      client = undefined;
      lose();
      await step;
      // Closing the connection frees the lock at once.
      await held?.end().catch(() => {});
    },
  };
}
