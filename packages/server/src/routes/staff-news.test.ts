import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createPlayer, idsOf, type TestPlayer } from '../cart/cart-test-helpers.ts';
import type { Clock } from '../clock/index.ts';
import { hallNews, jobs, noticePreferences, users, zones } from '../db/schema.ts';
import { hallNewsMessages, newsGroup } from '../notices/hall-news.ts';
import { runNewsCommand } from '../notices/news-command.ts';
import { startTestSmtp, type TestSmtp } from '../notices/notice-test-helpers.ts';
import { insertReservation } from '../payments/settlement/settlement-test-helpers.ts';
import { staffMessages } from '../staff/index.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { call } from './accounts-test-helpers.ts';
import { createStaffMember } from './staff-test-helpers.ts';

// A hall's news from its console: published as `npm run news -- publish` does (the same function: same
// checks, its players who chose the news told once, audited), listed newest first, withdrawn (what was sent
// stays sent, what was not is called off). `accueil` gets 403.

/** Monday 7 December 2026, 10:00 in Paris. */
const NOW = new Date('2026-12-07T09:00:00Z');
const HALL = 'padel-park';
const PATH = `/api/gestion/salles/${HALL}/actualites`;
const SITE = 'http://localhost:8131';
/** The server's clock, still at `NOW`: every publication and run happens then. */
const clock: Clock = { now: () => new Date(NOW), nowMs: () => NOW.getTime() };

let testDb: TestDatabase;
let smtp: TestSmtp;
let app: ReturnType<typeof createApp>;
let manager: { email: string; token: string };
let owner: { email: string; token: string };
/** A player who booked at the hall and chose the news by mail. */
let booker: TestPlayer;

beforeAll(async () => {
  testDb = await createTestDatabase();
  smtp = await startTestSmtp();
  app = createApp({
    db: testDb.db,
    clock,
    accounts: { smtpUrl: smtp.url, siteUrl: SITE, mailFrom: 'Multisalle <no-reply@multisalle.fr>' },
  });
  manager = await createStaffMember(app, HALL, 'gestionnaire');
  owner = await createStaffMember(app, HALL, 'proprietaire');
  booker = await createPlayer(testDb.db);
  const { hallId, sportId } = await idsOf(testDb.db, HALL, 'PADEL');
  const [court] = await testDb.db.select().from(zones).where(eq(zones.hallId, hallId));
  await insertReservation(testDb.db, booker.userId, {
    startsAt: new Date('2026-12-10T17:00:00Z'),
    zoneId: court?.id,
    sportId,
  });
  await testDb.db.insert(noticePreferences).values({ userId: booker.userId, newsMail: true });
});
afterAll(async () => {
  await smtp.close();
  await testDb.close();
});

const publish = (body: Record<string, unknown>, token = manager.token, path = PATH) =>
  call(app, 'POST', path, { token, body });
const runNotices = () => call(app, 'POST', '/dev/rappels', { body: {} });
const journal = async () =>
  (await call(app, 'GET', `/api/gestion/salles/${HALL}/journal`, { token: owner.token })).body.actions as {
    qui: string;
    action: string;
    details: Record<string, unknown>;
  }[];
const newsMails = async () => {
  const [row] = await testDb.db.select({ email: users.email }).from(users).where(eq(users.id, booker.userId));
  return smtp.to(row?.email ?? '').filter((mail) => mail.subject?.startsWith('Nouvelles de '));
};

