import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { reservations } from './cart.ts';
import { hallDevices } from './hall-devices.ts';
import { halls } from './halls.ts';
import { zones } from './planning.ts';

/** One period's score as kept (the wire's `nScoreEquipe1`/`nScoreEquipe2`). */
export interface StoredPeriod {
  team1: number;
  team2: number;
}

/**
 * The last live score a court's tablet sent, one row per court: each send replaces it. A screen
 * that connects gets it in the hall stream's `etat`; the finished match is recorded apart (`POST /parties`).
 */
export const courtScores = pgTable(
  'court_scores',
  {
    zoneId: integer('zone_id')
      .primaryKey()
      .references(() => zones.id, { onDelete: 'cascade' }),
    hallId: integer('hall_id')
      .notNull()
      .references(() => halls.id, { onDelete: 'cascade' }),
    /** The session the match belongs to, when the tablet says it. */
    reservationId: uuid('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
    deviceId: integer('device_id').references(() => hallDevices.id, { onDelete: 'set null' }),
    team1Name: text('team1_name').notNull(),
    team2Name: text('team2_name').notNull(),
    periods: jsonb('periods').$type<StoredPeriod[]>().notNull(),
    /** The current game's points (« 15 », « 40 », « AV »), `null` between games or for sports without. */
    currentTeam1: text('current_team1'),
    currentTeam2: text('current_team2'),
    isFinished: boolean('is_finished').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('court_scores_hall_idx').on(t.hallId, t.updatedAt),
    check('court_scores_current', sql`(${t.currentTeam1} is null) = (${t.currentTeam2} is null)`),
  ],
);
