// The notices' runner: the due notice jobs of the database, now (a timer in every server process) or at
// a given time (`POST /dev/rappels`).
import type { Database } from '../db/client.ts';
import { repeatEvery } from '../jobs/repeat-every.ts';
import { type JobsReport, type RunJobsOptions, runDueJobs } from '../jobs/run-jobs.ts';
import { defaultLogger, type Logger } from '../logging/index.ts';
import { planCardExpiryNotices } from './card-expiry.ts';
import type { NoticeDeps } from './notice-deps.ts';
import { createNoticeHandlers } from './notice-jobs.ts';

/**
 * Sends every notice due at `now` (the deps' clock's time unless given), once across processes.
 *
 * @example const report = await runNotices(db, deps, { now: new Date('2026-11-25T08:00:00+01:00') });
 */
export async function runNotices(
  db: Database,
  deps: NoticeDeps,
  options: RunJobsOptions = {},
): Promise<JobsReport> {
  const now = options.now ?? deps.clock.now();
  // Cards found expiring before a coming game get their notice planned first (once per card: keyed).
  await planCardExpiryNotices(db, now);
  return runDueJobs(db, createNoticeHandlers(db, deps), { clock: deps.clock, ...options, now });
}

/**
 * Runs the notices now and every `intervalMs` (`NOTICES_INTERVAL_MS`, 30 s) in the server process; safe in
 * every process at once. Returns a stop function.
 *
 * @example const stop = startNoticeRunner(db, deps, { intervalMs: 30_000 });
 */
export function startNoticeRunner(
  db: Database,
  deps: NoticeDeps,
  { intervalMs = 30_000, log = defaultLogger() }: { intervalMs?: number; log?: Logger } = {},
): () => void {
  return repeatEvery(
    intervalMs,
    'Notices run',
    async () => {
      const report = await runNotices(db, deps, { log });
      if (report.done + report.failed > 0)
        log.info(
          { done: report.done, retried: report.retried, failed: report.failed },
          `Notices: ${report.done} job(s) done, ${report.retried} to retry, ${report.failed} given up.`,
        );
    },
    log,
  );
}
