import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type Clock, systemClock } from '../../clock/index.ts';
import type { Database } from '../../db/client.ts';
import { paymentAliases, paymentOrders, payments, paymentTransactions, users } from '../../db/schema.ts';
import type { FaultHook } from '../../fault-points.ts';
import { planPaymentNotice } from '../../notices/plan-notices.ts';
import type { CardProvider, PaymentAnswer } from '../provider.ts';
import { PaymentProviderError } from '../provider-error.ts';
import { transactionRow } from '../recording.ts';
import { refundIfCancelled } from '../refunds/request-refunds.ts';

/** French reasons a debit failed, shown in MES PAIEMENTS (`motif`). */
export const debitFailureReasons = {
  noCard: 'Aucun moyen de paiement enregistré',
  refused: 'Paiement refusé par la banque',
  failed: "Le paiement n'a pas abouti",
} as const;

/** Where a share ends after a debit attempt. */
export type DebitStatus = 'paid' | 'rectify' | 'processing';

/** The result of {@link debitShare}. */
export interface DebitResult {
  paymentId: number;
  status: DebitStatus;
  /** Our order id (`sIdCommande`). */
  orderId: string;
}

/** Which shares a debit may take (see {@link debitShare}). */
export interface DebitClaim {
  /** SQL condition on `payments` naming the states it may take the share from. */
  where: SQL | undefined;
  /** `commentaireOdp` to keep with the share. */
  comment?: string | null;
  /**
   * The server's clock: the claim and the outcome are dated by it (a claim older than the settlement's
   * `staleProcessingMs` is taken again), and the owner's notice is planned at the outcome's time.
   * @default systemClock
   */
  clock?: Clock;
  /**
   * Awaited once the share's order is written, before the provider is asked (`settlement-debit`).
   * @default undefined (no pause)
   */
  faultPoint?: FaultHook | undefined;
}

const orderStatusOf = (answer: PaymentAnswer) =>
  answer.orderStatus === 'PAID' ? 'paid' : answer.orderStatus === 'RUNNING' ? 'running' : 'unpaid';

const isDefiniteRefusal = (code: string) => code !== 'NETWORK' && !/^HTTP_5\d\d$/.test(code);

function failureReason(answer: PaymentAnswer): string {
  const refused = answer.transactions.some((t) => t.detailedStatus === 'REFUSED');
  return refused ? debitFailureReasons.refused : debitFailureReasons.failed;
}

/** Records the answer's transactions once: the same one may also arrive by IPN. */
async function recordTransactions(db: Database, provider: string, orderId: string, answer: PaymentAnswer) {
  if (answer.transactions.length === 0) return;
  await db
    .insert(paymentTransactions)
    .values(answer.transactions.map((t) => transactionRow(provider, orderId, t)))
    .onConflictDoNothing();
}

/**
 * Claims one share (`UPDATE ... SET status = 'processing' WHERE <claim> RETURNING`: of two processes only one
 * gets it) and debits the owner's saved card through the provider with a `share` order. The order of an
 * attempt that never got an answer is sent again rather than a new one: the provider deduplicates by order
 * id, so a debit whose answer was lost is never made twice. Ends `paid`, `rectify` (with a French reason),
 * or `processing` while the provider says RUNNING. Returns null when the share was not claimable. A share of a
 * cancelled game is never debited again; a debit that was under way when it was cancelled is followed to
 * its end, and a paid one is refunded.
 *
 * @example `await debitShare(db, provider, paymentId, { where: eq(payments.status, 'coming') });`
 */
