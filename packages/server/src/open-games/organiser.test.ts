import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsConfigFromEnv, createAccounts } from '../accounts/index.ts';
import { createApp } from '../app.ts';
import type { TestPlayer } from '../cart/cart-test-helpers.ts';
import { contacts, openGames, reservations, users } from '../db/schema.ts';
import { createGuest } from '../reservations/accept-test-helpers.ts';
import { call } from '../routes/accounts-test-helpers.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { openGameMessages } from './messages.ts';
import { gameFor, setLevel, type TestGame } from './open-games-test-helpers.ts';

// Open games: the organiser opens and closes a game on both API bases, and the public list
// shows the games strangers can still join, soonest first, with pseudonyms and levels only.

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db });
});
afterAll(() => testDb.close());

const open = (g: TestGame, p: TestPlayer, body: Record<string, unknown> = {}) =>
  call(app, 'POST', '/api/v2/partie_ouverte', {
    token: p.token,
    body: { uuidReservation: g.id, nbPlacesOffertes: 2, ...body },
  });
const close = (g: TestGame, p: TestPlayer) =>
  call(app, 'DELETE', '/api/v2/partie_ouverte', { token: p.token, body: { uuidReservation: g.id } });
const list = async (query = '') => call(app, 'GET', `/api/v2/parties-ouvertes${query}`);
const ids = (body: { partiesOuvertes: { idReservation: string }[] }) =>
  body.partiesOuvertes.map((g) => g.idReservation);

describe('opening and closing a game', () => {
  it('lets the organiser open their game, shows its free places and closes it again', async () => {
    const organiser = await createGuest(testDb.db);
    const g = await gameFor(testDb.db, organiser.userId);
    const opened = await open(g, organiser, { niveauMin: 3, niveauMax: 5, message: 'Venez jouer\u00a0!' });
    expect(opened).toEqual({ status: 200, body: { succes: true } });
    const view = await call(app, 'GET', `/api/v2/partie_ouverte/${g.id}`, { token: organiser.token });
    expect(view.body).toMatchObject({
      ouverte: true,
      partie: {
        nbPlacesOffertes: 2,
        nbPlacesLibres: 2,
        niveauMin: 3,
        niveauMax: 5,
        message: 'Venez jouer\u00a0!',
      },
    });
    expect(view.body.partie.lien).toBe(`/invitation/${g.id}/${view.body.partie.jetonPartie}`);
    expect(view.body.partie.jetonPartie).not.toBe(g.token);
    expect(ids((await list()).body)).toContain(g.id);

    expect(await close(g, organiser)).toEqual({ status: 200, body: { succes: true } });
    expect(ids((await list()).body)).not.toContain(g.id);
    expect(
      (await call(app, 'GET', `/api/v2/partie_ouverte/${g.id}`, { token: organiser.token })).body.ouverte,
    ).toBe(false);
    expect((await close(g, organiser)).status).toBe(200);
  });

  it('answers another player with a French 403 and changes nothing; an unknown game is a 404', async () => {
    const organiser = await createGuest(testDb.db);
    const other = await createGuest(testDb.db);
    const g = await gameFor(testDb.db, organiser.userId);
    expect(await open(g, other)).toMatchObject({ status: 403, body: { sCodeErreur: 'RESERVATION-017' } });
    expect(typeof (await open(g, other)).body.szErreur).toBe('string');
    expect(await testDb.db.select().from(openGames).where(eq(openGames.reservationId, g.id))).toEqual([]);
    expect((await open(g, organiser)).status).toBe(200);
    expect((await close(g, other)).status).toBe(403);
    expect((await call(app, 'GET', `/api/v2/partie_ouverte/${g.id}`, { token: other.token })).status).toBe(
      403,
    );
    expect(ids((await list()).body)).toContain(g.id);
    const unknown = { ...g, id: '00000000-0000-4000-8000-000000000000' };
    expect(await open(unknown, organiser)).toMatchObject({
      status: 404,
      body: { sCodeErreur: 'RESERVATION-001' },
    });
    expect(
      (await call(app, 'POST', '/api/v2/partie_ouverte', { body: { uuidReservation: g.id } })).status,
    ).toBe(401);
  });

  it('refuses bad input with the French 422 envelope, and more places than the game has left', async () => {
    const organiser = await createGuest(testDb.db);
    const g = await gameFor(testDb.db, organiser.userId);
    const cases: [Record<string, unknown>, string][] = [
      [{ nbPlacesOffertes: 0 }, 'Offrez au moins une place'],
      [{ nbPlacesOffertes: 1.5 }, 'Le nombre de places offertes doit être un entier'],
      [{ niveauMin: 0 }, 'Le niveau doit être un entier de 1 à 7'],
      [{ niveauMax: 8 }, 'Le niveau doit être un entier de 1 à 7'],
      [{ niveauMin: 5, niveauMax: 3 }, 'Le niveau minimum ne peut pas dépasser le niveau maximum'],
      [{ message: 'x'.repeat(281) }, 'Le message fait 280 caractères au plus'],
      [{ uuidReservation: 'abc' }, "L'identifiant de la réservation n'est pas valide"],
    ];
    for (const [body, message] of cases) {
      const answer = await open(g, organiser, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.description).toBe('La requête contient des données invalides.');
      expect(JSON.stringify(answer.body.violations)).toContain(message);
    }
    expect(await open(g, organiser, { nbPlacesOffertes: 4 })).toMatchObject({
      status: 409,
      body: { szErreur: openGameMessages.tooManyOffered },
    });
    expect((await open(g, organiser, { nbPlacesOffertes: 3, message: 'x'.repeat(280) })).status).toBe(200);
  });

  it('opens and closes on the legacy base too, with its session', async () => {
    const organiser = await createGuest(testDb.db);
    const g = await gameFor(testDb.db, organiser.userId);
    const accounts = createAccounts(testDb.db, accountsConfigFromEnv({ isProduction: false }));
    const adminToken = await accounts.issueToken(organiser, 'admin');
    const opened = await call(app, 'POST', '/api/admin/reservations/partie-ouverte', {
      token: adminToken,
      body: { uuidReservation: g.id, nbPlacesOffertes: 1 },
    });
    expect(opened).toEqual({ status: 200, body: { succes: true } });
    expect(ids((await list()).body)).toContain(g.id);
    const other = await createGuest(testDb.db);
    const refused = await call(app, 'DELETE', '/api/admin/reservations/partie-ouverte', {
      token: other.token,
      body: { uuidReservation: g.id },
    });
    expect(refused.status).toBe(401);
    const closed = await call(app, 'DELETE', '/api/admin/reservations/partie-ouverte', {
      token: adminToken,
      body: { uuidReservation: g.id },
    });
    expect(closed.status).toBe(200);
    expect(ids((await list()).body)).not.toContain(g.id);
  });

  it('refuses to open a game within 15 minutes of its start', async () => {
    const organiser = await createGuest(testDb.db);
    const g = await gameFor(testDb.db, organiser.userId, { minutesAhead: 10 });
    expect(await open(g, organiser)).toMatchObject({
      status: 409,
      body: { szErreur: openGameMessages.closedAnswers },
    });
  });
});

