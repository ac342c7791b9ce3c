import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { sports } from './halls.ts';
import { matches } from './matches.ts';

/**
 * A player's Glicko-2 level in one sport, on Glickman's original scale (1500 ± 350 to start).
 * Computed from the recorded matches (`src/levels/README.md`); the 1–7 level shown is derived on read.
 */
export const playerLevels = pgTable(
  'player_levels',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id, { onDelete: 'cascade' }),
    rating: doublePrecision('rating').notNull(),
    deviation: doublePrecision('deviation').notNull(),
    volatility: doublePrecision('volatility').notNull(),
    /** Matches applied to this level: below 5 the level is shown as provisional. */
    matchesCount: integer('matches_count').notNull().default(0),
    lastMatchId: integer('last_match_id').references(() => matches.id, { onDelete: 'set null' }),
    lastMatchAt: timestamp('last_match_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.sportId] }),
    index('player_levels_sport_idx').on(t.sportId),
    check('player_levels_deviation', sql`${t.deviation} > 0`),
    check('player_levels_volatility', sql`${t.volatility} > 0`),
    check('player_levels_matches', sql`${t.matchesCount} >= 0`),
  ],
);

/**
 * The matches already applied to the levels: applying one claims its row first, so a replayed ingest (or
 * two processes at once) never counts a match twice.
 */
export const levelMatches = pgTable('level_matches', {
  matchId: integer('match_id')
    .primaryKey()
    .references(() => matches.id, { onDelete: 'cascade' }),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A player's level settings (MON COMPTE): no row means the level is shown to others. */
export const levelSettings = pgTable('level_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The wire's `niveauMasque`: others (open games, rankings) do not see the level. */
  isLevelHidden: boolean('is_level_hidden').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
