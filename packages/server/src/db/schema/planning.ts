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
  smallint,
  text,
  time,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { halls, sports } from './halls.ts';

/**
 * A bookable area of a hall (a court, the whole floor, a table area). Zones may overlap: the hall's
 * motorised equipment turns the whole floor into badminton courts, so they share the same ground.
 */
export const zones = pgTable(
  'zones',
  {
    id: serial('id').primaryKey(),
    hallId: integer('hall_id')
      .notNull()
      .references(() => halls.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    /** Display order inside the hall; slots starting together are sorted by it. */
    position: integer('position').notNull(),
  },
  (t) => [unique('zones_hall_label_unique').on(t.hallId, t.label)],
);

/**
 * Which zones share ground. Stored in both directions, so "the zones that overlap Z" is one indexed
 * select on `zone_id` (a booking on any of them makes Z unavailable at that time).
 */
export const zoneOverlaps = pgTable(
  'zone_overlaps',
  {
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id, { onDelete: 'cascade' }),
    otherZoneId: integer('other_zone_id')
      .notNull()
      .references(() => zones.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.zoneId, t.otherZoneId] }),
    check('zone_overlaps_not_self', sql`${t.zoneId} <> ${t.otherZoneId}`),
  ],
);

/** The slot types of the wire (`typeCreneau`); `null` in the database is a plain court. */
export const slotTypes = ['terrain', 'place', 'cours'] as const;

/**
 * A way a zone can be booked for a sport: slot length, the interval between slot starts, and the type.
 * `place` (individual places) and `cours` (a class) run only during their own `opening_hours` rows and
 * take the zone (and the zones overlapping it) for that time. A `cours` may carry its level, coach, a short
 * HTML text and a picture: the planning shows the level, the cart line's `description` all four.
 */
export const zoneSports = pgTable(
  'zone_sports',
  {
    id: serial('id').primaryKey(),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id, { onDelete: 'cascade' }),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id, { onDelete: 'restrict' }),
    slotMinutes: integer('slot_minutes').notNull(),
    /** Minutes between two slot starts; equal to `slot_minutes` for back-to-back slots. */
    stepMinutes: integer('step_minutes').notNull(),
    slotType: text('slot_type', { enum: slotTypes }),
    maxParticipants: integer('max_participants'),
    /** A `cours`'s level as shown (spec 2 section 9: 'Niveau avancé'); the cart's `description.niveau`. */
    level: text('level'),
    /** A `cours`'s coach (the cart's `description.encadrant`). */
    coachName: text('coach_name'),
    /** A short HTML text on the `cours` (`description.content`); clients sanitise it before showing it. */
    contentHtml: text('content_html'),
    /** A `cours`'s picture, a `/media/...` path (`description.img`). */
    imageUrl: text('image_url'),
  },
  (t) => [
    unique('zone_sports_zone_sport_type_unique').on(t.zoneId, t.sportId, t.slotType).nullsNotDistinct(),
    // Slot ids count starts in 5-minute units (see planning/slot-id.ts).
    check('zone_sports_slot_minutes', sql`${t.slotMinutes} > 0 and ${t.slotMinutes} % 5 = 0`),
    check('zone_sports_step_minutes', sql`${t.stepMinutes} > 0 and ${t.stepMinutes} % 5 = 0`),
    check(
      'zone_sports_slot_type',
      sql`${t.slotType} is null or ${t.slotType} in ('terrain', 'place', 'cours')`,
    ),
    // The description facts belong to a class: a court or a place has none (the cart answers `null`).
    check(
      'zone_sports_course_facts',
      sql`coalesce(${t.slotType}, '') = 'cours' or (${t.level} is null and ${t.coachName} is null and ${t.contentHtml} is null and ${t.imageUrl} is null)`,
    ),
    check(
      'zone_sports_max_participants',
      sql`(${t.slotType} in ('place', 'cours')) = (${t.maxParticipants} is not null and ${t.maxParticipants} > 0)`,
    ),
  ],
);

/**
 * Opening hours in the hall's local time, per ISO weekday (1 = Monday ... 7 = Sunday). A row without
 * `zone_sport_id` opens the zone; a row with it schedules that `place` or `cours` session.
 */