describe('the public list of open games', () => {
  it('lists games soonest first, only those not started, not full, not locked, with filters', async () => {
    const organiser = await createGuest(testDb.db);
    const later = await gameFor(testDb.db, organiser.userId, { minutesAhead: 30 * 24 * 60 });
    const sooner = await gameFor(testDb.db, organiser.userId, { minutesAhead: 29 * 24 * 60 });
    const elsewhere = await gameFor(testDb.db, organiser.userId, {
      minutesAhead: 29 * 24 * 60 + 30,
      hallKey: 'multisalle-chateauroux',
    });
    const soon = await gameFor(testDb.db, organiser.userId, { minutesAhead: 20 });
    for (const g of [later, sooner, elsewhere, soon]) expect((await open(g, organiser)).status).toBe(200);
    await testDb.db
      .update(openGames)
      .set({ levelMin: 2, levelMax: 3 })
      .where(eq(openGames.reservationId, later.id));

    const all = ids((await list()).body);
    expect(all.indexOf(soon.id)).toBeLessThan(all.indexOf(sooner.id));
    expect(all.indexOf(sooner.id)).toBeLessThan(all.indexOf(elsewhere.id));
    expect(all.indexOf(elsewhere.id)).toBeLessThan(all.indexOf(later.id));

    const inHall = ids((await list(`?multisalle=${sooner.hallId}`)).body);
    expect(inHall).toContain(sooner.id);
    expect(inHall).not.toContain(elsewhere.id);
    expect(ids((await list(`?activite=${elsewhere.sportId}&multisalle=${elsewhere.hallId}`)).body)).toContain(
      elsewhere.id,
    );
    const otherSport = elsewhere.sportId === sooner.sportId ? undefined : elsewhere.sportId;
    if (otherSport) expect(ids((await list(`?activite=${otherSport}`)).body)).not.toContain(sooner.id);
    expect(ids((await list('?niveau=5')).body)).not.toContain(later.id);
    expect(ids((await list('?niveau=2.5')).body)).toContain(later.id);
    const from = new Date(Date.now() + 29 * 24 * 3_600_000 + 60 * 60_000).toISOString();
    const window = ids((await list(`?debut=${encodeURIComponent(from)}`)).body);
    expect(window).toContain(later.id);
    expect(window).not.toContain(sooner.id);
    const until = new Date(Date.now() + 24 * 3_600_000).toISOString();
    expect(ids((await list(`?fin=${encodeURIComponent(until)}`)).body)).toContain(soon.id);
    expect(ids((await list(`?fin=${encodeURIComponent(until)}`)).body)).not.toContain(sooner.id);

    // Within 15 minutes of the start the game is locked: it leaves the list.
    const locked = await gameFor(testDb.db, organiser.userId, { minutesAhead: 16 });
    expect((await open(locked, organiser)).status).toBe(200);
    // Moves the start to 10 minutes from now, as if time had passed.
    await testDb.db
      .update(reservations)
      .set({ startsAt: new Date(Date.now() + 10 * 60_000) })
      .where(eq(reservations.id, locked.id));
    expect(ids((await list()).body)).not.toContain(locked.id);
  });

  it('shows pseudonyms and levels only, and the message as the plain text it was written', async () => {
    const organiser = await createGuest(testDb.db);
    const g = await gameFor(testDb.db, organiser.userId);
    await setLevel(testDb.db, organiser.userId, g.sportId, 4.6);
    const message = '<b>Salut</b> & <script>alert(1)</script> « à ce soir »';
    expect((await open(g, organiser, { message, niveauMin: 3 })).status).toBe(200);
    const found = (await list(`?multisalle=${g.hallId}`)).body.partiesOuvertes.find(
      (p: { idReservation: string }) => p.idReservation === g.id,
    );
    const [me] = await testDb.db.select().from(contacts).where(eq(contacts.userId, organiser.userId));
    expect(found).toMatchObject({
      message,
      nbPlacesLibres: 2,
      niveauMin: 3,
      niveauMax: null,
      idMultisalle: g.hallId,
      organisateur: { pseudo: me?.pseudonym, niveau: 4.6, provisoire: false },
      joueurs: [{ pseudo: me?.pseudonym, niveau: 4.6, provisoire: false }],
    });
    const text = JSON.stringify(found);
    const [account] = await testDb.db.select().from(users).where(eq(users.id, organiser.userId));
    for (const secret of [account?.email, me?.lastName, me?.firstName, me?.phone, g.token]) {
      if (secret) expect(text).not.toContain(secret);
    }
  });

  it('hides a game whose places offered are taken, and refuses bad filters with the French 422', async () => {
    const organiser = await createGuest(testDb.db);
    const g = await gameFor(testDb.db, organiser.userId, { maxPlaces: 2 });
    expect((await open(g, organiser, { nbPlacesOffertes: 1 })).status).toBe(200);
    const guest = await createGuest(testDb.db);
    const view = await call(app, 'GET', `/api/v2/partie_ouverte/${g.id}`, { token: organiser.token });
    const joined = await call(app, 'POST', '/api/v2/invitation/reponse', {
      token: guest.token,
      body: {
        uuidReservation: g.id,
        uuidInvitation: view.body.partie.jetonPartie,
        reponses: [{ idUser: guest.contactId, reponse: 2 }],
      },
    });
    expect(joined.status).toBe(200);
    expect(ids((await list()).body)).not.toContain(g.id);

    for (const [query, message] of [
      ['?multisalle=abc', "L'identifiant de la salle doit être un entier positif"],
      ['?activite=0', "L'identifiant de l'activité doit être un entier positif"],
      ['?niveau=9', 'Le niveau doit être un nombre de 1 à 7'],
      ['?debut=demain', 'debut doit être une date ISO 8601'],
      ['?debut=2026-12-02T10:00:00%2B01:00&fin=2026-12-01T10:00:00%2B01:00', 'fin doit être après debut'],
    ]) {
      const answer = await list(query);
      expect(answer.status, query).toBe(422);
      expect(answer.body.description).toBe('La requête contient des données invalides.');
      expect(JSON.stringify(answer.body.violations)).toContain(message);
    }
  });

  it('is in the OpenAPI document', async () => {
    const doc = await call(app, 'GET', '/api/openapi.json');
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/v2/parties-ouvertes',
        '/api/v2/partie_ouverte',
        '/api/admin/reservations/partie-ouverte',
      ]),
    );
  });
});
