import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { contacts, users } from './accounts.ts';
import { halls, sports } from './halls.ts';
import { bookings, zoneSports, zones } from './planning.ts';

/** Who may book in a members-only hall (`halls.members_only`, the wire's `reservationRestreinte`). */
export const hallMembers = pgTable(
  'hall_members',
  {
    hallId: integer('hall_id')
      .notNull()
      .references(() => halls.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.hallId, t.userId] })],
);

/**
 * A player's cart. One open cart per player; validating it stamps `validated_at` and the next call opens a
 * new one, so its lines stay as the history of what was validated.
 */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The wire's `partagePaiement`: the bill is split between the accepted participants. */
    isBillShared: boolean('is_bill_shared').notNull().default(false),
    validatedAt: timestamp('validated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carts_one_open_per_user').on(t.userId).where(sql`${t.validatedAt} is null`)],
);

/**
 * A slot in a cart. While the cart is open and `hold_expires_at` is in the future the line holds the slot
 * (others see it `reserve`); the price is the one shown when it was added.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    zoneSportId: integer('zone_sport_id')
      .notNull()
      .references(() => zoneSports.id, { onDelete: 'restrict' }),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id, { onDelete: 'restrict' }),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id, { onDelete: 'restrict' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Price of the whole slot, or of one place for a `place`/`cours` slot. */
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull().default(1),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('cart_lines_cart_slot_unique').on(t.cartId, t.zoneSportId, t.startsAt),
    index('cart_lines_zone_time_idx').on(t.zoneId, t.startsAt),
    check('cart_lines_order', sql`${t.endsAt} > ${t.startsAt}`),
    check('cart_lines_quantity', sql`${t.quantity} >= 1`),
    check('cart_lines_price', sql`${t.unitPriceCents} >= 0`),
  ],
);

/** Reservation states; `validate` is the state a validated cart creates (the wire's word). */
export const reservationStatuses = ['validate', 'cancelled'] as const;

/**
 * A validated booking with its organiser and money terms. What occupies the zone is its `bookings` row
 * (the one model the slots endpoint reads), linked one to one.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: integer('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    cartId: uuid('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    organiserUserId: integer('organiser_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id, { onDelete: 'restrict' }),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id, { onDelete: 'restrict' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    maxPlaces: integer('nb_place_max').notNull(),
    isPaymentRequired: boolean('paiement_requis').notNull(),
    totalCents: integer('total_cents').notNull(),
    pricePerPersonCents: integer('tarif_par_personne_cents').notNull(),
    isBillShared: boolean('is_bill_shared').notNull().default(false),
    status: text('statut', { enum: reservationStatuses }).notNull().default('validate'),
    /** When the organiser (spec 1: until 48 h before the start) or the hall cancelled it; never settled then. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The hall's motif when the hall cancelled it (its console, any time); null for the organiser's. */
    hallCancellationReason: text('motif_annulation_salle'),
    /**
     * The secret of the invitation link `/invitation/{id}/{jeton}` (spec 1 `sJetonInvitation`): whoever holds
     * it may read the reservation and answer, while the organiser allows sharing (`diffusionAutorisee`).
     */
    invitationToken: text('jeton_invitation')
      .notNull()
      .unique()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    /** Whether the link admits newcomers; off, only the players already on the reservation may answer. */
    isLinkSharingAllowed: boolean('diffusion_autorisee').notNull().default(true),
    /** When the settlement computed its shares (after the end); null until then. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reservations_organiser_idx').on(t.organiserUserId),
    check('reservations_order', sql`${t.endsAt} > ${t.startsAt}`),
    check('reservations_max_places', sql`${t.maxPlaces} >= 1`),
    check('reservations_statut', sql`${t.status} in ('validate', 'cancelled')`),
  ],
);

/**
 * A participant's answer (`reponse`), as spec 1 section 5 numbers it: 0 maybe (wire word `attente`, also
 * where every invitation starts), 1 refuse (`refus`), 2 accept (`validation`).
 */
export const participantAnswers = { maybe: 0, declined: 1, accepted: 2 } as const;

/** Who takes part in a reservation: an account (`user_id`) or a family contact (`contact_id`). */
export const reservationParticipants = pgTable(
  'reservation_participants',
  {
    id: serial('id').primaryKey(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    isOrganiser: boolean('organisateur').notNull().default(false),
    answer: smallint('reponse').notNull().default(0),
    /** The 6-digit code this player types at the hall's door for this session (`participant/generate-pin`). */
    pinCode: text('code_pin'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reservation_participants_reservation_idx').on(t.reservationId),
    index('reservation_participants_user_idx').on(t.userId),
    uniqueIndex('reservation_participants_one_organiser').on(t.reservationId).where(sql`${t.isOrganiser}`),
    // One line per person on a reservation: answering again updates it (family contacts and accounts alike).
    uniqueIndex('reservation_participants_one_per_contact')
      .on(t.reservationId, t.contactId)
      .where(sql`${t.contactId} is not null`),
    check('reservation_participants_reponse', sql`${t.answer} in (0, 1, 2)`),
  ],
);
