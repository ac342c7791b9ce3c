import { type SQL, sql } from 'drizzle-orm';
import { type Clock, systemClock } from '../clock/index.ts';
import type { Database } from '../db/client.ts';
import { repeatEvery } from '../jobs/repeat-every.ts';
import { defaultLogger, type Logger } from '../logging/index.ts';

const DAY_MS = 24 * 3600 * 1000;

/**
 * How long each kind of record is kept, in ms, as the privacy policy states it
 * (demo/src/content/legal/privacy-policy.ts); a day of margin past an expiry keeps the « lien expiré »
 * answers right for a while.
 */
export const RETENTION_MS = {
  /** « le journal d'envoi : 3 mois après l'envoi » (an unsent message counts from its creation). */
  outbox: 92 * DAY_MS,
  /** Activation, reset and email-change links: useless once expired (7 days, 1 hour). */
  oneTimeTokensAfterExpiry: DAY_MS,
  /** SMS codes: 10 minutes. */
  smsCodesAfterExpiry: DAY_MS,
  /** Session ids: a token is valid 7 days; past its expiry its row revokes nothing. */
  sessionsAfterExpiry: DAY_MS,
  /** « Un compteur de tentatives ne vaut que pour sa fenêtre de 15 minutes ou d'une heure. » */
  rateLimitWindows: DAY_MS,
  /** A retried payment or booking comes within minutes; the policy gives no duration, we keep a week. */
  idempotencyKeys: 7 * DAY_MS,
  /**
   * « les refus à la porte : 3 mois » — a refused scan (unknown or altered code, too early, already used)
   * serves only to look into an incident. An allowed entry is the player's attendance: kept with the
   * reservation, never purged here.
   */
  refusedEntries: 92 * DAY_MS,
  /** What a door reader was given for a past day: only that day's next manifest reads it. */
  doorManifestReads: 2 * DAY_MS,
  /** Notices sent or called off (their payloads name players and games): a month, for support's questions. */
  finishedJobs: 30 * DAY_MS,
  /** Notices given up after their tries: kept as long as the outbox, for whoever looks into the failure. */
  failedJobs: 92 * DAY_MS,
} as const;

/**
 * How often the server purges, in ms.
 * @default one day (RETENTION_INTERVAL_MS; 0 turns it off)
 */
export const RETENTION_INTERVAL_MS = DAY_MS;

/** Rows deleted by one purge, by table. */
export type PurgeReport = Record<string, number>;

function before(now: Date, ms: number): string {
  return new Date(now.getTime() - ms).toISOString();
}

/** The purges, table by table: one `delete` each, whose rows are counted. */
function purges(now: Date): [string, SQL][] {
  const r = RETENTION_MS;
  return [
    ['outbox', sql`delete from outbox where coalesce(sent_at, created_at) < ${before(now, r.outbox)}`],
    [
      'one_time_tokens',
      sql`delete from one_time_tokens where expires_at < ${before(now, r.oneTimeTokensAfterExpiry)}`,
    ],
    ['sms_codes', sql`delete from sms_codes where expires_at < ${before(now, r.smsCodesAfterExpiry)}`],
    ['sessions', sql`delete from sessions where expires_at < ${before(now, r.sessionsAfterExpiry)}`],
    ['rate_limits', sql`delete from rate_limits where window_start < ${before(now, r.rateLimitWindows)}`],
    [
      'idempotency_keys',
      sql`delete from idempotency_keys where created_at < ${before(now, r.idempotencyKeys)}`,
    ],
    [
      'jobs',
      sql`delete from jobs where (state in ('done', 'cancelled') and finished_at < ${before(now, r.finishedJobs)})
        or (state = 'failed' and finished_at < ${before(now, r.failedJobs)})`,
    ],
    [
      'door_entries',
      sql`delete from door_entries where not is_allowed and decided_at < ${before(now, r.refusedEntries)}`,
    ],
    [
      'door_manifest_reads',
      sql`delete from door_manifest_reads where day < ${before(now, r.doorManifestReads).slice(0, 10)}::date`,
    ],
  ];
}

/**
 * Deletes what the privacy policy says we keep no longer (see {@link RETENTION_MS}). Payments, reservations
 * and door entries are kept as the policy says (accounting, the account's life).
 *
 * @example const report = await purgeExpiredRecords(db); // { outbox: 12, sessions: 3, ... }
 */
export async function purgeExpiredRecords(db: Database, now = new Date()): Promise<PurgeReport> {
  const report: PurgeReport = {};
  for (const [table, statement] of purges(now)) {
    const result = (await db.execute(
      sql`with deleted as (${statement} returning 1) select count(*)::int as n from deleted`,
    )) as unknown as { rows: { n: number }[] };
    report[table] = Number(result.rows[0]?.n ?? 0);
  }
  return report;
}

/**
 * Runs {@link purgeExpiredRecords} at start and then every `intervalMs` in the server process, at the time of
 * `clock` (the server's); safe in several processes at once (each `delete` only removes what is already past
 * its time). Returns a stop function.
 *
 * @example const stop = startRetentionJob(db, { clock, log: (report) => logger.info({ report }, 'purge'), logger });
 */
export function startRetentionJob(
  db: Database,
  {
    intervalMs = RETENTION_INTERVAL_MS,
    clock = systemClock,
    log = () => {},
    logger = defaultLogger(),
  }: {
    intervalMs?: number;
    clock?: Clock;
    log?: (report: PurgeReport) => void;
    /** Where a failed purge is said. @default defaultLogger() */
    logger?: Logger;
  } = {},
): () => void {
  return repeatEvery(
    intervalMs,
    'Retention purge',
    async () => {
      log(await purgeExpiredRecords(db, clock.now()));
    },
    logger,
  );
}
