import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { contacts } from './accounts.ts';
import { reservations } from './cart.ts';
import { halls, sports } from './halls.ts';

/**
 * A match as a hall's tablet recorded it, linked to the reservation it was played in. Totals (scores,
 * wins, goals) are never stored: the statistics calls aggregate the periods, players and events.
 */
export const matches = pgTable(
  'matches',
  {
    id: serial('id').primaryKey(),
    /** The tablet's own match id (`sIdPartie`): a replayed ingest finds it and records nothing. */
    externalId: text('external_id').notNull().unique(),
    hallId: integer('hall_id')
      .notNull()
      .references(() => halls.id, { onDelete: 'restrict' }),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'restrict' }),
    /** The reservation's sport, copied so the rankings group without joining reservations. */
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id, { onDelete: 'restrict' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** Playing time of the match, in seconds. */
    durationSeconds: integer('duration_seconds').notNull(),
    team1Name: text('team1_name').notNull(),
    team2Name: text('team2_name').notNull(),
    /** SHA-256 of the ingested body: the same id sent again with other content is refused. */
    payloadDigest: text('payload_digest').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('matches_sport_idx').on(t.sportId),
    index('matches_reservation_idx').on(t.reservationId),
    check('matches_duration', sql`${t.durationSeconds} > 0`),
  ],
);

/**
 * Someone at a match: a contact (an account's own contact or a family contact), or a person known by
 * name only. `team` 1 or 2 for a player; null for a non-player (referee, coach, substitute).
 */
export const matchPlayers = pgTable(
  'match_players',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    /** The name the tablet shows for someone without a contact. */
    name: text('name'),
    team: smallint('team'),
  },
  (t) => [
    index('match_players_contact_idx').on(t.contactId),
    index('match_players_match_idx').on(t.matchId),
    uniqueIndex('match_players_one_contact').on(t.matchId, t.contactId),
    check('match_players_team', sql`${t.team} is null or ${t.team} in (1, 2)`),
    check('match_players_who', sql`${t.contactId} is not null or ${t.name} is not null`),
  ],
);

/** The score of each period (set, half...), in order. */
export const matchPeriods = pgTable(
  'match_periods',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    number: smallint('number').notNull(),
    team1Score: integer('team1_score').notNull(),
    team2Score: integer('team2_score').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.number] }),
    check('match_periods_scores', sql`${t.team1Score} >= 0 and ${t.team2Score} >= 0`),
  ],
);

/** What a match event is: a goal (`but`) or a fault (`faute`), the wire's words. */
export const matchEventKinds = ['but', 'faute'] as const;

/** A goal or a fault, by a team and (when the tablet knows) a player, at a second of the match. */
export const matchEvents = pgTable(
  'match_events',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: matchEventKinds }).notNull(),
    team: smallint('team').notNull(),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    second: integer('second').notNull(),
  },
  (t) => [
    index('match_events_match_idx').on(t.matchId),
    index('match_events_contact_idx').on(t.contactId),
    check('match_events_kind', sql`${t.kind} in ('but', 'faute')`),
    check('match_events_team', sql`${t.team} in (1, 2)`),
    check('match_events_second', sql`${t.second} >= 0`),
  ],
);

/** A highlight the tablet marked, with its time in seconds from the start and its clip when there is one. */
export const matchHighlights = pgTable(
  'match_highlights',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    second: integer('second').notNull(),
    label: text('label').notNull(),
    videoUrl: text('video_url'),
    thumbnailUrl: text('thumbnail_url'),
  },
  (t) => [
    index('match_highlights_match_idx').on(t.matchId),
    check('match_highlights_second', sql`${t.second} >= 0`),
  ],
);
