// Durable notices: a reminder planned before a restart is sent after it, once; a failing provider is
// retried with backoff then given up (recorded); on PostgreSQL two processes' runners send each notice once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsConfigFromEnv } from '../accounts/index.ts';
import { createApp } from '../app.ts';
import { createPlayer } from '../cart/cart-test-helpers.ts';
import { type OpenedDatabase, openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { jobs, outbox, users } from '../db/schema.ts';
import { seedDatabase } from '../db/seed.ts';
import { addParticipant, insertReservation } from '../payments/settlement/settlement-test-helpers.ts';
import { createPostgresDatabase, createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { createNoticeDeps } from './notice-deps.ts';
import { bookGame, runAt, startTestSmtp, type TestSmtp } from './notice-test-helpers.ts';
import { planBookingNotices } from './plan-notices.ts';
import { runNotices } from './run-notices.ts';
import type { SmsSender } from './sms/sms-sender.ts';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const SITE = 'http://localhost:8105';
const postgresUrl = process.env.DATABASE_URL || '';

/** Where a test's database lives, so it can be opened again as a restarted server would. */
interface Place {
  open: () => Promise<OpenedDatabase>;
  drop: () => Promise<void>;
}

async function newPlace(): Promise<Place> {
  if (postgresUrl) {
    const created = await createPostgresDatabase(postgresUrl);
    return { open: () => openDatabase({ databaseUrl: created.url, poolSize: 4 }), drop: created.drop };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'notices-'));
  return {
    open: () => openDatabase({ dataDir }),
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(() => smtp.close());

const accounts = () => ({
  smtpUrl: smtp.url,
  siteUrl: SITE,
  mailFrom: 'Multisalle <no-reply@multisalle.fr>',
});
const accountsConfig = () => accountsConfigFromEnv({ isProduction: false, ...accounts() });
const emailOf = async (opened: OpenedDatabase, userId: number) =>
  (await opened.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]?.email ?? '';

describe('a reminder planned before a restart', () => {
  it('is sent after it, once', async () => {
    const place = await newPlace();
    try {
      const before = await place.open();
      await migrateDatabase(before);
      await seedDatabase(before.db);
      const organiser = await createPlayer(before.db);
      const game = await bookGame(createApp({ db: before.db, accounts: accounts() }), before.db, organiser);
      const email = await emailOf(before, organiser.userId);
      await before.close();

      const after = await place.open();
      try {
        await migrateDatabase(after);
        const app = createApp({ db: after.db, accounts: accounts() });
        const dueAt = new Date(game.startsAt.getTime() - 24 * HOUR + MINUTE);
        expect((await runAt(app, dueAt)).status).toBe(200);
        expect((await runAt(app, dueAt)).body.faits).toBe(0);
        const reminders = smtp.to(email).filter((m) => m.subject?.startsWith('Rappel\u00a0: '));
        expect(reminders).toHaveLength(1);
        expect(smtp.to(email).filter((m) => m.subject?.startsWith('Réservation confirmée'))).toHaveLength(1);
      } finally {
        await after.close();
      }
    } finally {
      await place.drop();
    }
    // A PGlite data directory on disk is created, migrated and seeded, then opened again: slow on a busy machine.
  }, 180_000);
});

describe('a failing provider', () => {
  let opened: TestDatabase;
  beforeAll(async () => {
    opened = await createTestDatabase();
  });
  afterAll(() => opened.close());

  /** A 15:00 game (no quiet hours for its 2 h reminder) whose organiser has a verified phone. */
  async function gameAtThree() {
    const organiser = await createPlayer(opened.db);
    const startsAt = new Date(Date.now() + 10 * 24 * HOUR);
    startsAt.setUTCHours(13, 0, 0, 0);
    const reservationId = await insertReservation(opened.db, organiser.userId, { startsAt });
    await planBookingNotices(opened.db, { reservationId, startsAt });
    return { reservationId, twoHoursBefore: new Date(startsAt.getTime() - 2 * HOUR) };
  }
  const smsJob = (reservationId: string) =>
    opened.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'notice.reminder-to'), like(jobs.dedupeKey, `reminder:2:${reservationId}:%`)));

  it('is tried again with backoff, then given up and recorded after 4 tries', async () => {
    let calls = 0;
    const down: SmsSender = {
      send: async () => {
        calls += 1;
        throw new Error('Brevo SMS 503: service_unavailable');
      },
    };
    const deps = createNoticeDeps(opened.db, accountsConfig(), { sms: down });
    const { reservationId, twoHoursBefore } = await gameAtThree();
    let now = twoHoursBefore;
    expect((await runNotices(opened.db, deps, { now })).retried).toBe(1);
    const [first] = await smsJob(reservationId);
    expect(first).toMatchObject({
      state: 'pending',
      attempts: 1,
      lastError: 'Brevo SMS 503: service_unavailable',
    });
    expect(first?.runAt.getTime()).toBe(now.getTime() + MINUTE);
    // Not before its backoff.
    expect((await runNotices(opened.db, deps, { now: new Date(now.getTime() + 30_000) })).retried).toBe(0);
    for (const waitMs of [MINUTE, 4 * MINUTE]) {
      now = new Date(now.getTime() + waitMs);
      expect((await runNotices(opened.db, deps, { now })).retried).toBe(1);
    }
    now = new Date(now.getTime() + 16 * MINUTE);
    expect((await runNotices(opened.db, deps, { now })).failed).toBe(1);
    const [given] = await smsJob(reservationId);
    expect(given).toMatchObject({ state: 'failed', attempts: 4 });
    expect(given?.finishedAt).not.toBeNull();
    expect(calls).toBe(4);
    expect((await runNotices(opened.db, deps, { now: new Date(now.getTime() + HOUR) })).failed).toBe(0);
  });

  it('sends once when the provider comes back', async () => {
    let calls = 0;
    const flaky: SmsSender = {
      send: async () => {
        calls += 1;
        if (calls === 1) throw new Error('timeout');
      },
    };
    const deps = createNoticeDeps(opened.db, accountsConfig(), { sms: flaky });
    const { reservationId, twoHoursBefore } = await gameAtThree();
    await runNotices(opened.db, deps, { now: twoHoursBefore });
    await runNotices(opened.db, deps, { now: new Date(twoHoursBefore.getTime() + 2 * MINUTE) });
    await runNotices(opened.db, deps, { now: new Date(twoHoursBefore.getTime() + 20 * MINUTE) });
    expect(calls).toBe(2);
    expect((await smsJob(reservationId))[0]).toMatchObject({ state: 'done', attempts: 2 });
  });
});

