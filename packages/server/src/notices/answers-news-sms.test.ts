// The answers' digest and a hall's news by SMS: sent to a verified phone when the player chose
// SMS for that kind, beside the mail when chosen too; in the quiet hours (21:00-8:00 Paris) the mail goes at
// once and the SMS at 8:00; each once, the choice checked again just before sending.
import { hallDay } from '@multisalle/core';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsConfigFromEnv } from '../accounts/index.ts';
import { createPlayer, type TestPlayer } from '../cart/cart-test-helpers.ts';
import { contacts, jobs, reservations } from '../db/schema.ts';
import { addParticipant } from '../payments/settlement/settlement-test-helpers.ts';
import { call } from '../routes/accounts-test-helpers.ts';
import { newsGroup } from './hall-news.ts';
import { runNewsCommand } from './news-command.ts';
import { createNoticeDeps } from './notice-deps.ts';
import { bookGame, runAt, useNoticeSuite } from './notice-test-helpers.ts';
import { ANSWERS_WINDOW_MS } from './plan-notices.ts';
import { runNotices } from './run-notices.ts';
import { isGsm7 } from './sms/brevo.ts';
import { createOutboxSmsSender, type SmsSender } from './sms/sms-sender.ts';
import { SMS_MAX } from './sms/sms-texts.ts';

const suite = useNoticeSuite('http://localhost:8110');
const SITE = suite.siteUrl;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ARTICLE = '/multisalle/article-padel-park/genese-projet-padel-park';

const parisClock = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/Paris',
});

/** The first `hh:mm` Paris time at or after `after`, whatever the daylight saving time. */
function parisTimeAfter(after: Date, hour: number, minute: number): Date {
  const wanted = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  for (let days = 0; days < 3; days++) {
    const day = hallDay(new Date(after.getTime() + days * 24 * HOUR));
    for (const offset of ['+01:00', '+02:00']) {
      const at = new Date(`${day}T${wanted}:00${offset}`);
      if (parisClock.format(at) === wanted && at.getTime() >= after.getTime()) return at;
    }
  }
  throw new Error('no such Paris time');
}

const choose = (player: TestPlayer, body: Record<string, { mail?: boolean; sms?: boolean }>) =>
  call(suite.app, 'PUT', `/api/v2/users/${player.userId}/notifications`, { token: player.token, body });
const phoneOf = async (player: TestPlayer) =>
  (
    await suite.db.select({ phone: contacts.phone }).from(contacts).where(eq(contacts.id, player.contactId))
  )[0]?.phone ?? '';
const smsOf = async (player: TestPlayer) => (await suite.smsTo(await phoneOf(player))).map((sms) => sms.body);
const digestMails = async (player: TestPlayer) =>
  (await suite.mailsOf(player)).filter((mail) =>
    /^(Réponses à votre invitation|Partie complète)\s:/.test(mail.subject ?? ''),
  );
const newsMails = async (player: TestPlayer) =>
  (await suite.mailsOf(player)).filter((mail) => mail.subject?.startsWith('Nouvelles de '));
const expectOneSms = (text: string | undefined) => {
  expect(text?.length).toBeLessThanOrEqual(SMS_MAX);
  expect(isGsm7(text ?? '')).toBe(true);
};

/** An organiser's game `days` ahead whose invitation `count` new players accept now. */
async function answeredGame(organiser: TestPlayer, days: number, count = 2) {
  const game = await bookGame(suite.app, suite.db, organiser, { daysFromToday: days });
  const [row] = await suite.db
    .select({ token: reservations.invitationToken })
    .from(reservations)
    .where(eq(reservations.id, game.reservationId));
  for (let index = 0; index < count; index++) {
    const player = await createPlayer(suite.db);
    const answered = await call(suite.app, 'POST', '/api/v2/invitation/reponse', {
      token: player.token,
      body: {
        uuidReservation: game.reservationId,
        uuidInvitation: row?.token ?? '',
        reponses: [{ idUser: player.contactId, reponse: 2 }],
      },
    });
    expect(answered.status).toBe(200);
  }
  // The digest goes when the window of these answers ends.
  return { ...game, windowEnd: new Date(Date.now() + ANSWERS_WINDOW_MS + 1000) };
}