describe("a hall's news from its console", () => {
  it("publishes (slug from the title, the hall's page by default), tells the players who chose the news once, lists it first, in the journal", async () => {
    const published = await publish({
      titre: 'Tournoi de Noël\u00a0!',
      resume: 'Le samedi 19 décembre, tournoi de padel en double ouvert à tous les niveaux.',
    });
    expect(published.status).toBe(201);
    expect(published.body).toMatchObject({
      slug: 'tournoi-de-noel',
      titre: 'Tournoi de Noël\u00a0!',
      chemin: '/multisalle/padel-park',
      publieeLe: NOW.toISOString(),
      retireeLe: null,
    });
    const id = published.body.idActualite as number;
    const planned = await testDb.db
      .select()
      .from(jobs)
      .where(eq(jobs.groupKey, newsGroup(id)));
    expect(planned.map((job) => [job.kind, job.state])).toEqual([['notice.hall-news', 'pending']]);

    const run = await runNotices();
    expect(run.body.parType).toMatchObject({ 'notice.hall-news': 1, 'notice.hall-news-to': 1 });
    const [mail] = await newsMails();
    expect(mail?.subject).toBe('Nouvelles de PADEL PARK\u00a0: Tournoi de Noël\u00a0!');
    expect(mail?.html).toContain(`href="${SITE}/multisalle/padel-park"`);

    // Published again (the same slug): answered as it is, nothing sent again.
    const again = await publish({
      titre: 'Tournoi de Noël',
      resume: 'Autre texte.',
      slug: 'tournoi-de-noel',
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ idActualite: id, titre: 'Tournoi de Noël\u00a0!' });
    await runNotices();
    expect(await newsMails()).toHaveLength(1);

    const command = await runNewsCommand(
      testDb.db,
      ['publish', HALL, 'horaires-d-hiver', '--title', "Horaires d'hiver", '--summary', 'Dès lundi.'],
      { now: new Date('2026-12-07T09:30:00Z') },
    );
    expect(command.exitCode).toBe(0);
    const listed = await call(app, 'GET', PATH, { token: manager.token });
    expect(listed.body.actualites.map((news: { slug: string }) => news.slug)).toEqual([
      'horaires-d-hiver',
      'tournoi-de-noel',
    ]);
    const lines = (await journal()).filter((line) => line.action === 'actualite.publication');
    expect(lines).toEqual([
      expect.objectContaining({
        qui: 'npm run news',
        details: expect.objectContaining({ slug: 'horaires-d-hiver' }),
      }),
      expect.objectContaining({
        qui: manager.email,
        details: {
          idActualite: id,
          slug: 'tournoi-de-noel',
          titre: 'Tournoi de Noël\u00a0!',
          chemin: '/multisalle/padel-park',
        },
      }),
    ]);
  });

  it('refuses what the command refuses, in French by field (422), and writes nothing', async () => {
    const before = await testDb.db.select().from(hallNews);
    const field = async (body: Record<string, unknown>) => {
      const answer = await publish(body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      return answer.body.violations[0];
    };
    expect(await field({ titre: ' ', resume: 'R' })).toEqual({
      propertyPath: 'titre',
      message: hallNewsMessages.badTitle,
    });
    expect(await field({ titre: 'T', resume: 'R'.repeat(401) })).toEqual({
      propertyPath: 'resume',
      message: hallNewsMessages.badSummary,
    });
    expect(await field({ titre: 'T', resume: 'R', chemin: 'https://ailleurs.example/x' })).toEqual({
      propertyPath: 'chemin',
      message: hallNewsMessages.badPath,
    });
    expect(await field({ titre: 'T', resume: 'R', slug: 'Pas un slug' })).toEqual({
      propertyPath: 'slug',
      message: hallNewsMessages.badSlug,
    });
    // A title with no letter nor digit gives no slug.
    expect(await field({ titre: '!!!', resume: 'R' })).toEqual({
      propertyPath: 'slug',
      message: hallNewsMessages.badSlug,
    });
    expect(await testDb.db.select().from(hallNews)).toEqual(before);
  });

  it('withdraws a news item before its notices run: nothing is sent, its jobs are called off, in the journal once', async () => {
    const mailsBefore = (await newsMails()).length;
    const published = await publish({ titre: 'Nocturne padel', resume: 'Vendredi soir.', slug: 'nocturne' });
    const id = published.body.idActualite as number;
    const withdrawn = await call(app, 'DELETE', `${PATH}/${id}`, { token: manager.token });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.retireeLe).not.toBeNull();
    const planned = await testDb.db
      .select()
      .from(jobs)
      .where(eq(jobs.groupKey, newsGroup(id)));
    expect(planned.map((job) => job.state)).toEqual(['cancelled']);
    await runNotices();
    expect(await newsMails()).toHaveLength(mailsBefore);

    const again = await call(app, 'DELETE', `${PATH}/${id}`, { token: manager.token });
    expect(again.body.retireeLe).toBe(withdrawn.body.retireeLe);
    // Its slug stays taken: publishing it again tells nobody.
    expect(
      (await publish({ titre: 'Nocturne padel', resume: 'Vendredi soir.', slug: 'nocturne' })).status,
    ).toBe(200);
    const lines = (await journal()).filter(
      (line) => line.action === 'actualite.retrait' && line.details.idActualite === id,
    );
    expect(lines).toEqual([
      expect.objectContaining({
        qui: manager.email,
        details: { idActualite: id, slug: 'nocturne', titre: 'Nocturne padel', envoisAnnules: 1 },
      }),
    ]);
  });

  it("keeps sent what was sent: a news item withdrawn after its mail stays in the player's mailbox, and its state shows", async () => {
    const published = await publish({ titre: 'Stage de Noël', resume: 'Pour les enfants.' });
    await runNotices();
    const sent = (await newsMails()).length;
    expect((await newsMails()).some((mail) => mail.subject?.endsWith('Stage de Noël'))).toBe(true);
    await call(app, 'DELETE', `${PATH}/${published.body.idActualite}`, { token: manager.token });
    await runNotices();
    expect(await newsMails()).toHaveLength(sent);
    const [row] = await testDb.db
      .select()
      .from(hallNews)
      .where(and(eq(hallNews.id, published.body.idActualite), eq(hallNews.slug, 'stage-de-noel')));
    expect(row?.withdrawnAt).not.toBeNull();
  });
});

