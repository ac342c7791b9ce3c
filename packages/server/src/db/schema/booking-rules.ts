import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { carts, reservationParticipants } from './cart.ts';
import { halls } from './halls.ts';

/**
 * A discount (spec 2 section 3, Discount): for one hall or every hall (`hall_id` null), a percentage or a
 * fixed amount in cents, reached by a code or granted to players with a status (e.g. 'Étudiant').
 *
 * Its validity window is two instants: `valid_from` (null: at once) and `ends_at` (null: no end), the
 * wire's `cartUsageEndDate`, which is the code's expiry. The console gives them as days of the hall's time
 * zone (`du`, `au`) and stores the first instant of `du` and the last of `au`. A withdrawn discount
 * (`withdrawn_at`) is never deleted: its uses stay countable. `max_uses` caps the uses of a code (see
 * `booking-rules/discount-uses.ts` for what a use is).
 */
export const discounts = pgTable(
  'discounts',
  {
    id: serial('id').primaryKey(),
    label: text('label').notNull(),
    /** The code a player types (`codeReduction`); null for a status-based discount. */
    code: text('code'),
    /** The status it is granted for ('Membre', 'Étudiant'...); null for a code discount. */
    status: text('status'),
    hallId: integer('hall_id').references(() => halls.id, { onDelete: 'cascade' }),
    percent: integer('percent'),
    amountCents: integer('amount_cents'),
    /** `cumulative`: may be applied together with other discounts. */
    isCumulative: boolean('is_cumulative').notNull().default(false),
    /** `codeCumulable`: may be combined with a code discount. */
    isCodeCumulable: boolean('is_code_cumulable').notNull().default(false),
    couponId: text('coupon_id'),
    /** `cartUsageEndDate`: the last instant it can be applied to a cart; null for no end. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** The first instant it can be applied to a cart; null: from its creation. */
    validFrom: timestamp('valid_from', { withTimezone: true }),
    /** How many uses it allows in all; null for no limit. */
    maxUses: integer('max_uses'),
    /** When the hall withdrew it: no longer applied, its uses kept. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discounts_code_unique').on(sql`lower(${t.code})`),
    check('discounts_one_value', sql`(${t.percent} is null) <> (${t.amountCents} is null)`),
    check('discounts_percent_range', sql`${t.percent} is null or ${t.percent} between 1 and 100`),
    check('discounts_amount_positive', sql`${t.amountCents} is null or ${t.amountCents} > 0`),
    check('discounts_code_or_status', sql`(${t.code} is null) <> (${t.status} is null)`),
    check('discounts_max_uses_positive', sql`${t.maxUses} is null or ${t.maxUses} > 0`),
    check(
      'discounts_window_order',
      sql`${t.validFrom} is null or ${t.endsAt} is null or ${t.validFrom} < ${t.endsAt}`,
    ),
  ],
);

/** The status-based discounts granted to a player. */
export const userDiscounts = pgTable(
  'user_discounts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    discountId: integer('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.discountId] })],
);

/** The discounts applied to a cart. */
export const cartDiscounts = pgTable(
  'cart_discounts',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    discountId: integer('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.discountId] })],
);

/**
 * The status-based discounts chosen with an accept on the invitation page (spec 1 « Response submit item »
 * `discounts`), per person on a reservation: the settlement takes them off that person's part of the share
 * of the account that pays for them. Gone with the participant line.
 */
export const participantDiscounts = pgTable(
  'participant_discounts',
  {
    participantId: integer('participant_id')
      .notNull()
      .references(() => reservationParticipants.id, { onDelete: 'cascade' }),
    discountId: integer('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.participantId, t.discountId] })],
);

/** When a convention is asked for: before booking in its hall, or at login (general public). */
export const conventionTriggers = ['reservation', 'connexion'] as const;

/**
 * A convention a player must accept (hall rules, general terms): one row is one version of its text. A
 * hall's console never rewrites a row: a new title, text or checkbox is a new row (`replaces_id` the old
 * one, which is withdrawn), so a player's validation names the version they accepted and the new one is
 * asked again. A withdrawn row (`withdrawn_at`) is never asked again; its validations stay.
 */
export const conventions = pgTable(
  'conventions',
  {
    id: serial('id').primaryKey(),
    /** Null for a general-public convention, asked at login. */
    hallId: integer('hall_id').references(() => halls.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /**
     * HTML; the console's edits are sanitised before they are stored, and every client sanitises it again
     * before showing it (spec 2 section 5).
     */
    contentHtml: text('content_html').notNull(),
    trigger: text('trigger', { enum: conventionTriggers }).notNull(),
    position: integer('position').notNull().default(0),
    /** The version this row replaced (an edit from the console); null for a first version. */
    replacesId: integer('replaces_id').references((): AnyPgColumn => conventions.id, {
      onDelete: 'set null',
    }),
    /** When it was withdrawn or replaced by a newer version: no longer asked. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('conventions_hall_idx').on(t.hallId),
    check('conventions_trigger', sql`${t.trigger} in ('reservation', 'connexion')`),
  ],
);

/** The checkboxes of a convention (`validations: [{ libelle }]`), in display order. */
export const conventionValidationItems = pgTable(
  'convention_validation_items',
  {
    id: serial('id').primaryKey(),
    conventionId: integer('convention_id')
      .notNull()
      .references(() => conventions.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('convention_validation_items_convention_idx').on(t.conventionId)],
);

/** A player's acceptance of a convention, once per player. */
export const conventionValidations = pgTable(
  'convention_validations',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conventionId: integer('convention_id')
      .notNull()
      .references(() => conventions.id, { onDelete: 'cascade' }),
    validatedAt: timestamp('validated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.conventionId] })],
);

/** A player's statement that they watched a hall's safety video, with the date and time they sent. */
export const safetyAttestations = pgTable(
  'safety_attestations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hallId: integer('hall_id')
      .notNull()
      .references(() => halls.id, { onDelete: 'cascade' }),
    watchedOn: date('watched_on').notNull(),
    /** `HH:mm`, as the client sends it. */
    watchedAtTime: text('watched_at_time').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('safety_attestations_user_hall_idx').on(t.userId, t.hallId),
    check('safety_attestations_time', sql`${t.watchedAtTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);
