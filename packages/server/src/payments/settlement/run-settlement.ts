import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import { type Clock, systemClock } from '../../clock/index.ts';
import type { Database } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import type { FaultHook } from '../../fault-points.ts';
import { defaultLogger, type Logger } from '../../logging/index.ts';
import type { CardProvider } from '../provider.ts';
import { type DebitResult, debitShare } from './debit-share.ts';
import { settleDueReservations } from './settle-reservations.ts';

/** What one settlement run did. */
export interface SettlementReport {
  /** Reservations whose shares were written. */
  reservations: number;
  /** Shares written. */
  shares: number;
  /** Debits attempted, one per share this run claimed. */
  debits: DebitResult[];
}

/** Options of {@link runSettlement}. */
export interface SettlementOptions {
  /**
   * The server's clock: shares are written, claimed and debited at its time.
   * @default systemClock
   */
  clock?: Clock;
  /**
   * Reservations ended by then are settled (`npm run settle -- --now`, `/dev` routes pass theirs).
   * @default clock.now()
   */
  now?: Date;
  /**
   * A share left `processing` longer than this (a process stopped mid-debit, or the provider said RUNNING)
   * is taken again; its order is sent again, which the provider answers without debiting twice.
   * @default 600_000
   */
  staleProcessingMs?: number;
  /**
   * Awaited inside the shares' transaction and before each debit is sent (the fault tests' pauses).
   * @default undefined (no pause)
   */
  faultPoint?: FaultHook | undefined;
  /** Where a failed debit is said. @default defaultLogger() */
  log?: Logger;
}

/**
 * Settles every ended reservation (shares written once, see {@link settleDueReservations}) then debits each
 * `coming` share through the provider (see {@link debitShare}). Safe to run twice, or in two processes at
 * once: nobody is debited twice.
 *
 * @example
 * ```ts
 * const report = await runSettlement(db, createCardProvider(db, paymentsConfigFromEnv()));
 * ```
 */
export async function runSettlement(
  db: Database,
  provider: CardProvider,
  {
    clock = systemClock,
    now = clock.now(),
    staleProcessingMs = 600_000,
    faultPoint,
    log = defaultLogger(),
  }: SettlementOptions = {},
): Promise<SettlementReport> {
  const settled = await settleDueReservations(db, now, clock, faultPoint);
  const staleBefore = new Date(clock.nowMs() - staleProcessingMs);
  const claimable = or(
    and(eq(payments.status, 'coming'), isNull(payments.cancelledAt)),
    and(eq(payments.status, 'processing'), lt(payments.updatedAt, staleBefore)),
  );
  const candidates = await db
    .select({ id: payments.id })
    .from(payments)
    .where(claimable)
    .orderBy(asc(payments.id));
  const debits: DebitResult[] = [];
  for (const { id } of candidates) {
    try {
      const result = await debitShare(db, provider, id, { where: claimable, clock, faultPoint });
      if (result) debits.push(result);
    } catch (error) {
      // The provider did not answer: the share stays `processing` and is taken again once stale.
      log.error(
        { paymentId: id, err: error },
        `Settlement: the debit of share ${id} failed, it will be retried`,
      );
    }
  }
  return { ...settled, debits };
}
