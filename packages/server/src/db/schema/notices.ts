import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { halls } from './halls.ts';

/** The states of a durable job: waiting (or being run), run, given up after its tries, or called off. */
export const jobStates = ['pending', 'done', 'failed', 'cancelled'] as const;

/**
 * Work to do later, kept in the database so it survives restarts and runs once across processes:
 * notices and reminders today. A runner claims due rows `FOR UPDATE SKIP LOCKED` and leases them
 * (`locked_until`), so a process that dies mid-run leaves the job to be tried again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    state: text('state', { enum: jobStates }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** What the job is, once: planning the same reminder twice writes one row. */
    dedupeKey: text('dedupe_key').notNull(),
    /** What it is about (`reservation:<id>`), so a cancelled game finds its jobs. */
    groupKey: text('group_key'),
    /** Set while a runner holds it; past that time another runner may take it again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_dedupe_key_unique').on(t.dedupeKey),
    index('jobs_due_idx').on(t.runAt).where(sql`${t.state} = 'pending'`),
    index('jobs_group_idx').on(t.groupKey),
    check('jobs_state', sql`${t.state} in ('pending', 'done', 'failed', 'cancelled')`),
  ],
);

/**
 * A player's choices of notices (« Mes notifications »), by kind and channel; no row means the defaults.
 * Payments and cancellations are not here: they cannot be turned off.
 */
export const noticePreferences = pgTable('notice_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  remindersMail: boolean('reminders_mail').notNull().default(true),
  remindersSms: boolean('reminders_sms').notNull().default(true),
  answersMail: boolean('answers_mail').notNull().default(true),
  answersSms: boolean('answers_sms').notNull().default(false),
  newsMail: boolean('news_mail').notNull().default(false),
  newsSms: boolean('news_sms').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A hall's news (« Nouvelles des salles »), published by `npm run news` or the console: the players of the
 * hall who chose that kind hear of it once. `path` is the site's page that tells it (an article, the hall's
 * page).
 */
export const hallNews = pgTable(
  'hall_news',
  {
    id: serial('id').primaryKey(),
    hallId: integer('hall_id')
      .notNull()
      .references(() => halls.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    path: text('path').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the hall withdrew it: the notices not sent yet are no longer sent (those sent stay sent), and the
     * slug stays taken, so publishing it again tells nobody twice.
     */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    unique('hall_news_hall_slug_unique').on(t.hallId, t.slug),
    check('hall_news_path', sql`${t.path} ~ '^/[A-Za-z0-9/_-]*$'`),
  ],
);
