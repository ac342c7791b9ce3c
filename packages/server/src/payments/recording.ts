// Records a verified provider answer once, whichever way it arrives (browser return, IPN) and however often.
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { paymentOrders, paymentTransactions } from '../db/schema.ts';
import { type PaymentAlias, saveAlias } from './aliases.ts';
import type { PaymentAnswer, ProviderTransaction } from './provider.ts';

/** Where an answer came from: the player's browser, or the provider's server-to-server notification. */
export type AnswerSource = 'browser' | 'notification';

/** What recording an answer did. */
export type RecordOutcome =
  /** Recorded now, or an IPN already recorded it and this is the browser's first return of it. */
  | { kind: 'recorded'; orderStatus: PaymentAnswer['orderStatus']; userId: number }
  /** A browser brings back an answer a browser already brought: a replay. */
  | { kind: 'replayed' }
  /** The answer names an order we never made, or (browser) one of another player. */
  | { kind: 'unknown-order' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const orderStatusOf = (answer: PaymentAnswer) =>
  answer.orderStatus === 'PAID' ? 'paid' : answer.orderStatus === 'RUNNING' ? 'running' : 'unpaid';

/** The stored row of a provider transaction (no card number: the provider's masked pan only). */
export function transactionRow(provider: string, orderId: string, t: ProviderTransaction) {
  return {
    provider,
    providerTransactionId: t.uuid,
    orderId,
    status: t.status,
    detailedStatus: t.detailedStatus,
    amountCents: t.amount,
    paymentMethodToken: t.paymentMethodToken ?? null,
    maskedPan: t.transactionDetails.cardDetails.pan,
  };
}

/**
 * Inserts the transaction if it is new (`ON CONFLICT DO NOTHING`: the unique provider + uuid decides, so an
 * IPN and a browser return racing on two connections write it once); when it exists, marks the browser's
 * return or counts the IPN. Answers whether it was new and, for a browser, whether it is a replay.
 */
async function recordTransaction(
  tx: Database,
  provider: string,
  orderId: string,
  t: ProviderTransaction,
  source: AnswerSource,
  now: Date,
): Promise<'new' | 'seen' | 'replayed'> {
  const inserted = await tx
    .insert(paymentTransactions)
    .values({
      ...transactionRow(provider, orderId, t),
      browserReturnedAt: source === 'browser' ? now : null,
      notificationCount: source === 'notification' ? 1 : 0,
    })
    .onConflictDoNothing({
      target: [paymentTransactions.provider, paymentTransactions.providerTransactionId],
    })
    .returning({ id: paymentTransactions.id });
  if (inserted.length > 0) return 'new';
  const same = and(
    eq(paymentTransactions.provider, provider),
    eq(paymentTransactions.providerTransactionId, t.uuid),
  );
  if (source === 'notification') {
    await tx
      .update(paymentTransactions)
      .set({ notificationCount: sql`${paymentTransactions.notificationCount} + 1` })
      .where(same);
    return 'seen';
  }
  // Only the first browser return finds the column empty; the row lock makes a second one wait and miss.
  const marked = await tx
    .update(paymentTransactions)
    .set({ browserReturnedAt: now })
    .where(and(same, isNull(paymentTransactions.browserReturnedAt)))
    .returning({ id: paymentTransactions.id });
  return marked.length > 0 ? 'seen' : 'replayed';
}

/**
 * Records a verified answer: its transactions once, the order's status (never back from paid), and for a
 * card form (an order with a form token) paid with an alias, the player's saved card. A browser return is
 * accepted only for the caller's own order (`userId`). Rows are dated `now` (the server's clock).
 *
 * @example
 * ```ts
 * const outcome = await recordAnswer(db, 'sandbox', answer, { source: 'notification', now: clock.now() });
 * ```
 */
export async function recordAnswer(
  db: Database,
  provider: string,
  answer: PaymentAnswer,
  options: { source: AnswerSource; userId?: number; now: Date },
): Promise<RecordOutcome> {
  const { now } = options;
  const orderId = answer.orderDetails.orderId;
  if (!UUID.test(orderId)) return { kind: 'unknown-order' };
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
    if (!order || order.provider !== provider) return { kind: 'unknown-order' } as const;
    if (options.source === 'browser') {
      const isCallers =
        order.userId === options.userId && (answer.customer.reference ?? null) === String(options.userId);
      if (!isCallers) return { kind: 'unknown-order' } as const;
    }
    let newTransactions: ProviderTransaction[] = [];
    for (const t of answer.transactions) {
      const result = await recordTransaction(tx, provider, order.id, t, options.source, now);
      if (result === 'replayed') return { kind: 'replayed' } as const;
      if (result === 'new') newTransactions = [...newTransactions, t];
    }
    if (newTransactions.length > 0) {
      await tx
        .update(paymentOrders)
        .set({ status: orderStatusOf(answer), updatedAt: now })
        .where(and(eq(paymentOrders.id, order.id), ne(paymentOrders.status, 'paid')));
      const saved = newTransactions.find((t) => t.status === 'PAID' && t.paymentMethodToken);
      // Only a card form saves a card: a debit of a saved card carries the same token and changes nothing.
      if (answer.orderStatus === 'PAID' && saved?.paymentMethodToken && order.formToken !== null) {
        const card = saved.transactionDetails.cardDetails;
        const createdAt = new Date(answer.serverDate);
        await saveAlias(tx, {
          userId: order.userId,
          provider,
          aliasToken: saved.paymentMethodToken,
          maskedPan: card.pan,
          expiryMonth: card.expiryMonth,
          expiryYear: card.expiryYear,
          createdAt: Number.isNaN(createdAt.getTime()) ? now : createdAt,
        });
      }
    }
    return { kind: 'recorded', orderStatus: answer.orderStatus, userId: order.userId } as const;
  });
}

export type { PaymentAlias };
