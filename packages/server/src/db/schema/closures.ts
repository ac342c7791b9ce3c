import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { halls } from './halls.ts';
import { zones } from './planning.ts';
import { staffMembers } from './staff.ts';

/**
 * A time a hall closes a court, or its whole floor (`zone_id` null), to the players: maintenance, a
 * tournament, a school class. The planning counts it as a booking of that ground, so its slots are taken
 * everywhere the planning is read (site, embed, app, API) and a booking attempt is refused. A weekly closure
 * is one row per week, sharing its `series_id`.
 */
export const hallClosures = pgTable(
  'hall_closures',
  {
    id: serial('id').primaryKey(),
    hallId: integer('hall_id')
      .notNull()
      .references(() => halls.id, { onDelete: 'cascade' }),
    zoneId: integer('zone_id').references(() => zones.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    seriesId: uuid('series_id'),
    createdByStaffId: integer('created_by_staff_id').references(() => staffMembers.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('hall_closures_hall_time_idx').on(t.hallId, t.startsAt),
    check('hall_closures_order', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
