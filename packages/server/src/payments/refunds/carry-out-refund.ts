// Carrying a refund out through the provider, as a durable job: a provider that cannot be reached makes the
// job try again later (with backoff, across restarts); a refusal is recorded with the provider's error.
import { and, eq, sql } from 'drizzle-orm';
import { type Clock, systemClock } from '../../clock/index.ts';
import type { Database } from '../../db/client.ts';
import { paymentTransactions, refunds } from '../../db/schema.ts';
import type { JobHandler } from '../../jobs/run-jobs.ts';
import type { CardProvider } from '../provider.ts';
import { isProviderUnreachable, PaymentProviderError } from '../provider-error.ts';

/** Where a refund ended after one attempt. */
export type RefundOutcome = 'succeeded' | 'failed' | 'skipped';

/**
 * Asks the provider to refund one pending refund (its id is the provider's idempotency key: an attempt
 * whose answer was lost is asked again without refunding twice) and records the outcome. A refund already
 * done is skipped. Throws when the provider could not be reached, so that the job retries, until the
 * refund's `maxAttempts`-th try: then the refund is recorded failed with that error, as a refusal is, for
 * its player and the hall to see (it no longer says « en cours » for ever).
 *
 * @example await carryOutRefund(db, provider, refundId, clock, 10);
 */
export async function carryOutRefund(
  db: Database,
  provider: CardProvider,
  refundId: string,
  clock: Clock = systemClock,
  maxAttempts = Number.POSITIVE_INFINITY,
): Promise<RefundOutcome> {
  const [refund] = await db
    .update(refunds)
    .set({ attempts: sql`${refunds.attempts} + 1` })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
    .returning();
  if (!refund) return 'skipped';
  const [debit] = await db
    .select({ uuid: paymentTransactions.providerTransactionId })
    .from(paymentTransactions)
    .where(eq(paymentTransactions.id, refund.debitTransactionId));
  if (!debit) throw new Error(`The debit of refund ${refundId} is gone.`);
  const pending = and(eq(refunds.id, refundId), eq(refunds.status, 'pending'));
  if (refund.provider !== provider.name) {
    await db
      .update(refunds)
      .set({
        status: 'failed',
        errorCode: 'PROVIDER',
        errorMessage: `debited through ${refund.provider}, the server runs ${provider.name}`,
        doneAt: clock.now(),
      })
      .where(pending);
    return 'failed';
  }
  try {
    const result = await provider.refund({
      refundId: refund.id,
      transactionId: debit.uuid,
      orderId: refund.debitOrderId,
      amountCents: refund.amountCents,
      currency: 'EUR',
    });
    await db
      .update(refunds)
      .set({ status: 'succeeded', providerRefundId: result.refundTransactionId, doneAt: clock.now() })
      .where(pending);
    return 'succeeded';
  } catch (error) {
    const isRefusal = error instanceof PaymentProviderError && !isProviderUnreachable(error.code);
    if (!isRefusal && refund.attempts < maxAttempts) throw error;
    const code = error instanceof PaymentProviderError ? error.code : 'ERREUR';
    const message = error instanceof Error ? error.message : String(error);
    await db
      .update(refunds)
      .set({ status: 'failed', errorCode: code, errorMessage: message, doneAt: clock.now() })
      .where(pending);
    return 'failed';
  }
}

/**
 * The refund job's handler, for `runDueJobs`.
 *
 * @example await runDueJobs(db, { [REFUND_JOB]: refundJobHandler(db, provider, clock, 10) }, { clock });
 */
export function refundJobHandler(
  db: Database,
  provider: CardProvider,
  clock: Clock,
  maxAttempts = Number.POSITIVE_INFINITY,
): JobHandler {
  return async (payload) => {
    if (typeof payload.refundId !== 'string') return;
    await carryOutRefund(db, provider, payload.refundId, clock, maxAttempts);
  };
}
