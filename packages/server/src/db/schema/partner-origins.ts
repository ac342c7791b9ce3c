import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { halls } from './halls.ts';

/**
 * The partner sites of a hall: origins (`https://www.padel-club-tilleuls.fr`, scheme, host and port only)
 * whose pages embed the hall's planning. After a sign-in started from one of them, the site offers a
 * link back to the partner page only when the page's origin is registered here (no open redirect).
 */
export const hallPartnerOrigins = pgTable(
  'hall_partner_origins',
  {
    hallId: integer('hall_id')
      .notNull()
      .references(() => halls.id, { onDelete: 'cascade' }),
    /** As `new URL(address).origin` writes it: lower-case host, no default port, no trailing slash. */
    origin: text('origin').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.hallId, t.origin] }),
    check('hall_partner_origins_origin_shape', sql`${t.origin} ~ '^https?://[^/?#@]+$'`),
  ],
);
