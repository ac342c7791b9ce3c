import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { reservations } from './cart.ts';
import { paymentOrders, payments, paymentTransactions } from './payments.ts';
import { staffMembers } from './staff.ts';

/** Where a refund is: asked and not done yet (the job carries it out), done, or refused by the provider. */
export const refundStatuses = ['pending', 'succeeded', 'failed'] as const;

/**
 * A refund of a debited share, asked when the hall cancels a game already settled. One per share: the
 * unique share is what keeps a cancellation racing a debit from refunding twice. Its `id` is our refund id,
 * the provider's idempotency key: the same refund asked twice refunds once.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The debit's order (`payment_orders`), whose transaction is refunded. */
    debitOrderId: uuid('debit_order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'restrict' }),
    /** The debit transaction refunded (`payment_transactions`). */
    debitTransactionId: integer('debit_transaction_id')
      .notNull()
      .references(() => paymentTransactions.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: refundStatuses }).notNull().default('pending'),
    /** The provider's transaction of the refund (a CREDIT, or the debit itself when it was cancelled). */
    providerRefundId: text('provider_refund_id'),
    /** The provider's refusal (`PaymentProviderError` code and message), when `failed`. */
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    attempts: integer('attempts').notNull().default(0),
    /** The staff member who cancelled the game; null for the `npm run staff` command or a closure. */
    requestedByStaffId: integer('requested_by_staff_id').references(() => staffMembers.id, {
      onDelete: 'set null',
    }),
    requestedByEmail: text('requested_by_email'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    unique('refunds_payment').on(t.paymentId),
    index('refunds_user_idx').on(t.userId),
    index('refunds_reservation_idx').on(t.reservationId),
    check('refunds_amount', sql`${t.amountCents} > 0`),
    check('refunds_status', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
  ],
);
