import { sql } from 'drizzle-orm';
import {
  check,
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
import { halls } from './halls.ts';

/**
 * The roles of a staff member in one hall (the hall's console, `/gestion/`): `proprietaire` does everything,
 * the staff included; `gestionnaire` runs the day, closures, cancellations, refunds, rules and reports;
 * `accueil` runs the day, arrivals and walk-ins only.
 */
export const staffRoles = ['proprietaire', 'gestionnaire', 'accueil'] as const;
export type StaffRole = (typeof staffRoles)[number];

/**
 * The people who run a hall, apart from the players: their own accounts, tokens and passwords. A staff member
 * without a password yet has an activation link waiting (`staff_activation_tokens`).
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-case: one account per address. */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_members_email_unique').on(t.email),
    check('staff_members_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

/** Which halls a staff member serves, with one role in each; they see only those halls. */
export const staffHallRoles = pgTable(
  'staff_hall_roles',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    hallId: integer('hall_id')
      .notNull()
      .references(() => halls.id, { onDelete: 'cascade' }),
    role: text('role', { enum: staffRoles }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.staffId, t.hallId] }),
    index('staff_hall_roles_hall_idx').on(t.hallId),
    check('staff_hall_roles_role', sql`${t.role} in ('proprietaire', 'gestionnaire', 'accueil')`),
  ],
);

/** Every staff token issued (its `jti`): revoked on sign-out and when the password is chosen again. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenId: uuid('token_id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * The one-time links to choose a password (`/gestion/activation/<jeton>`): the command's first owner and the
 * staff an owner invites. Only the SHA-256 of the token is kept.
 */
export const staffActivationTokens = pgTable(
  'staff_activation_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_activation_tokens_staff_idx').on(t.staffId)],
);

/**
 * The hall's audit trail: every staff action (a role given or changed, and the day's closures, walk-ins,
 * cancellations, refunds and manual entries as they come), with who, when and what. Kept when the staff
 * member leaves: `staff_email` says who it was.
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: serial('id').primaryKey(),
    hallId: integer('hall_id')
      .notNull()
      .references(() => halls.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    /** Who acted, as they signed in (or `npm run staff` for the command). */
    staffEmail: text('staff_email').notNull(),
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_audit_hall_at_idx').on(t.hallId, t.at)],
);