const digestSmsJobs = (reservationId: string) =>
  suite.db
    .select()
    .from(jobs)
    .where(
      and(eq(jobs.kind, 'notice.answers-digest-sms'), like(jobs.dedupeKey, `answers-sms:${reservationId}:%`)),
    );

describe("the organiser's digest of the answers by SMS", () => {
  it('goes by SMS and by mail when both are chosen, in one short GSM-7 SMS with the link', async () => {
    const organiser = await createPlayer(suite.db);
    expect((await choose(organiser, { reponses: { mail: true, sms: true } })).status).toBe(200);
    const game = await answeredGame(organiser, 4);
    // In the afternoon, Paris time: no quiet hours.
    const afternoon = parisTimeAfter(game.windowEnd, 14, 0);
    const run = await runAt(suite.app, afternoon);
    expect(run.body.parType).toMatchObject({ 'notice.answers-digest': 1, 'notice.answers-digest-sms': 1 });
    expect(await digestMails(organiser)).toHaveLength(1);
    const [sms, ...others] = await smsOf(organiser);
    expect(others).toHaveLength(0);
    const day = hallDay(game.startsAt).split('-');
    expect(sms).toMatch(
      new RegExp(
        `^Multisalle : 2 réponses à votre partie de PADEL du ${Number(day[2])}/${Number(day[1])} à \\d\\dh\\d\\d \\(PADEL PARK\\), 3 joueurs sur 4\\. Détails : ${SITE}/profile\\?q=reservation$`,
      ),
    );
    expectOneSms(sms);
    await runAt(suite.app, new Date(afternoon.getTime() + HOUR));
    expect(await smsOf(organiser)).toHaveLength(1);
  });

  it('goes by SMS alone when the mail is turned off', async () => {
    const organiser = await createPlayer(suite.db);
    expect((await choose(organiser, { reponses: { mail: false, sms: true } })).status).toBe(200);
    const game = await answeredGame(organiser, 5, 1);
    await runAt(suite.app, parisTimeAfter(game.windowEnd, 15, 0));
    expect(await digestMails(organiser)).toHaveLength(0);
    const [sms] = await smsOf(organiser);
    expect(sms).toMatch(
      /^Multisalle\s: 1 réponse à votre partie de PADEL du .+, 2 joueurs sur 4\. Détails\s: /,
    );
    expectOneSms(sms);
  });

  it('sends no SMS to a phone that is not verified: the mail only', async () => {
    const organiser = await createPlayer(suite.db);
    expect((await choose(organiser, { reponses: { mail: true, sms: true } })).status).toBe(200);
    const game = await answeredGame(organiser, 6);
    // Unverified after booking (a booking needs a verified phone), before the digest goes.
    await suite.db
      .update(contacts)
      .set({ isPhoneVerified: false })
      .where(eq(contacts.id, organiser.contactId));
    await runAt(suite.app, parisTimeAfter(game.windowEnd, 14, 0));
    expect(await digestMails(organiser)).toHaveLength(1);
    expect(await smsOf(organiser)).toHaveLength(0);
    expect(await digestSmsJobs(game.reservationId)).toHaveLength(0);
  });

  it('at 22:30 sends the mail at once and keeps the SMS for 8:00, Paris time, once', async () => {
    const organiser = await createPlayer(suite.db);
    expect((await choose(organiser, { reponses: { mail: true, sms: true } })).status).toBe(200);
    const game = await answeredGame(organiser, 4);
    const evening = parisTimeAfter(game.windowEnd, 22, 30);
    const eight = parisTimeAfter(evening, 8, 0);
    expect(eight.getTime() - evening.getTime()).toBe(9.5 * HOUR);
    // Two runners at once (two processes): the digest and its SMS job, each once.
    await Promise.all([runAt(suite.app, evening), runAt(suite.app, evening)]);
    expect(await digestMails(organiser)).toHaveLength(1);
    expect(await smsOf(organiser)).toHaveLength(0);
    const [planned, ...more] = await digestSmsJobs(game.reservationId);
    expect(more).toHaveLength(0);
    expect(planned).toMatchObject({ state: 'pending' });
    expect(planned?.runAt.toISOString()).toBe(eight.toISOString());

    await runAt(suite.app, new Date(eight.getTime() - MINUTE));
    expect(await smsOf(organiser)).toHaveLength(0);
    await Promise.all([runAt(suite.app, eight), runAt(suite.app, eight), runAt(suite.app, eight)]);
    const [sms, ...others] = await smsOf(organiser);
    expect(others).toHaveLength(0);
    expect(sms).toMatch(/^Multisalle\s: 2 réponses à votre partie de PADEL /);
    expectOneSms(sms);
    expect((await digestSmsJobs(game.reservationId))[0]).toMatchObject({ state: 'done', attempts: 1 });
    await runAt(suite.app, new Date(eight.getTime() + HOUR));
    expect(await smsOf(organiser)).toHaveLength(1);
    expect(await digestMails(organiser)).toHaveLength(1);
  });

  it('sends nothing at 8:00 to an organiser who turned the SMS off during the night', async () => {
    const organiser = await createPlayer(suite.db);
    expect((await choose(organiser, { reponses: { mail: false, sms: true } })).status).toBe(200);
    const game = await answeredGame(organiser, 5);
    const evening = parisTimeAfter(game.windowEnd, 23, 0);
    await runAt(suite.app, evening);
    expect(await digestSmsJobs(game.reservationId)).toHaveLength(1);
    expect((await choose(organiser, { reponses: { sms: false } })).status).toBe(200);
    await runAt(suite.app, parisTimeAfter(evening, 8, 1));
    expect(await smsOf(organiser)).toHaveLength(0);
    expect((await digestSmsJobs(game.reservationId))[0]).toMatchObject({ state: 'done' });
  });
});

