import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** A sport a hall can offer, with the player counts that drive prices (spec 2 section 3, Sport). */
export const sports = pgTable('sports', {
  id: serial('id').primaryKey(),
  label: text('label').notNull().unique(),
  /** Path of the hall's own icon; `null` lets the client pick its icon by label. */
  iconUrl: text('icon_url'),
  payingPlayers: integer('paying_players').notNull(),
  recommendedPlayers: integer('recommended_players').notNull(),
});

/** A multisport hall (the spec's `{product}` entity). */
export const halls = pgTable(
  'halls',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    name: text('name').notNull(),
    caption: text('caption').notNull(),
    street: text('street').notNull(),
    complement: text('complement'),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    badgeUrl: text('badge_url'),
    bannerUrl: text('banner_url'),
    isActive: boolean('is_active').notNull().default(true),
    skipPaymentStep: boolean('skip_payment_step').notNull().default(false),
    visibleDays: integer('visible_days').notNull().default(7),
    /** The wire's `videoSecuriteRequise`: booking needs the player's safety video attestation. */
    safetyVideoRequired: boolean('safety_video_required').notNull().default(false),
    /** The hall's own safety video (an https address, the wire's `urlVideoSecurite`); null: the site's. */
    safetyVideoUrl: text('safety_video_url'),
    /** The hall page's text under INFORMATIONS: plain text, paragraphs split by a blank line. */
    description: text('description'),
    /** The wire's `reservationRestreinte`: only the hall's members (`hall_members`) may book. */
    isMembersOnly: boolean('members_only').notNull().default(false),
    timezone: text('timezone').notNull().default('Europe/Paris'),
    /** How long before a session's start its participants may enter (the door's window). */
    entryOpensMinutesBefore: integer('entry_opens_minutes_before').notNull().default(30),
    /** Where the hall is (WGS 84 degrees, the wire's `coordonnees`): open games nearest first. */
    latitude: doublePrecision('latitude'),
    /** Set together with `latitude`, or both `null` (the hall is then listed after the located ones). */
    longitude: doublePrecision('longitude'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('halls_visible_days_positive', sql`${t.visibleDays} >= 1`),
    check('halls_entry_opens', sql`${t.entryOpensMinutesBefore} between 0 and 240`),
    check('halls_description_length', sql`char_length(${t.description}) <= 2000`),
    check('halls_safety_video_https', sql`${t.safetyVideoUrl} like 'https://%'`),
    check(
      'halls_coordinates',
      sql`(${t.latitude} is null and ${t.longitude} is null) or (${t.latitude} is not null and ${t.longitude} is not null and ${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180)`,
    ),
  ],
);

/**
 * The photos of a hall's gallery (« VOTRE {product} EN IMAGES »), uploaded from its console and kept in the
 * database (every server process serves them), in display order. `digest` names the content in the URL, so
 * a photo is cached for good and a new one never shows an old picture.
 */
export const hallPhotos = pgTable(
  'hall_photos',
  {
    id: serial('id').primaryKey(),
    hallId: integer('hall_id')
      .notNull()
      .references(() => halls.id, { onDelete: 'cascade' }),
    /** Read from the file's first bytes: image/jpeg, image/png or image/webp. */
    contentType: text('content_type').notNull(),
    digest: text('digest').notNull(),
    data: bytea('data').notNull(),
    /** What a screen reader says of the photo, and its caption in the gallery. */
    altText: text('alt_text').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('hall_photos_hall_idx').on(t.hallId, t.position),
    check('hall_photos_type', sql`${t.contentType} in ('image/jpeg', 'image/png', 'image/webp')`),
  ],
);

/** The services a hall lists on its page (changing rooms, parking...), in display order. */
export const hallServices = pgTable(
  'hall_services',
  {
    hallId: integer('hall_id')
      .notNull()
      .references(() => halls.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    iconUrl: text('icon_url').notNull(),
  },
  (t) => [primaryKey({ columns: [t.hallId, t.position] })],
);

/** Which sports a hall offers, in display order (the first one is preselected on the hall page). */
export const hallSports = pgTable(
  'hall_sports',
  {
    hallId: integer('hall_id')
      .notNull()
      .references(() => halls.id, { onDelete: 'cascade' }),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.hallId, t.sportId] })],
);
