// The sandbox's refunds (`Transaction/CancelOrRefund`): a CREDIT transaction linked to the debit it refunds,
// filed under our refund id so that the same refund asked again answers the first one.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sandboxTransactions } from '../../db/schema.ts';
import type { RefundRequest, RefundResult } from '../provider.ts';
import { PaymentProviderError } from '../provider-error.ts';
import { lyraDate } from './answers.ts';
import { insertTransaction, lockOrder, randomHex } from './store.ts';

/**
 * Refunds a sandbox debit in full, once per `refundId`. Refuses (a `PaymentProviderError`) a transaction it
 * never made, a debit that was not paid, and a refund that would give back more than was debited.
 *
 * @example await refundDebit(db, { refundId, transactionId, orderId, amountCents: 1250 }, clock.now());
 */
export async function refundDebit(db: Database, request: RefundRequest, now: Date): Promise<RefundResult> {
  if (request.amountCents <= 0) throw new PaymentProviderError('INT_902', 'amount must be greater than 0');
  return db.transaction(async (tx) => {
    // One refund of a debit at a time, across processes: the sum below then counts every earlier one.
    await lockOrder(tx, `refund-of:${request.transactionId}`);
    const [previous] = await tx
      .select({ uuid: sandboxTransactions.uuid, amountCents: sandboxTransactions.amountCents })
      .from(sandboxTransactions)
      .where(
        and(eq(sandboxTransactions.orderId, request.refundId), eq(sandboxTransactions.operation, 'CREDIT')),
      );
    if (previous) return { refundTransactionId: previous.uuid, amountCents: previous.amountCents };
    const [debit] = await tx
      .select()
      .from(sandboxTransactions)
      .where(
        and(eq(sandboxTransactions.uuid, request.transactionId), eq(sandboxTransactions.operation, 'DEBIT')),
      );
    if (!debit) throw new PaymentProviderError('PSP_010', 'unknown transaction');
    if (debit.status !== 'PAID') throw new PaymentProviderError('PSP_010', 'the transaction was not paid');
    const [refunded] = await tx
      .select({ cents: sql<number>`coalesce(sum(${sandboxTransactions.amountCents}), 0)::int` })
      .from(sandboxTransactions)
      .where(
        and(eq(sandboxTransactions.parentUuid, debit.uuid), eq(sandboxTransactions.operation, 'CREDIT')),
      );
    if ((refunded?.cents ?? 0) + request.amountCents > debit.amountCents) {
      throw new PaymentProviderError('INT_903', 'refund amount greater than the amount debited');
    }
    const uuid = randomHex();
    const answer = {
      uuid,
      amount: request.amountCents,
      currency: request.currency ?? 'EUR',
      operationType: 'CREDIT',
      status: 'PAID',
      detailedStatus: 'AUTHORISED',
      parentTransactionUuid: debit.uuid,
      orderDetails: { orderId: debit.orderId },
      metadata: { refundId: request.refundId },
      creationDate: lyraDate(now),
      _type: 'V4/Transaction',
    };
    await insertTransaction(tx, {
      uuid,
      orderId: request.refundId,
      operation: 'CREDIT',
      parentUuid: debit.uuid,
      amountCents: request.amountCents,
      status: 'PAID',
      detailedStatus: 'AUTHORISED',
      rawAnswer: JSON.stringify(answer),
    });
    return { refundTransactionId: uuid, amountCents: request.amountCents };
  });
}
