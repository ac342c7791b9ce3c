// A game's notices end to end: booked through the cart API, the confirmation, the reminders and the
// cancellation sent through a real SMTP server at the right times by POST /dev/rappels, once each.
import { firstOfMonth } from '@multisalle/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createPlayer, type TestPlayer } from '../cart/cart-test-helpers.ts';
import { contacts, jobs, participantAnswers, reservationParticipants } from '../db/schema.ts';
import {
  addFamilyContact,
  addParticipant,
  insertReservation,
} from '../payments/settlement/settlement-test-helpers.ts';
import { call } from '../routes/accounts-test-helpers.ts';
import { bookGame, runAt, useNoticeSuite } from './notice-test-helpers.ts';
import { gameGroup, planBookingNotices } from './plan-notices.ts';

const suite = useNoticeSuite('http://localhost:8105');
const SITE = suite.siteUrl;
const HOUR = 3_600_000;
const MINUTE = 60_000;

const smsTo = (phone: string) => suite.smsTo(phone);
const phoneOf = async (player: TestPlayer) => {
  const [row] = await suite.db
    .select({ phone: contacts.phone })
    .from(contacts)
    .where(eq(contacts.id, player.contactId));
  return row?.phone ?? '';
};

describe("a game's notices through a real SMTP server", () => {
  let organiser: TestPlayer;
  let teammate: TestPlayer;
  let leaver: TestPlayer;
  let parent: TestPlayer;
  let game: { reservationId: string; startsAt: Date };

  beforeAll(async () => {
    organiser = await createPlayer(suite.db);
    teammate = await createPlayer(suite.db);
    leaver = await createPlayer(suite.db);
    parent = await createPlayer(suite.db);
    game = await bookGame(suite.app, suite.db, organiser, { daysFromToday: 3 });
    await addParticipant(suite.db, game.reservationId, {
      userId: teammate.userId,
      contactId: teammate.contactId,
    });
    await addParticipant(suite.db, game.reservationId, {
      userId: leaver.userId,
      contactId: leaver.contactId,
    });
    // The parent does not play: their child does, so the parent hears about it. Their phone is not verified.
    await addParticipant(suite.db, game.reservationId, {
      contactId: await addFamilyContact(suite.db, parent.userId),
    });
    await suite.db.update(contacts).set({ isPhoneVerified: false }).where(eq(contacts.id, parent.contactId));
  });

  it('plans the confirmation and both reminders with the booking', async () => {
    const planned = await suite.db
      .select()
      .from(jobs)
      .where(eq(jobs.groupKey, gameGroup(game.reservationId)));
    expect(planned.map((job) => [job.kind, job.runAt.getTime()]).sort()).toEqual(
      [
        ['notice.booking-confirmed', expect.any(Number)],
        ['notice.reminder', game.startsAt.getTime() - 24 * HOUR],
        ['notice.reminder', game.startsAt.getTime() - 2 * HOUR],
      ].sort(),
    );
  });

  it('sends the organiser the confirmation: both parts, the hall, the price, the links and the .ics', async () => {
    const answer = await call(suite.app, 'POST', '/dev/rappels', { body: {} });
    expect(answer.status).toBe(200);
    expect(answer.body.parType).toMatchObject({ 'notice.booking-confirmed': 1 });
    const [mail, ...others] = await suite.mailsOf(organiser);
    expect(others).toHaveLength(0);
    // The day as a French reader writes it, whatever month the game falls in (« décembre », « août »).
    const day = firstOfMonth(
      new Intl.DateTimeFormat('fr-FR', {
        timeZone: 'Europe/Paris',
        weekday: 'long',
        day: 'numeric',
        month: 'long',
      }).format(game.startsAt),
    );
    expect(mail?.subject).toMatch(
      new RegExp(`^Réservation confirmée\u00a0: PADEL à .+, le ${day} de \\d\\dh\\d\\d à \\d\\dh\\d\\d$`),
    );
    expect(mail?.from?.text).toContain('no-reply@multisalle.fr');
    expect(mail?.html).toContain('<html');
    expect(mail?.html).toContain(`${SITE}/invitation/${game.reservationId}/`);
    expect(mail?.text).toContain('Votre réservation est confirmée.');
    // Where, when the door opens, and this booking's own cancellation deadline.
    expect(mail?.text).toMatch(/\d{5} \S/);
    expect(mail?.text).toMatch(/L'entrée ouvre \d+ minutes avant le début\./);
    expect(mail?.text).toMatch(
      /Annulation gratuite jusqu'au \S+ \d+(er)? \S+ à \d\dh\d\d \(48 heures avant le début\)\s; après, la réservation est due\./,
    );
    expect(mail?.text).toContain('par personne');
    expect(mail?.text).toMatch(/\d+,\d\d\s€/);
    const [ics] = mail?.attachments ?? [];
    expect(ics?.contentType).toBe('text/calendar');
    expect(ics?.filename).toBe('partie.ics');
    expect(ics?.content.toString('utf8')).toContain(`UID:${game.reservationId}@multisalle`);
    // Only the organiser is told of the booking.
    expect(suite.smtp.received).toHaveLength(1);
  });

  it('sends nothing before the reminders are due, and each reminder once', async () => {
    expect((await runAt(suite.app, new Date(game.startsAt.getTime() - 25 * HOUR))).body.faits).toBe(0);
    // The player who left is not reminded.
    await suite.db
      .update(reservationParticipants)
      .set({ answer: participantAnswers.declined })
      .where(eq(reservationParticipants.userId, leaver.userId));
    const dueAt = new Date(game.startsAt.getTime() - 24 * HOUR + MINUTE);
    const first = await runAt(suite.app, dueAt);
    expect(first.status).toBe(200);
    expect(first.body.parType).toMatchObject({ 'notice.reminder': 1, 'notice.reminder-to': 3 });
    expect((await runAt(suite.app, dueAt)).body.faits).toBe(0);
    for (const player of [organiser, teammate, parent]) {
      const reminders = (await suite.mailsOf(player)).filter((m) => m.subject?.startsWith('Rappel\u00a0: '));
      expect(reminders, `player ${player.userId}`).toHaveLength(1);
      expect(reminders[0]?.subject).toMatch(/ à PADEL PARK, /);
      expect(reminders[0]?.text).toContain('heure de Paris');
    }
    expect(await suite.mailsOf(leaver)).toHaveLength(0);
  });

  it('sends the 2 h reminder by SMS to verified phones and by mail to the others', async () => {
    const dueAt = new Date(game.startsAt.getTime() - 2 * HOUR + MINUTE);
    const answer = await runAt(suite.app, dueAt);
    expect(answer.body.parType).toMatchObject({ 'notice.reminder-to': 3 });
    for (const player of [organiser, teammate]) {
      const sms = await smsTo(await phoneOf(player));
      expect(sms).toHaveLength(1);
      expect(sms[0]?.body).toMatch(/^Rappel\s: PADEL à PADEL PARK de \d\dh\d\d à \d\dh\d\d/);
      expect(sms[0]?.body.length).toBeLessThanOrEqual(160);
    }
    const parentMails = (await suite.mailsOf(parent)).filter((m) => m.subject?.startsWith('Rappel\u00a0: '));
    expect(parentMails).toHaveLength(2);
    expect(await smsTo(await phoneOf(leaver))).toHaveLength(0);
  });
});

describe('a cancelled game', () => {
  it('sends no reminder, and tells everyone accepted once', async () => {
    const organiser = await createPlayer(suite.db);
    const teammate = await createPlayer(suite.db);
    const game = await bookGame(suite.app, suite.db, organiser, { daysFromToday: 4 });
    await addParticipant(suite.db, game.reservationId, {
      userId: teammate.userId,
      contactId: teammate.contactId,
    });
    const cancelled = await call(
      suite.app,
      'PUT',
      `/api/v2/reservation/annulation/gp/${game.reservationId}`,
      {
        token: organiser.token,
      },
    );
    expect(cancelled.status).toBe(200);
    await call(suite.app, 'POST', '/dev/rappels', { body: {} });
    await runAt(suite.app, new Date(game.startsAt.getTime() - 24 * HOUR + MINUTE));
    await runAt(suite.app, new Date(game.startsAt.getTime() - 2 * HOUR + MINUTE));
    for (const player of [organiser, teammate]) {
      const mails = await suite.mailsOf(player);
      expect(mails.filter((m) => m.subject?.startsWith('Rappel'))).toHaveLength(0);
      const notices = mails.filter((m) => m.subject?.startsWith('Partie annulée\u00a0: PADEL à PADEL PARK'));
      expect(notices).toHaveLength(1);
      expect(notices[0]?.text).toContain('Rien ne sera débité');
      expect(await smsTo(await phoneOf(player))).toHaveLength(0);
    }
    const reminders = await suite.db
      .select()
      .from(jobs)
      .where(eq(jobs.groupKey, gameGroup(game.reservationId)));
    expect(reminders.filter((j) => j.kind === 'notice.reminder').map((j) => j.state)).toEqual([
      'cancelled',
      'cancelled',
    ]);
  });
});

describe('POST /dev/rappels with bad input', () => {
  it('answers a French 422, never a 500', async () => {
    const badDate = await call(suite.app, 'POST', '/dev/rappels', { body: { maintenant: 'demain' } });
    expect(badDate.status).toBe(422);
    expect(JSON.stringify(badDate.body)).toContain('maintenant doit être une date ISO 8601');
    const unknown = await call(suite.app, 'POST', '/dev/rappels', {
      body: { maintenant: new Date().toISOString(), x: 1 },
    });
    expect(unknown.status).toBe(422);
    const notJson = await suite.app.request('/dev/rappels', {
      method: 'POST',
      body: '{maintenant',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(422);
    expect(await notJson.text()).toContain("n'est pas un JSON valide");
    const array = await call(suite.app, 'POST', '/dev/rappels', { body: [1] });
    expect(array.status).toBe(422);
  });

  it('is not mounted in production', async () => {
    const production = createApp({
      db: suite.db,
      isProduction: true,
      accounts: { jwtSecret: 'a-production-secret-of-at-least-32-characters' },
    });
    expect((await production.request('/dev/rappels', { method: 'POST' })).status).toBe(404);
  });
});

/** A day `daysAhead` from now at a Paris time of day, whatever the daylight saving time. */
function parisTime(daysAhead: number, hour: number, minute: number): Date {
  const day = new Date(Date.now() + daysAhead * 24 * HOUR);
  const clock = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Europe/Paris',
  });
  for (const offsetHours of [1, 2]) {
    const at = new Date(
      Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour - offsetHours, minute),
    );
    if (clock.format(at) === `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`) return at;
  }
  throw new Error('no such Paris time');
}

describe('quiet hours', () => {
  it('sends the 2 h reminder of an 8:30 game by mail, not by SMS, even to a verified phone', async () => {
    const organiser = await createPlayer(suite.db);
    const startsAt = parisTime(12, 8, 30);
    const reservationId = await insertReservation(suite.db, organiser.userId, { startsAt });
    await planBookingNotices(suite.db, { reservationId, startsAt });
    await runAt(suite.app, new Date(startsAt.getTime() - 24 * HOUR + MINUTE));
    const answer = await runAt(suite.app, new Date(startsAt.getTime() - 2 * HOUR + MINUTE));
    expect(answer.body.parType).toMatchObject({ 'notice.reminder-to': 1 });
    expect(await smsTo(await phoneOf(organiser))).toHaveLength(0);
    const reminders = (await suite.mailsOf(organiser)).filter((m) => m.subject?.startsWith('Rappel\u00a0: '));
    // The 24 h reminder and, at 6:31 in Paris, the 2 h one: both by mail.
    expect(reminders).toHaveLength(2);
    expect(reminders[1]?.text).toContain('08h30');
  });
});
