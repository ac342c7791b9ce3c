import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { contacts, users } from './accounts.ts';
import { reservations } from './cart.ts';

/**
 * A player's saved card (spec 1 "Payment alias"): what the provider gave back, never the card number.
 * One per player: saving a new card replaces the old one (MODIFIER MON MOYEN DE PAIEMENT).
 */
export const paymentAliases = pgTable(
  'payment_aliases',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    /** `sFournisseurAlias`: the provider that issued the token ('sandbox', 'lyra'). */
    provider: text('provider').notNull(),
    /** `sJetonAlias`: the provider's `paymentMethodToken`. */
    aliasToken: text('alias_token').notNull(),
    /** `sPan` as the provider masks it, e.g. `497010XXXXXX0014`. */
    maskedPan: text('masked_pan').notNull(),
    expiryMonth: smallint('expiry_month').notNull(),
    expiryYear: smallint('expiry_year').notNull(),
    /** `sDateCreation`. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('payment_aliases_provider_token').on(t.provider, t.aliasToken),
    check('payment_aliases_month', sql`${t.expiryMonth} between 1 and 12`),
  ],
);

/** Why an order was made: saving a card, or debiting a player's share of a reservation. */
export const paymentOrderPurposes = ['register', 'share'] as const;
/** The provider's `orderStatus`, plus `created` before any answer. */
export const paymentOrderStatuses = ['created', 'paid', 'unpaid', 'running'] as const;

/**
 * One order sent to the provider (its `orderId` is our id): a card form (`register`) or a debit of a share
 * (`share`, linked to its payment). Answers are matched to the caller through it.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: paymentOrderPurposes }).notNull(),
    provider: text('provider').notNull(),
    amountCents: integer('amount_cents').notNull().default(0),
    currency: text('currency').notNull().default('EUR'),
    /** The form token the provider issued for a card form; null for a debit with a saved card. */
    formToken: text('form_token'),
    /** The share this order debits (purpose `share`). */
    paymentId: integer('payment_id'),
    status: text('status', { enum: paymentOrderStatuses }).notNull().default('created'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_orders_user_idx').on(t.userId),
    index('payment_orders_payment_idx').on(t.paymentId),
    check('payment_orders_amount', sql`${t.amountCents} >= 0`),
    check('payment_orders_purpose', sql`${t.purpose} in ('register', 'share')`),
    check('payment_orders_status', sql`${t.status} in ('created', 'paid', 'unpaid', 'running')`),
  ],
);

/**
 * A provider transaction, recorded once whichever way it arrives (browser return, IPN, a debit's answer)
 * and however often: the unique (provider, transaction id) is what makes a repeated IPN harmless.
 */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    /** The provider's transaction `uuid`. */
    providerTransactionId: text('provider_transaction_id').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    /** The transaction's `status` (PAID, UNPAID, RUNNING...). */
    status: text('status').notNull(),
    detailedStatus: text('detailed_status'),
    amountCents: integer('amount_cents').notNull(),
    paymentMethodToken: text('payment_method_token'),
    maskedPan: text('masked_pan'),
    /** When the browser brought this answer back; a second browser return of it is a replay. */
    browserReturnedAt: timestamp('browser_returned_at', { withTimezone: true }),
    /** How many IPNs told us about it (kept for the record; only the first one wrote anything). */
    notificationCount: integer('notification_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('payment_transactions_provider_uuid').on(t.provider, t.providerTransactionId),
    index('payment_transactions_order_idx').on(t.orderId),
  ],
);

/**
 * States of a player's share: `coming` (computed, not debited yet), `processing` (a debit is under way),
 * `paid`, `rectify` (the debit failed: the player must regenerate an order, MES PAIEMENTS).
 */
export const paymentStatuses = ['coming', 'processing', 'paid', 'rectify'] as const;

/**
 * What one player owes for one reservation after the game (settlement): an equal share of the total per
 * accepted participant, family contacts counted with the member who added them. One row per
 * (reservation, player): running the settlement twice debits nobody twice.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    /** How many people this share covers (the player and the family contacts they added). */
    persons: integer('persons').notNull().default(1),
    status: text('status', { enum: paymentStatuses }).notNull().default('coming'),
    attempts: integer('attempts').notNull().default(0),
    /** The latest order that debited (or tried to debit) this share. */
    lastOrderId: uuid('last_order_id'),
    /** `commentaireOdp`: the player's comment when regenerating a failed payment. */
    comment: text('comment'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * When the reservation was cancelled after its shares were written: a share not debited is never debited
     * afterwards, and a debited one (or one whose debit ends paid later) gets a refund.
     */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    unique('payments_reservation_user').on(t.reservationId, t.userId),
    index('payments_user_idx').on(t.userId),
    check('payments_amount', sql`${t.amountCents} >= 0`),
    check('payments_status', sql`${t.status} in ('coming', 'processing', 'paid', 'rectify')`),
  ],
);

/**
 * The first answer to a write sent with an `Idempotency-Key` header, per caller and route: a retry gets
 * it again. A row without `status_code` is a request still running.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The route, e.g. `POST /api/v2/panier/valide`. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idempotency_keys_scope_key').on(t.userId, t.scope, t.key)],
);

// --- The sandbox card provider's own records. In production these live at the provider; the sandbox
// keeps them in our database so that it behaves like a provider across restarts and processes.

/** A form token the sandbox issued (`Charge/CreateToken`, `Charge/CreatePayment`). */
export const sandboxFormTokens = pgTable('sandbox_form_tokens', {
  token: text('token').primaryKey(),
  /** `REGISTER`, `REGISTER_PAY`, `ASK_REGISTER_PAY` or `PAYMENT`. */
  formAction: text('form_action').notNull(),
  amountCents: integer('amount_cents').notNull().default(0),
  currency: text('currency').notNull().default('EUR'),
  orderId: text('order_id').notNull(),
  customerReference: text('customer_reference'),
  customerEmail: text('customer_email'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * A card token (alias) the sandbox issued: the test card's behaviour and masked number, never the number.
 */
export const sandboxCardTokens = pgTable('sandbox_card_tokens', {
  token: text('token').primaryKey(),
  /** The documented test card behaviour this token was made from ('accepted', 'debit-refused'...). */
  behaviour: text('behaviour').notNull(),
  maskedPan: text('masked_pan').notNull(),
  expiryMonth: smallint('expiry_month').notNull(),
  expiryYear: smallint('expiry_year').notNull(),
  customerReference: text('customer_reference'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A transaction the sandbox made; a debit repeated with the same `orderId` answers this one again. */
export const sandboxTransactions = pgTable(
  'sandbox_transactions',
  {
    uuid: text('uuid').primaryKey(),
    orderId: text('order_id').notNull(),
    operation: text('operation').notNull(),
    /** For a refund (`CREDIT`), the uuid of the debit it refunds. */
    parentUuid: text('parent_uuid'),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull(),
    detailedStatus: text('detailed_status').notNull(),
    /** The signed answer exactly as sent (`kr-answer`), so a repeated call returns the same bytes. */
    answer: jsonb('answer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sandbox_transactions_order_idx').on(t.orderId),
    index('sandbox_transactions_parent_idx').on(t.parentUuid),
  ],
);
