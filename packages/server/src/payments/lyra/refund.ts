// Refunds through Lyra: `Transaction/CancelOrRefund` with `resolutionMode: 'AUTO'` (a debit not captured yet
// is cancelled, a captured one credited). Lyra keeps no key of ours on it, so the debit's order is asked
// first (`Order/Get`): a refund already made there is answered again rather than made twice.
import type { LyraSettings } from '../config.ts';
import type { ProviderTransaction, RefundRequest, RefundResult } from '../provider.ts';
import { PaymentProviderError } from '../provider-error.ts';
import { callLyra } from './client.ts';

/** The `V4/Transaction` answer of `Transaction/CancelOrRefund`, the fields we read. */
interface LyraTransaction extends Omit<ProviderTransaction, 'transactionDetails'> {
  _type: 'V4/Transaction';
}

/** Lyra's code for an order it has no transaction of. */
const NOT_FOUND = 'PSP_010';

/** A transaction that gives the debit back: a credit that went through, or the debit cancelled. */
const isRefund = (t: Pick<ProviderTransaction, 'operationType' | 'status' | 'detailedStatus'>) =>
  (t.operationType === 'CREDIT' && (t.status === 'PAID' || t.status === 'RUNNING')) ||
  (t.operationType === 'DEBIT' && t.detailedStatus === 'CANCELLED');

async function findRefund(
  settings: LyraSettings,
  fetchFn: typeof fetch,
  request: RefundRequest,
): Promise<RefundResult | null> {
  let order: { transactions?: ProviderTransaction[] };
  try {
    order = await callLyra(settings, fetchFn, 'Order/Get', { orderId: request.orderId });
  } catch (error) {
    if (error instanceof PaymentProviderError && error.code === NOT_FOUND) return null;
    throw error;
  }
  const done = (order.transactions ?? []).find(
    (t) => isRefund(t) && (t.operationType === 'CREDIT' || t.uuid === request.transactionId),
  );
  return done ? { refundTransactionId: done.uuid, amountCents: done.amount } : null;
}

/**
 * Refunds a Lyra debit in full, once: see the file's header.
 *
 * @example await refundLyraDebit(settings, fetch, { refundId, transactionId, orderId, amountCents: 1250 });
 */
export async function refundLyraDebit(
  settings: LyraSettings,
  fetchFn: typeof fetch,
  request: RefundRequest,
): Promise<RefundResult> {
  const previous = await findRefund(settings, fetchFn, request);
  if (previous) return previous;
  const answer = await callLyra<LyraTransaction>(settings, fetchFn, 'Transaction/CancelOrRefund', {
    uuid: request.transactionId,
    amount: request.amountCents,
    currency: request.currency ?? 'EUR',
    resolutionMode: 'AUTO',
    comment: `Remboursement ${request.refundId}`,
  });
  if (answer?._type !== 'V4/Transaction') {
    throw new PaymentProviderError(
      'UNEXPECTED_ANSWER',
      'Transaction/CancelOrRefund answered no V4/Transaction',
    );
  }
  if (!isRefund(answer)) {
    throw new PaymentProviderError(
      answer.errorCode ?? 'REFUND_REFUSED',
      answer.detailedErrorMessage ?? `refund ${answer.detailedStatus}`,
    );
  }
  return { refundTransactionId: answer.uuid, amountCents: answer.amount };
}
