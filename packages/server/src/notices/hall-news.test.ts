// « Nouvelles des salles »: a hall's news published with `npm run news` reaches, by mail and once,
// the players who chose the news and who booked or played at that hall, with a one-click unsubscribe.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPlayer, type TestPlayer } from '../cart/cart-test-helpers.ts';
import { jobs, participantAnswers } from '../db/schema.ts';
import { addFamilyContact, addParticipant } from '../payments/settlement/settlement-test-helpers.ts';
import { call } from '../routes/accounts-test-helpers.ts';
import { hallNewsMessages, newsGroup } from './hall-news.ts';
import { runNewsCommand } from './news-command.ts';
import { bookGame, rawHeader, useNoticeSuite } from './notice-test-helpers.ts';

const suite = useNoticeSuite('http://localhost:8108');
const ARTICLE = '/multisalle/article-padel-park/genese-projet-padel-park';

const publish = (slug: string, ...extra: string[]) =>
  runNewsCommand(suite.db, [
    'publish',
    'padel-park',
    slug,
    '--title',
    'Tournoi de Noël',
    '--summary',
    'Le samedi 19 décembre, tournoi de padel en double ouvert à tous les niveaux.',
    ...extra,
  ]);
const chooseNews = (player: TestPlayer, mail: boolean) =>
  call(suite.app, 'PUT', `/api/v2/users/${player.userId}/notifications`, {
    token: player.token,
    body: { actualites: { mail } },
  });
const newsMails = async (player: TestPlayer) =>
  (await suite.mailsOf(player)).filter((mail) => mail.subject?.startsWith('Nouvelles de '));

