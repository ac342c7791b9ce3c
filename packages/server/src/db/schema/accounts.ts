import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** A player account: the credentials and the account-wide settings (spec 1 section 3, User profile). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** The `uuidUser` of the email confirmation link: never the guessable serial id. */
    publicId: uuid('public_id').notNull().unique().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: jsonb('roles').$type<string[]>().notNull().default(['ROLE_USER']),
    pinCode: text('pin_code'),
    isPaymentActive: boolean('is_payment_active').notNull().default(false),
    acceptsMailings: boolean('accepts_mailings').notNull().default(false),
    needsAdaptedEquipment: boolean('needs_adapted_equipment').notNull().default(false),
    avatarUrl: text('avatar_url'),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`)],
);

/**
 * A person: the main contact of an account (`userId`), or later a family contact without an account
 * (`parentUserId`). Names, pseudonym and phone live here, so family members have the same shape.
 */
export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    /** Set on the account's own contact: one main contact per account. */
    userId: integer('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set on a family contact: the account it belongs to. */
    parentUserId: integer('parent_user_id').references(() => users.id, { onDelete: 'cascade' }),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull(),
    pseudonym: text('pseudonym').notNull(),
    phone: text('phone'),
    isPhoneVerified: boolean('is_phone_verified').notNull().default(false),
    isMinor: boolean('is_minor').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contacts_pseudonym_unique').on(sql`lower(${t.pseudonym})`),
    // Family contacts may share their parent's number; accounts may not share one.
    uniqueIndex('contacts_account_phone_unique').on(t.phone).where(sql`${t.userId} is not null`),
    index('contacts_parent_user_idx').on(t.parentUserId),
    check('contacts_owner', sql`(${t.userId} is null) <> (${t.parentUserId} is null)`),
  ],
);

/** Every session token issued (its `jti`): revoked on logout, password change and account deletion. */
export const sessions = pgTable(
  'sessions',
  {
    tokenId: uuid('token_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    audience: text('audience').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Activation, reset and email-confirmation tokens: only their SHA-256 is stored; single use, expiring. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** What the token carries, e.g. the new address of an email change. */
    payload: text('payload'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('one_time_tokens_kind', sql`${t.kind} in ('activation', 'reset', 'email-confirmation')`),
    index('one_time_tokens_user_idx').on(t.userId, t.kind),
  ],
);

/** SMS codes for phone verification: hashed, 10 minutes, a few wrong tries invalidate them. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_codes_user_idx').on(t.userId)],
);

/** Fixed-window counters of the rate limits, shared by every server process. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** Mail and SMS sent by the server: the dev page `/dev/outbox` lists them. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [check('outbox_channel', sql`${t.channel} in ('mail', 'sms')`)],
);

/** Avatars in the database, so every server process serves them. */
export const avatars = pgTable('avatars', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  digest: text('digest').notNull(),
  data: bytea('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Server settings kept in the database, e.g. the generated JWT secret of a non-production database. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
