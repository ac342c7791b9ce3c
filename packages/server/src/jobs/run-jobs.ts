// Running the durable jobs that are due: each claimed by one runner across processes (FOR UPDATE SKIP LOCKED
// and a lease, as the settlement claims reservations), retried with backoff, given up after a few tries.
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { type Clock, systemClock } from '../clock/index.ts';
import type { Database } from '../db/client.ts';
import { jobs } from '../db/schema.ts';
import { defaultLogger, type Logger } from '../logging/index.ts';

/** What a job's handler may ask: to run again later (a game moved later than its reminder). */
export type JobOutcome = undefined | { runAgainAt: Date };

/** Runs one job of a kind; throwing makes it retried with backoff (a provider that failed). */
export type JobHandler = (
  payload: Record<string, unknown>,
  context: { now: Date },
) => Promise<JobOutcome | undefined>;

/** Options of {@link runDueJobs}. */
export interface RunJobsOptions {
  /**
   * The server's clock: leases are taken against it, and outcomes are dated by it.
   * @default systemClock
   */
  clock?: Clock;
  /** The time jobs are due at (`/dev/rappels` passes its `maintenant`). @default clock.now() */
  now?: Date;
  /** Tries before a job is given up and recorded `failed`. @default 4 */
  maxAttempts?: number;
  /** How long a runner holds a claimed job before another may take it again. @default 5 minutes */
  leaseMs?: number;
  /** Jobs claimed at once. @default 20 */
  batchSize?: number;
  /** Where a job given up is said (its error without a query's values). @default defaultLogger() */
  log?: Logger;
}

/** What one {@link runDueJobs} did. */
export interface JobsReport {
  done: number;
  retried: number;
  failed: number;
  /** Jobs done, by kind. */
  byKind: Record<string, number>;
}

/** A runaway chain of jobs planning jobs stops here; the rest waits for the next tick. */
const MAX_BATCHES = 200;

/** The wait before try `attempt + 1`: 1 min, 4 min, 16 min... (capped at 6 h). */
function retryDelayMs(attempt: number): number {
  return Math.min(60_000 * 4 ** Math.max(0, attempt - 1), 6 * 3_600_000);
}

/** Claims up to a batch of due jobs: locked, skipped by other runners, then leased past this transaction. */
async function claimDue(
  db: Database,
  kinds: string[],
  { now, clock, leaseMs, batchSize }: { now: Date; clock: Clock; leaseMs: number; batchSize: number },
) {
  return db.transaction(async (tx) => {
    // The lease is against the server's clock, not `now`: a `/dev/rappels` in the future must not take
    // a job another runner holds right now.
    const current = clock.now();
    const due = await tx
      .select({ id: jobs.id, kind: jobs.kind, payload: jobs.payload, attempts: jobs.attempts })
      .from(jobs)
      .where(
        and(
          eq(jobs.state, 'pending'),
          lte(jobs.runAt, now),
          inArray(jobs.kind, kinds),
          or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, current)),
        ),
      )
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const lease = new Date(current.getTime() + leaseMs);
    await tx
      .update(jobs)
      .set({ lockedUntil: lease, attempts: sql`${jobs.attempts} + 1`, updatedAt: current })
      .where(
        inArray(
          jobs.id,
          due.map((job) => job.id),
        ),
      );
    return due.map((job) => ({ ...job, attempts: job.attempts + 1, lease }));
  });
}

/**
 * Runs every job due at `now` whose kind has a handler, until none is left (jobs a handler plans for
 * `now` run in the same call). Safe in several processes at once: each job is run by one of them.
 *
 * @example const report = await runDueJobs(db, { 'notice.reminder': sendReminder }, { now });
 */
export async function runDueJobs(
  db: Database,
  handlers: Record<string, JobHandler>,
  {
    clock = systemClock,
    now = clock.now(),
    maxAttempts = 4,
    leaseMs = 5 * 60_000,
    batchSize = 20,
    log = defaultLogger(),
  }: RunJobsOptions = {},
): Promise<JobsReport> {
  const report: JobsReport = { done: 0, retried: 0, failed: 0, byKind: {} };
  const kinds = Object.keys(handlers);
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const claimed = await claimDue(db, kinds, { now, clock, leaseMs, batchSize });
    if (claimed.length === 0) break;
    for (const job of claimed) {
      // Only the runner that still holds the lease writes the outcome (a cancelled job stays cancelled).
      const mine = and(eq(jobs.id, job.id), eq(jobs.state, 'pending'), eq(jobs.lockedUntil, job.lease));
      try {
        const outcome = await handlers[job.kind]?.(job.payload, { now });
        if (outcome && outcome.runAgainAt.getTime() > now.getTime()) {
          await db
            .update(jobs)
            .set({ runAt: outcome.runAgainAt, lockedUntil: null, attempts: 0, updatedAt: clock.now() })
            .where(mine);
          continue;
        }
        await db
          .update(jobs)
          .set({ state: 'done', lockedUntil: null, finishedAt: clock.now(), updatedAt: clock.now() })
          .where(mine);
        report.done += 1;
        report.byKind[job.kind] = (report.byKind[job.kind] ?? 0) + 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const isGivenUp = job.attempts >= maxAttempts;
        await db
          .update(jobs)
          .set({
            state: isGivenUp ? 'failed' : 'pending',
            lastError: message.slice(0, 2000),
            lockedUntil: null,
            runAt: isGivenUp ? undefined : new Date(now.getTime() + retryDelayMs(job.attempts)),
            finishedAt: isGivenUp ? clock.now() : null,
            updatedAt: clock.now(),
          })
          .where(mine);
        if (isGivenUp) {
          report.failed += 1;
          log.error(
            { jobId: job.id, kind: job.kind, attempts: job.attempts, err: error },
            `Job ${job.id} (${job.kind}) given up after ${job.attempts} tries`,
          );
        } else report.retried += 1;
      }
    }
  }
  return report;
}
