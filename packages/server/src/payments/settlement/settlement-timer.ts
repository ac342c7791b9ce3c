import { type Clock, systemClock } from '../../clock/index.ts';
import type { Database } from '../../db/client.ts';
import type { FaultHook } from '../../fault-points.ts';
import { repeatEvery } from '../../jobs/repeat-every.ts';
import { defaultLogger, type Logger } from '../../logging/index.ts';
import type { CardProvider } from '../provider.ts';
import { runRefunds } from '../refunds/run-refunds.ts';
import { runSettlement } from './run-settlement.ts';

/** Options of {@link startSettlementTimer}. */
export interface SettlementTimerOptions {
  /**
   * Time between two runs.
   * @default 60_000
   */
  intervalMs?: number;
  /**
   * The server's clock: each run settles what ended by its time.
   * @default systemClock
   */
  clock?: Clock;
  /**
   * Awaited at the settlement's fault points (see `runSettlement`).
   * @default undefined (no pause)
   */
  faultPoint?: FaultHook | undefined;
  /** Where each run's figures and failures are written. @default defaultLogger() */
  log?: Logger;
}

/**
 * Runs the settlement now and then every `intervalMs` in the server process, never two runs at once in it, then
 * the refund jobs due (a cancelled game's debited shares given back, see `runRefunds`)
 * (another process may run it too: the settlement is safe against that). The timer does not keep the
 * process alive, and a failed run is logged and tried again at the next tick. Returns a stop function.
 *
 * @example
 * ```ts
 * const stop = startSettlementTimer(db, provider, { intervalMs: 60_000 });
 * ```
 */
export function startSettlementTimer(
  db: Database,
  provider: CardProvider,
  {
    intervalMs = 60_000,
    clock = systemClock,
    faultPoint,
    log = defaultLogger(),
  }: SettlementTimerOptions = {},
): () => void {
  return repeatEvery(
    intervalMs,
    'Settlement run',
    async () => {
      const report = await runSettlement(db, provider, { clock, faultPoint, log });
      if (report.reservations > 0 || report.debits.length > 0) {
        const paid = report.debits.filter((d) => d.status === 'paid').length;
        log.info(
          { reservations: report.reservations, shares: report.shares, debits: report.debits.length, paid },
          `Settlement: ${report.reservations} reservation(s), ${report.shares} share(s), ` +
            `${report.debits.length} debit(s) of which ${paid} paid.`,
        );
      }
      const refunds = await runRefunds(db, provider, { clock, log });
      if (refunds.done + refunds.failed > 0) {
        log.info(
          { done: refunds.done, retried: refunds.retried, failed: refunds.failed },
          `Refunds: ${refunds.done} carried out, ${refunds.retried} to retry, ${refunds.failed} given up.`,
        );
      }
    },
    log,
  );
}