export async function debitShare(
  db: Database,
  provider: CardProvider,
  paymentId: number,
  claim: DebitClaim,
): Promise<DebitResult | null> {
  const clock = claim.clock ?? systemClock;
  const [share] = await db
    .update(payments)
    .set({
      status: 'processing',
      attempts: sql`${payments.attempts} + 1`,
      updatedAt: clock.now(),
      ...(claim.comment === undefined ? {} : { comment: claim.comment }),
    })
    .where(
      and(
        eq(payments.id, paymentId),
        claim.where,
        or(isNull(payments.cancelledAt), eq(payments.status, 'processing')),
      ),
    )
    .returning();
  if (!share) return null;

  const [unanswered] = share.lastOrderId
    ? await db
        .select({ id: paymentOrders.id })
        .from(paymentOrders)
        .where(
          and(eq(paymentOrders.id, share.lastOrderId), inArray(paymentOrders.status, ['created', 'running'])),
        )
    : [];
  let orderId = unanswered?.id;
  // A cancelled game's share is only taken again to learn how a debit already sent ended.
  if (!orderId && share.cancelledAt) {
    await db
      .update(payments)
      .set({ status: 'rectify', failureReason: debitFailureReasons.failed, updatedAt: clock.now() })
      .where(and(eq(payments.id, share.id), eq(payments.status, 'processing')));
    return { paymentId: share.id, status: 'rectify', orderId: share.lastOrderId ?? '' };
  }
  if (!orderId) {
    const [order] = await db
      .insert(paymentOrders)
      .values({
        userId: share.userId,
        purpose: 'share',
        provider: provider.name,
        amountCents: share.amountCents,
        paymentId: share.id,
      })
      .returning({ id: paymentOrders.id });
    if (!order) throw new Error('payment order insert returned nothing');
    orderId = order.id;
    await db.update(payments).set({ lastOrderId: orderId }).where(eq(payments.id, share.id));
  }

  const finish = async (
    status: DebitStatus,
    failure: string | null,
    orderStatus: 'paid' | 'unpaid' | 'running',
  ) => {
    const at = clock.now();
    await db.transaction(async (tx) => {
      await tx
        .update(paymentOrders)
        .set({ status: orderStatus, updatedAt: at })
        .where(eq(paymentOrders.id, orderId));
      const [ended] = await tx
        .update(payments)
        .set({ status, failureReason: failure, updatedAt: at, paidAt: status === 'paid' ? at : null })
        .where(and(eq(payments.id, share.id), eq(payments.status, 'processing')))
        .returning({ id: payments.id, cancelledAt: payments.cancelledAt });
      // The game was cancelled while the debit was under way (the row lock orders the two): refunded.
      if (ended?.cancelledAt && status === 'paid') {
        await refundIfCancelled(tx, { ...share, lastOrderId: orderId }, at);
      }
      // The owner hears of the outcome (a receipt, or the way to regularise), planned with it; a cancelled
      // game has nothing to regularise.
      if (ended && status !== 'processing' && !(ended.cancelledAt && status === 'rectify')) {
        await planPaymentNotice(
          tx,
          { paymentId: share.id, orderId, reservationId: share.reservationId, status },
          at,
        );
      }
    });
    return { paymentId: share.id, status, orderId };
  };

  const [card] = await db
    .select({ token: paymentAliases.aliasToken, provider: paymentAliases.provider, email: users.email })
    .from(users)
    .leftJoin(paymentAliases, eq(paymentAliases.userId, users.id))
    .where(eq(users.id, share.userId));
  if (!card?.token || card.provider !== provider.name)
    return finish('rectify', debitFailureReasons.noCard, 'unpaid');

  await claim.faultPoint?.('settlement-debit');
  let answer: PaymentAnswer;
  try {
    answer = await provider.debitAlias({
      orderId,
      amountCents: share.amountCents,
      currency: 'EUR',
      paymentMethodToken: card.token,
      customer: { reference: String(share.userId), email: card.email },
    });
  } catch (error) {
    // The provider refused the request itself (unknown token...): nothing was debited. Unreachable or
    // failing, it may have debited: the share stays `processing` and the same order is sent again later.
    if (error instanceof PaymentProviderError && isDefiniteRefusal(error.code)) {
      return finish('rectify', debitFailureReasons.failed, 'unpaid');
    }
    throw error;
  }
  await recordTransactions(db, provider.name, orderId, answer);
  if (answer.orderStatus === 'PAID') return finish('paid', null, 'paid');
  if (answer.orderStatus === 'RUNNING') return finish('processing', null, 'running');
  return finish('rectify', failureReason(answer), orderStatusOf(answer));
}
