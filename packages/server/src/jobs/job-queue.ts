// Planning durable jobs: written in the caller's transaction with the change that causes them, once per
// dedupe key; called off by what they are about (their group).
import { and, eq, like } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { jobs } from '../db/schema.ts';

/** A database or an open transaction: jobs are planned in the transaction of the change that causes them. */
export type JobExecutor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** A job to plan. */
export interface PlannedJob {
  kind: string;
  payload: Record<string, unknown>;
  runAt: Date;
  /** Planning the same key again does nothing (a reminder is planned once, a notice sent once). */
  dedupeKey: string;
  /** What the job is about, e.g. `reservation:<id>`, for {@link cancelJobs}. */
  groupKey?: string;
}

/**
 * Plans jobs; a dedupe key already planned (in any state) is left as it is. Returns how many were new.
 *
 * @example await planJobs(tx, [{ kind: 'notice.reminder', payload, runAt, dedupeKey: 'reminder:24:<id>' }]);
 */
export async function planJobs(executor: JobExecutor, planned: PlannedJob[]): Promise<number> {
  if (planned.length === 0) return 0;
  const inserted = await executor
    .insert(jobs)
    .values(
      planned.map((job) => ({
        kind: job.kind,
        payload: job.payload,
        runAt: job.runAt,
        dedupeKey: job.dedupeKey,
        groupKey: job.groupKey ?? null,
      })),
    )
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id });
  return inserted.length;
}

/**
 * Calls off at `now` the pending jobs of a group whose kind starts with `kindPrefix` (a cancelled game's
 * reminders). A job a runner holds right now is called off too: it finds itself cancelled when it ends.
 *
 * @example await cancelJobs(tx, 'reservation:<id>', 'notice.reminder', now);
 */
export async function cancelJobs(
  executor: JobExecutor,
  groupKey: string,
  kindPrefix: string,
  now: Date,
): Promise<number> {
  const cancelled = await executor
    .update(jobs)
    .set({ state: 'cancelled', finishedAt: now, updatedAt: now })
    .where(and(eq(jobs.groupKey, groupKey), eq(jobs.state, 'pending'), like(jobs.kind, `${kindPrefix}%`)))
    .returning({ id: jobs.id });
  return cancelled.length;
}