describe.runIf(postgresUrl)('two processes on PostgreSQL', () => {
  it('send each notice once', async () => {
    const place = await newPlace();
    const first = await place.open();
    const second = await place.open();
    try {
      await migrateDatabase(first);
      await seedDatabase(first.db);
      const games: { reservationId: string; startsAt: Date }[] = [];
      for (let index = 0; index < 8; index++) {
        const organiser = await createPlayer(first.db);
        const teammate = await createPlayer(first.db);
        // One court, one day, one game an hour from 11:00 to 18:00 in Paris.
        const startsAt = new Date(Date.now() + 6 * 24 * HOUR);
        startsAt.setUTCHours(10 + index, 0, 0, 0);
        const reservationId = await insertReservation(first.db, organiser.userId, { startsAt });
        await addParticipant(first.db, reservationId, {
          userId: teammate.userId,
          contactId: teammate.contactId,
        });
        await planBookingNotices(first.db, { reservationId, startsAt });
        games.push({ reservationId, startsAt });
      }
      const processes = [first, second].map((opened) => ({
        db: opened.db,
        deps: createNoticeDeps(opened.db, accountsConfig()),
      }));
      const last = games.at(-1)?.startsAt ?? new Date();
      // Every confirmation and every game's 24 h reminders are due: both processes run three times at once,
      // two jobs at a time, so they contend for the same rows.
      const now = new Date(last.getTime() - 24 * HOUR + MINUTE);
      const before = smtp.received.length;
      const reports = await Promise.all(
        [...processes, ...processes, ...processes].map(({ db, deps }) =>
          runNotices(db, deps, { now, batchSize: 2 }),
        ),
      );
      const done = reports.reduce((sum, report) => sum + report.done, 0);
      // Per game: the confirmation, the reminder's fan-out and one reminder to each of its two players.
      expect(done).toBe(games.length * 4);
      expect(reports.filter((report) => report.done > 0).length).toBeGreaterThan(1);
      const mails = smtp.received.slice(before);
      expect(mails).toHaveLength(games.length * 3);
      expect(mails.filter((m) => m.subject?.startsWith('Rappel\u00a0: '))).toHaveLength(games.length * 2);
      const keys = mails.map((m) => `${m.to && !Array.isArray(m.to) ? m.to.text : ''}|${m.subject}`);
      expect(new Set(keys).size).toBe(keys.length);
      const rows = await first.db.select().from(outbox).where(eq(outbox.channel, 'mail'));
      expect(rows).toHaveLength(games.length * 3);
    } finally {
      await first.close();
      await second.close();
      await place.drop();
    }
  });
});