describe("a hall's news", () => {
  let booker: TestPlayer;
  let teammate: TestPlayer;
  let parent: TestPlayer;
  let notOptedIn: TestPlayer;
  let elsewhere: TestPlayer;
  let declined: TestPlayer;

  beforeAll(async () => {
    booker = await createPlayer(suite.db);
    teammate = await createPlayer(suite.db);
    parent = await createPlayer(suite.db);
    notOptedIn = await createPlayer(suite.db);
    elsewhere = await createPlayer(suite.db);
    declined = await createPlayer(suite.db);
    const padel = await bookGame(suite.app, suite.db, booker, { daysFromToday: 5 });
    await addParticipant(suite.db, padel.reservationId, { userId: teammate.userId });
    // The parent does not play at the hall: their child does.
    await addParticipant(suite.db, padel.reservationId, {
      contactId: await addFamilyContact(suite.db, parent.userId),
    });
    await addParticipant(
      suite.db,
      padel.reservationId,
      { userId: declined.userId },
      participantAnswers.declined,
    );
    // Booked at the padel hall, but never chose the news (off by default).
    await bookGame(suite.app, suite.db, notOptedIn, { daysFromToday: 6 });
    // Chose the news, but plays in another hall only.
    await bookGame(suite.app, suite.db, elsewhere, {
      hall: 'multisalle-chateauroux',
      sport: 'BADMINTON',
      daysFromToday: 5,
      minHour: '10',
    });
    for (const player of [booker, teammate, parent, elsewhere, declined]) {
      expect((await chooseNews(player, true)).status).toBe(200);
    }
  });

  it('plans its notice with the publication, then mails each player of the hall who chose the news, once', async () => {
    const published = await publish('tournoi-de-noel', '--path', ARTICLE);
    expect(published.exitCode).toBe(0);
    const newsId = Number(/^News (\d+) published for padel-park/.exec(published.lines[0] ?? '')?.[1]);
    const planned = await suite.db
      .select()
      .from(jobs)
      .where(eq(jobs.groupKey, newsGroup(newsId)));
    expect(planned.map((job) => [job.kind, job.state])).toEqual([['notice.hall-news', 'pending']]);

    const run = await call(suite.app, 'POST', '/dev/rappels', { body: {} });
    expect(run.body.parType).toMatchObject({ 'notice.hall-news': 1, 'notice.hall-news-to': 3 });
    for (const player of [booker, teammate, parent]) {
      const [mail, ...others] = await newsMails(player);
      expect(others, `player ${player.userId}`).toHaveLength(0);
      expect(mail?.subject).toBe('Nouvelles de PADEL PARK\u00a0: Tournoi de Noël');
      expect(mail?.text).toContain('Le samedi 19 décembre, tournoi de padel en double');
      expect(mail?.html).toContain(`href="${suite.siteUrl}${ARTICLE}"`);
      expect(mail?.html).toContain(`href="${suite.siteUrl}/profile?q=profile"`);
      const link = /^<(.+)>$/.exec(rawHeader(mail, 'list-unsubscribe'))?.[1] ?? '';
      expect(link).toMatch(
        new RegExp(`^${suite.siteUrl}/api/v2/notifications/desabonnement/${player.userId}\\.actualites\\.`),
      );
      expect(rawHeader(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    }
    for (const player of [notOptedIn, elsewhere, declined]) {
      expect(await newsMails(player), `player ${player.userId}`).toHaveLength(0);
    }

    // Published again, and run again: nothing more.
    const again = await publish('tournoi-de-noel', '--path', ARTICLE);
    expect(again).toEqual({
      exitCode: 0,
      lines: [`News ${newsId} was already published for padel-park (tournoi-de-noel): nothing sent again.`],
    });
    await call(suite.app, 'POST', '/dev/rappels', { body: {} });
    expect(await newsMails(booker)).toHaveLength(1);
  });

  it('stops for a player who unsubscribed in one click, and links the hall page by default', async () => {
    const [mail] = await newsMails(teammate);
    const link = /^<(.+)>$/.exec(rawHeader(mail, 'list-unsubscribe'))?.[1] ?? '';
    const oneClick = await suite.app.request(link.slice(suite.siteUrl.length), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(await oneClick.text()).toContain('Vous ne recevrez plus les nouvelles des salles');

    expect((await publish('horaires-d-hiver')).exitCode).toBe(0);
    await call(suite.app, 'POST', '/dev/rappels', { body: {} });
    expect(await newsMails(teammate)).toHaveLength(1);
    const [, second] = await newsMails(booker);
    expect(second?.html).toContain(`href="${suite.siteUrl}/multisalle/padel-park"`);
  });

  it('refuses an unknown hall, a bad slug, a missing title or a link off the site, in French', async () => {
    const refusals = [
      [['publish', 'nulle-part', 'x', '--title', 'T', '--summary', 'R'], hallNewsMessages.unknownHall],
      [['publish', 'padel-park', 'Pas un slug', '--title', 'T', '--summary', 'R'], hallNewsMessages.badSlug],
      [['publish', 'padel-park', 'x', '--title', ' ', '--summary', 'R'], hallNewsMessages.badTitle],
      [
        ['publish', 'padel-park', 'x', '--title', 'T', '--summary', 'R'.repeat(401)],
        hallNewsMessages.badSummary,
      ],
      [
        [
          'publish',
          'padel-park',
          'x',
          '--title',
          'T',
          '--summary',
          'R',
          '--path',
          'https://ailleurs.example/x',
        ],
        hallNewsMessages.badPath,
      ],
    ] as const;
    for (const [argv, message] of refusals) {
      expect(await runNewsCommand(suite.db, [...argv])).toEqual({ exitCode: 1, lines: [message] });
    }
    expect((await runNewsCommand(suite.db, ['publish', 'padel-park', 'x', '--title', 'T'])).exitCode).toBe(1);
    expect((await runNewsCommand(suite.db, ['publish', 'padel-park', 'x', '--titre', 'T'])).lines[0]).toBe(
      'Unknown or empty option: --titre',
    );
    expect((await runNewsCommand(suite.db, [])).exitCode).toBe(1);
  });
});
