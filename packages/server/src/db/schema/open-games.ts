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
import { contacts, users } from './accounts.ts';
import { reservations } from './cart.ts';

/** The longest message an organiser writes on an open game (plain text). */
export const OPEN_GAME_MESSAGE_MAX = 280;

/**
 * A reservation its organiser opened to strangers (« parties ouvertes »): how many places they
 * offer, an optional 1–7 level range, a short plain-text message. Open while `closed_at` is null; the row
 * stays on closing so that reopening keeps the same public link. `jeton_partie` is the public link's secret,
 * apart from the invitation link's so that closing the game really closes the public way in.
 */
export const openGames = pgTable(
  'open_games',
  {
    reservationId: uuid('reservation_id')
      .primaryKey()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    publicToken: text('jeton_partie')
      .notNull()
      .unique()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    placesOffered: integer('nb_places_offertes').notNull(),
    levelMin: smallint('niveau_min'),
    levelMax: smallint('niveau_max'),
    message: text('message').notNull().default(''),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('open_games_listed_idx').on(t.openedAt).where(sql`${t.closedAt} is null`),
    check('open_games_places', sql`${t.placesOffered} between 1 and 50`),
    check('open_games_niveau_min', sql`${t.levelMin} is null or ${t.levelMin} between 1 and 7`),
    check('open_games_niveau_max', sql`${t.levelMax} is null or ${t.levelMax} between 1 and 7`),
    check(
      'open_games_niveaux',
      sql`${t.levelMin} is null or ${t.levelMax} is null or ${t.levelMin} <= ${t.levelMax}`,
    ),
    check('open_games_message', sql`char_length(${t.message}) <= 280`),
  ],
);

/**
 * How a player came to an open game through its public link: `joined` (accepted through it, counted in
 * the places offered), `requested` (outside the level range, waiting for the organiser), `approved` (the
 * organiser said yes: they may now join), `declined`.
 */
export const openGamePlayerStatuses = ['joined', 'requested', 'approved', 'declined'] as const;

/** One line per person (account or family contact) and open game. */
export const openGamePlayers = pgTable(
  'open_game_players',
  {
    id: serial('id').primaryKey(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    /** The account that came (a family contact's line names the account that brought them). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    status: text('statut', { enum: openGamePlayerStatuses }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('open_game_players_one_per_contact').on(t.reservationId, t.contactId),
    index('open_game_players_user_idx').on(t.userId),
    check('open_game_players_statut', sql`${t.status} in ('joined', 'requested', 'approved', 'declined')`),
  ],
);

/** The players an organiser keeps out of all their open games. */
export const openGameBlocks = pgTable(
  'open_game_blocks',
  {
    organiserUserId: integer('organiser_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedUserId: integer('blocked_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organiserUserId, t.blockedUserId] })],
);