describe("who may publish a hall's news", () => {
  it('refuses a receptionist (403) on every call, and changes nothing', async () => {
    const desk = await createStaffMember(app, HALL, 'accueil');
    const news = await publish({ titre: "Pour l'accueil", resume: 'R' });
    const forbidden = { status: 403, body: { description: staffMessages.roleForbidden } };
    const count = (await testDb.db.select().from(hallNews)).length;
    expect(await call(app, 'GET', PATH, { token: desk.token })).toEqual(forbidden);
    expect(await publish({ titre: 'Refusée', resume: 'R' }, desk.token)).toEqual(forbidden);
    expect(await call(app, 'DELETE', `${PATH}/${news.body.idActualite}`, { token: desk.token })).toEqual(
      forbidden,
    );
    expect((await testDb.db.select().from(hallNews)).length).toBe(count);
    const [kept] = await testDb.db.select().from(hallNews).where(eq(hallNews.id, news.body.idActualite));
    expect(kept?.withdrawnAt).toBeNull();
  });

  it("answers 403 for another hall's key and 404 for another hall's news", async () => {
    const elsewhere = await createStaffMember(app, 'multisalle-ajaccio', 'gestionnaire');
    const forbidden = { status: 403, body: { description: staffMessages.hallForbidden } };
    expect(await call(app, 'GET', PATH, { token: elsewhere.token })).toEqual(forbidden);
    expect(await publish({ titre: 'Intrus', resume: 'R' }, elsewhere.token)).toEqual(forbidden);
    const theirs = await publish(
      { titre: 'Beach volley', resume: 'R' },
      elsewhere.token,
      '/api/gestion/salles/multisalle-ajaccio/actualites',
    );
    expect(theirs.body.chemin).toBe('/multisalle/multisalle-ajaccio');
    expect(await call(app, 'DELETE', `${PATH}/${theirs.body.idActualite}`, { token: manager.token })).toEqual(
      {
        status: 404,
        body: { description: hallNewsMessages.unknownNews },
      },
    );
    const ours = await call(app, 'GET', PATH, { token: manager.token });
    expect(ours.body.actualites.map((news: { titre: string }) => news.titre)).not.toContain('Beach volley');
  });
});