describe('an SMS whose provider failed just before 21:00', () => {
  it('is tried again at 8:00, not in the quiet hours, and sent once', async () => {
    let failures = 1;
    const outbox = createOutboxSmsSender(suite.db);
    const flaky: SmsSender = {
      send: async (sms) => {
        if (failures-- > 0) throw new Error('Brevo SMS 503: service_unavailable');
        await outbox.send(sms);
      },
    };
    const config = accountsConfigFromEnv({ isProduction: false, siteUrl: SITE, smtpUrl: suite.smtp.url });
    const deps = createNoticeDeps(suite.db, config, { sms: flaky });
    const organiser = await createPlayer(suite.db);
    expect((await choose(organiser, { reponses: { mail: false, sms: true } })).status).toBe(200);
    const game = await answeredGame(organiser, 6, 1);
    const late = parisTimeAfter(game.windowEnd, 20, 59);
    expect(await runNotices(suite.db, deps, { now: late })).toMatchObject({ retried: 1 });
    // Its backoff (1 minute) ends at 21:00: the job waits for 8:00 instead of sending.
    const retry = new Date(late.getTime() + MINUTE);
    await runNotices(suite.db, deps, { now: retry });
    const eight = parisTimeAfter(retry, 8, 0);
    const [waiting] = await digestSmsJobs(game.reservationId);
    expect(waiting).toMatchObject({ state: 'pending', attempts: 0 });
    expect(waiting?.runAt.toISOString()).toBe(eight.toISOString());
    expect(await smsOf(organiser)).toHaveLength(0);
    await runNotices(suite.db, deps, { now: eight });
    expect(await smsOf(organiser)).toHaveLength(1);
    expect((await digestSmsJobs(game.reservationId))[0]).toMatchObject({ state: 'done' });
  });
});

