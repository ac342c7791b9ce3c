import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { reservations } from './cart.ts';
import { halls } from './halls.ts';
import { bookings } from './planning.ts';
import { staffMembers } from './staff.ts';

/**
 * A booking taken at the desk or on the phone by the hall's staff, paid on site (`paiement: sur-place`): the
 * customer's name and phone as given, who took it, and its price. The slot itself is a `bookings` row, so it
 * is taken for everyone at once. A customer found among the players (by email or phone) gets a reservation
 * of their own (`reservation_id`): it shows in their account with its codes to enter.
 */
export const deskBookings = pgTable(
  'desk_bookings',
  {
    id: serial('id').primaryKey(),
    hallId: integer('hall_id')
      .notNull()
      .references(() => halls.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    reservationId: uuid('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull(),
    customerEmail: text('customer_email'),
    /** The player found by the email or the phone given, when there is one. */
    customerUserId: integer('customer_user_id').references(() => users.id, { onDelete: 'set null' }),
    priceCents: integer('price_cents').notNull(),
    takenByStaffId: integer('taken_by_staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('desk_bookings_booking_unique').on(t.bookingId),
    index('desk_bookings_hall_idx').on(t.hallId),
  ],
);
