// Asking refunds: when a game already settled is cancelled, in the cancellation's transaction; and when a
// debit that was under way at that moment ends paid afterwards, in the debit's own.
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payments, paymentTransactions, refunds, staffAudit } from '../../db/schema.ts';
import { type JobExecutor, planJobs } from '../../jobs/job-queue.ts';
import { gameGroup } from '../../notices/plan-notices.ts';

/** The job kind that carries a refund out through the provider. */
export const REFUND_JOB = 'payment.refund';

/** Who asked for a refund: the staff member who cancelled the game (none for a command or a closure). */
export interface RefundRequester {
  staffId: number | null;
  email: string | null;
}

/** A refund just asked. */
export interface RequestedRefund {
  refundId: string;
  paymentId: number;
  userId: number;
  amountCents: number;
}

/** A debited share to refund: its row and its order. */
interface DebitedShare {
  id: number;
  reservationId: string;
  userId: number;
  amountCents: number;
  lastOrderId: string | null;
}

/**
 * Writes the pending refund of a debited share and plans its job, once per share (the unique share: a
 * cancellation and a debit ending at the same moment never both write one). Null when there is nothing
 * to refund (a share of 0 €) or it is already asked.
 */
async function requestRefund(
  tx: JobExecutor,
  share: DebitedShare,
  requester: RefundRequester,
  now: Date,
): Promise<RequestedRefund | null> {
  if (share.amountCents <= 0 || !share.lastOrderId) return null;
  const [debit] = await tx
    .select({ id: paymentTransactions.id, provider: paymentTransactions.provider })
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.orderId, share.lastOrderId), eq(paymentTransactions.status, 'PAID')))
    .orderBy(asc(paymentTransactions.id))
    .limit(1);
  if (!debit) throw new Error(`The paid share ${share.id} has no paid transaction to refund.`);
  const [refund] = await tx
    .insert(refunds)
    .values({
      paymentId: share.id,
      reservationId: share.reservationId,
      userId: share.userId,
      debitOrderId: share.lastOrderId,
      debitTransactionId: debit.id,
      provider: debit.provider,
      amountCents: share.amountCents,
      requestedByStaffId: requester.staffId,
      requestedByEmail: requester.email,
      requestedAt: now,
    })
    .onConflictDoNothing({ target: refunds.paymentId })
    .returning({ id: refunds.id });
  if (!refund) return null;
  await planJobs(tx, [
    {
      kind: REFUND_JOB,
      payload: { refundId: refund.id },
      runAt: now,
      dedupeKey: `refund:${refund.id}`,
      groupKey: gameGroup(share.reservationId),
    },
  ]);
  return { refundId: refund.id, paymentId: share.id, userId: share.userId, amountCents: share.amountCents };
}

/**
 * A settled game is cancelled: every share of it is marked cancelled (a share not debited is never
 * debited afterwards), and every share already debited gets a pending refund, its job planned. A debit
 * under way ends later and asks its refund then ({@link refundIfCancelled}): the share's row lock orders
 * the two, so each debited share is refunded exactly once. Run in the cancellation's transaction, with the
 * reservation locked.
 *
 * @example const asked = await refundCancelledShares(tx, reservationId, { staffId, email }, now);
 */
export async function refundCancelledShares(
  tx: JobExecutor,
  reservationId: string,
  requester: RefundRequester,
  now: Date,
): Promise<RequestedRefund[]> {
  // The update waits for a debit that holds a share's row and returns the row as that debit left it.
  const shares = await tx
    .update(payments)
    .set({ cancelledAt: now, updatedAt: now })
    .where(and(eq(payments.reservationId, reservationId), isNull(payments.cancelledAt)))
    .returning({
      id: payments.id,
      reservationId: payments.reservationId,
      userId: payments.userId,
      amountCents: payments.amountCents,
      lastOrderId: payments.lastOrderId,
      status: payments.status,
    });
  const asked: RequestedRefund[] = [];
  for (const share of shares.sort((a, b) => a.id - b.id)) {
    if (share.status !== 'paid') continue;
    const refund = await requestRefund(tx, share, requester, now);
    if (refund) asked.push(refund);
  }
  return asked;
}

/**
 * A debit ended paid on a share whose game was cancelled while it was under way: its refund is asked
 * now, in the debit's transaction, on behalf of whoever cancelled the game (the audit trail says who).
 *
 * @example await refundIfCancelled(tx, { id, reservationId, userId, amountCents, lastOrderId }, now);
 */
export async function refundIfCancelled(
  tx: Database,
  share: DebitedShare,
  now: Date,
): Promise<RequestedRefund | null> {
  const [cancelledBy] = await tx
    .select({ staffId: staffAudit.staffId, email: staffAudit.staffEmail })
    .from(staffAudit)
    .where(
      and(
        eq(staffAudit.action, 'reservation.annulation'),
        sql`${staffAudit.details} ->> 'idReservation' = ${share.reservationId}`,
      ),
    )
    .orderBy(desc(staffAudit.id))
    .limit(1);
  return requestRefund(tx, share, cancelledBy ?? { staffId: null, email: null }, now);
}