describe("a hall's news by SMS", () => {
  let booker: TestPlayer;
  let smsOnly: TestPlayer;
  let unverified: TestPlayer;
  let mailOnly: TestPlayer;

  beforeAll(async () => {
    booker = await createPlayer(suite.db);
    smsOnly = await createPlayer(suite.db);
    unverified = await createPlayer(suite.db);
    mailOnly = await createPlayer(suite.db);
    const padel = await bookGame(suite.app, suite.db, booker, { daysFromToday: 7 });
    for (const player of [smsOnly, unverified, mailOnly]) {
      await addParticipant(suite.db, padel.reservationId, { userId: player.userId });
    }
    await suite.db
      .update(contacts)
      .set({ isPhoneVerified: false })
      .where(eq(contacts.id, unverified.contactId));
    expect((await choose(booker, { actualites: { mail: true, sms: true } })).status).toBe(200);
    expect((await choose(smsOnly, { actualites: { mail: false, sms: true } })).status).toBe(200);
    expect((await choose(unverified, { actualites: { mail: false, sms: true } })).status).toBe(200);
    expect((await choose(mailOnly, { actualites: { mail: true, sms: false } })).status).toBe(200);
  });

  const publish = async (slug: string, title: string, ...extra: string[]) => {
    const published = await runNewsCommand(suite.db, [
      'publish',
      'padel-park',
      slug,
      '--title',
      title,
      '--summary',
      'Le samedi 19 décembre, tournoi de padel en double ouvert à tous les niveaux.',
      ...extra,
    ]);
    expect(published.exitCode).toBe(0);
    return Number(/^News (\d+) published/.exec(published.lines[0] ?? '')?.[1]);
  };

  it('goes by SMS to each player who chose it with a verified phone, once, with the hall, the title and the link', async () => {
    const newsId = await publish('tournoi-de-noel', 'Tournoi de Noël', '--path', ARTICLE);
    const afternoon = parisTimeAfter(new Date(), 15, 0);
    const run = await runAt(suite.app, afternoon);
    expect(run.body.parType).toMatchObject({
      'notice.hall-news': 1,
      'notice.hall-news-to': 2,
      'notice.hall-news-sms-to': 2,
    });
    // « ë » is not in GSM-7: written « e », the SMS stays one of 160 characters.
    const text = `Multisalle : nouvelles de PADEL PARK. Tournoi de Noel. Lire : ${SITE}${ARTICLE}`;
    for (const player of [booker, smsOnly]) {
      expect(await smsOf(player), `player ${player.userId}`).toEqual([text]);
    }
    expectOneSms(text);
    expect(await smsOf(unverified)).toHaveLength(0);
    expect(await smsOf(mailOnly)).toHaveLength(0);
    expect(await newsMails(booker)).toHaveLength(1);
    expect(await newsMails(mailOnly)).toHaveLength(1);
    expect(await newsMails(smsOnly)).toHaveLength(0);
    expect(await newsMails(unverified)).toHaveLength(0);
    const smsJobs = await suite.db
      .select({ key: jobs.dedupeKey })
      .from(jobs)
      .where(and(eq(jobs.groupKey, newsGroup(newsId)), eq(jobs.kind, 'notice.hall-news-sms-to')));
    expect(smsJobs.map((job) => job.key).sort()).toEqual(
      [booker, smsOnly].map((player) => `${newsGroup(newsId)}:sms:${player.userId}`).sort(),
    );
    await runAt(suite.app, new Date(afternoon.getTime() + HOUR));
    expect(await smsOf(smsOnly)).toHaveLength(1);
  });

  it('cuts a long title to fit one SMS, and at 22:30 mails at once and texts at 8:00', async () => {
    const title = `Le grand tournoi d'hiver « ${'très '.repeat(12)}long » de la salle`;
    await publish('tournoi-d-hiver', title);
    const evening = parisTimeAfter(new Date(Date.now() + MINUTE), 22, 30);
    await runAt(suite.app, evening);
    expect(await newsMails(booker)).toHaveLength(2);
    expect(await smsOf(booker)).toHaveLength(1);
    expect(await smsOf(smsOnly)).toHaveLength(1);

    const eight = parisTimeAfter(evening, 8, 0);
    await runAt(suite.app, new Date(eight.getTime() - MINUTE));
    expect(await smsOf(smsOnly)).toHaveLength(1);
    // The player who turned the news' SMS off during the night gets nothing.
    expect((await choose(booker, { actualites: { sms: false } })).status).toBe(200);
    await runAt(suite.app, eight);
    expect(await smsOf(booker)).toHaveLength(1);
    const [, second] = await smsOf(smsOnly);
    expect(second).toMatch(
      new RegExp(
        `^Multisalle : nouvelles de PADEL PARK\\. Le grand tournoi d'hiver "très très .+\\.\\.\\. Lire : ${SITE}/multisalle/padel-park$`,
      ),
    );
    expectOneSms(second);
  });
});
