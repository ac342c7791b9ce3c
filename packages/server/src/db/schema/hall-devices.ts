import { sql } from 'drizzle-orm';
import {
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
import { contacts } from './accounts.ts';
import { reservations } from './cart.ts';
import { halls } from './halls.ts';
import { staffMembers } from './staff.ts';

/**
 * What a device may do, the wire's words: `entree` checks entries at the door, `ecran` follows the hall's
 * stream on a screen, `tablette` records matches and scores, `programme` reads the courts' programme.
 */
export const deviceScopes = ['entree', 'ecran', 'tablette', 'programme'] as const;

/**
 * Where a device's key came from: `operator` (`npm run device -- add`), `ingest` (the hall's single tablet
 * key of before, `issueHallIngestKey`), `development` (the stable key derived from the hall's `cle`, every
 * scope, written at start outside production).
 */
export const deviceOrigins = ['operator', 'ingest', 'development'] as const;

/**
 * A device of a hall (door reader, reception tablet, screen, court tablet, equipment controller) and its
 * key. Only the key's SHA-256 is kept: the key is 256 random bits, so a fast hash loses nothing to
 * guessing, and an indexed look-up by hash finds the device in one query (a salted, slow hash would not).
 */
export const hallDevices = pgTable(
  'hall_devices',
  {
    id: serial('id').primaryKey(),
    hallId: integer('hall_id')
      .notNull()
      .references(() => halls.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scopes: text('scopes').array().notNull(),
    origin: text('origin', { enum: deviceOrigins }).notNull().default('operator'),
    keyHash: text('key_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by `npm run device -- revoke`: the key stops working at once, the device's history stays. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('hall_devices_hall_idx').on(t.hallId),
    check(
      'hall_devices_scopes',
      sql`cardinality(${t.scopes}) > 0 and ${t.scopes} <@ array['entree', 'ecran', 'tablette', 'programme']::text[]`,
    ),
    check('hall_devices_origin', sql`${t.origin} in ('operator', 'ingest', 'development')`),
  ],
);

/**
 * Every decision of a hall's door (online, or sent later by a reader that decided offline): which device,
 * when, whose code, allowed or not, and the motif shown. The organiser's list of arrivals and attendance
 * statistics read it.
 */
export const doorEntries = pgTable(
  'door_entries',
  {
    id: serial('id').primaryKey(),
    hallId: integer('hall_id')
      .notNull()
      .references(() => halls.id, { onDelete: 'cascade' }),
    /** The reader that decided; null for a manual entry, let in at the desk by a staff member. */
    deviceId: integer('device_id').references(() => hallDevices.id, { onDelete: 'cascade' }),
    /** Who let the player in by hand (a manual entry: phone dead, no QR code); null for a reader's decision. */
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    /** When the door decided (the reader's clock for an offline decision). */
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    /** The code's reservation and participant when the code was ours and intact; null otherwise. */
    reservationId: uuid('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    isAllowed: boolean('is_allowed').notNull(),
    reason: text('reason').notNull(),
    /** The reader's own id of an offline decision: the same batch sent twice records it once. */
    readerEntryId: text('reader_entry_id'),
  },
  (t) => [
    index('door_entries_reservation_idx').on(t.reservationId, t.contactId),
    index('door_entries_hall_decided_idx').on(t.hallId, t.decidedAt),
    uniqueIndex('door_entries_reader_entry').on(t.deviceId, t.readerEntryId),
    // One person in once: two doors scanning the same code at the same instant cannot both let it in. Offline
    // decisions are facts already happened (two offline readers may both have opened): recorded as sent.
    uniqueIndex('door_entries_one_entry')
      .on(t.reservationId, t.contactId)
      .where(sql`${t.isAllowed} and ${t.readerEntryId} is null`),
  ],
);

/**
 * What each door reader was last given in the manifest of a day (the digests of the allowed codes), so the
 * next manifest can tell it which of those were cancelled since.
 */
export const doorManifestReads = pgTable(
  'door_manifest_reads',
  {
    deviceId: integer('device_id')
      .notNull()
      .references(() => hallDevices.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    digests: text('digests').array().notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.day] })],
);
