import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { contacts, users } from './accounts.ts';
import { reservations } from './cart.ts';

/**
 * Where a player stands on a full reservation's waiting list: `waiting` in line, `offered` a freed place
 * held for them until `offer_expires_at`, then `taken` (they accepted), `expired` (the hold ran out) or
 * `left` (they left the list).
 */
export const waitingStatuses = ['waiting', 'offered', 'taken', 'expired', 'left'] as const;

/** How long a freed place is held for the first player on the list. */
export const PLACE_HOLD_MS = 30 * 60_000;

/**
 * The waiting list of full reservations (beyond the spec: « Me prévenir si une place se libère »). One
 * line per player and reservation: joining again after leaving or an expired hold puts them back in line.
 */
export const waitingListEntries = pgTable(
  'reservation_waiting_list',
  {
    id: serial('id').primaryKey(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    status: text('statut', { enum: waitingStatuses }).notNull().default('waiting'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reservation_waiting_list_one_per_player').on(t.reservationId, t.contactId),
    index('reservation_waiting_list_open_idx')
      .on(t.reservationId, t.joinedAt)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    check(
      'reservation_waiting_list_statut',
      sql`${t.status} in ('waiting', 'offered', 'taken', 'expired', 'left')`,
    ),
    check('reservation_waiting_list_offer', sql`${t.status} <> 'offered' or ${t.offerExpiresAt} is not null`),
  ],
);