export const openingHours = pgTable(
  'opening_hours',
  {
    id: serial('id').primaryKey(),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id, { onDelete: 'cascade' }),
    zoneSportId: integer('zone_sport_id').references(() => zoneSports.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    opensAt: time('opens_at').notNull(),
    closesAt: time('closes_at').notNull(),
  },
  (t) => [
    index('opening_hours_zone_idx').on(t.zoneId),
    check('opening_hours_weekday', sql`${t.weekday} between 1 and 7`),
    check('opening_hours_order', sql`${t.closesAt} > ${t.opensAt}`),
    check(
      'opening_hours_five_minutes',
      sql`extract(second from ${t.opensAt}) = 0 and extract(minute from ${t.opensAt})::int % 5 = 0`,
    ),
  ],
);

/**
 * An exceptional day of a hall, in its local calendar: closed (a holiday), or open at other hours than its
 * weekday's. On such a day every court open that weekday opens at `opens_at` and closes at `closes_at`,
 * and only the scheduled sessions inside those hours run; a closed day has neither.
 */
export const openingExceptions = pgTable(
  'opening_exceptions',
  {
    id: serial('id').primaryKey(),
    hallId: integer('hall_id')
      .notNull()
      .references(() => halls.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    isClosed: boolean('is_closed').notNull(),
    opensAt: time('opens_at'),
    closesAt: time('closes_at'),
  },
  (t) => [
    unique('opening_exceptions_hall_day_unique').on(t.hallId, t.day),
    check(
      'opening_exceptions_hours',
      sql`(${t.isClosed} and ${t.opensAt} is null and ${t.closesAt} is null) or (not ${t.isClosed} and ${t.closesAt} > ${t.opensAt})`,
    ),
  ],
);

/**
 * The price of a zone's slots for one sport and type, by the local start time of the slot: a slot starting
 * on one of `weekdays` at or after `starts_at` and before `ends_at` costs `price_cents` (the whole slot).
 * `old_price_cents` is the struck-through price of a promotion (`prixBarre`). A band holds from its
 * `valid_from` day (null: always); where several hold, the one from the latest day wins, so a new price
 * from a date replaces the old one from that day on and the days before keep theirs.
 */
export const priceBands = pgTable(
  'price_bands',
  {
    id: serial('id').primaryKey(),
    zoneSportId: integer('zone_sport_id')
      .notNull()
      .references(() => zoneSports.id, { onDelete: 'cascade' }),
    weekdays: smallint('weekdays').array().notNull(),
    startsAt: time('starts_at').notNull(),
    endsAt: time('ends_at').notNull(),
    priceCents: integer('price_cents').notNull(),
    oldPriceCents: integer('old_price_cents'),
    validFrom: date('valid_from', { mode: 'string' }),
  },
  (t) => [
    index('price_bands_zone_sport_idx').on(t.zoneSportId),
    check('price_bands_order', sql`${t.endsAt} > ${t.startsAt}`),
    check('price_bands_price', sql`${t.priceCents} >= 0`),
    check('price_bands_old_price', sql`${t.oldPriceCents} is null or ${t.oldPriceCents} > ${t.priceCents}`),
  ],
);

/** Booking states; the cart issue adds its own (held in a cart...). Cancelled bookings free the slot. */
export const bookingStatuses = ['confirmed', 'cancelled'] as const;

/**
 * A booked time on a zone. Minimal for the planning: the cart issue extends it with the user, the cart hold
 * and the reservation. `places` is set for a participation in a `place` or `cours` session (how many
 * places it takes); a booking without it takes the whole zone.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id, { onDelete: 'restrict' }),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id, { onDelete: 'restrict' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: bookingStatuses }).notNull().default('confirmed'),
    places: integer('places'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bookings_zone_time_idx').on(t.zoneId, t.startsAt),
    check('bookings_order', sql`${t.endsAt} > ${t.startsAt}`),
    check('bookings_status', sql`${t.status} in ('confirmed', 'cancelled')`),
    check('bookings_places', sql`${t.places} is null or ${t.places} > 0`),
  ],
);
