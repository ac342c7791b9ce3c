import { type Clock, systemClock } from '../../clock/index.ts';
import type { Database } from '../../db/client.ts';
import { type JobsReport, runDueJobs } from '../../jobs/run-jobs.ts';
import type { Logger } from '../../logging/index.ts';
import type { CardProvider } from '../provider.ts';
import { refundJobHandler } from './carry-out-refund.ts';
import { REFUND_JOB } from './request-refunds.ts';

/** Options of {@link runRefunds}. */
export interface RunRefundsOptions {
  /** @default systemClock */
  clock?: Clock;
  /** Jobs due by then are run. @default clock.now() */
  now?: Date;
  /**
   * Tries of a provider that cannot be reached before a refund is given up (the refund then `failed`, its
   * player told to see the hall): 1 min, 4 min, 16 min... capped at 6 h between two.
   * @default 10
   */
  maxAttempts?: number;
  /** Where a refund job given up is said. @default defaultLogger() */
  log?: Logger;
}

/**
 * Carries out every refund job due (see `carryOutRefund`), once across processes: the jobs are claimed
 * like every durable job (`FOR UPDATE SKIP LOCKED` and a lease), and survive a restart in the database.
 *
 * @example await runRefunds(db, provider, { clock });
 */
export function runRefunds(
  db: Database,
  provider: CardProvider,
  { clock = systemClock, now = clock.now(), maxAttempts = 10, log }: RunRefundsOptions = {},
): Promise<JobsReport> {
  // The refund's own last try records it failed, so the job's is never reached with the refund pending.
  return runDueJobs(
    db,
    { [REFUND_JOB]: refundJobHandler(db, provider, clock, maxAttempts) },
    { clock, now, maxAttempts, log },
  );
}
