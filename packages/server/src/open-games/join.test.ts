import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { TestPlayer } from '../cart/cart-test-helpers.ts';
import { openGamePlayers, reservationParticipants } from '../db/schema.ts';
import { createGuest, guestMissing } from '../reservations/accept-test-helpers.ts';
import { call } from '../routes/accounts-test-helpers.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { openGameMessages } from './messages.ts';
import { gameFor, setLevel, type TestGame } from './open-games-test-helpers.ts';

// Joining an open game: the invitation answer through the game's public link, with the open
// game's rules on top (places offered, level range and requests, 3 games at once, blocks).

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db });
});
afterAll(() => testDb.close());

type OpenGame = TestGame & { publicToken: string };

/** A reservation of `organiser`, opened with `terms` (2 places offered unless told). */
async function openGame(
  organiser: TestPlayer,
  terms: Record<string, unknown> = {},
  maxPlaces = 4,
): Promise<OpenGame> {
  const g = await gameFor(testDb.db, organiser.userId, { maxPlaces });
  const opened = await call(app, 'POST', '/api/v2/partie_ouverte', {
    token: organiser.token,
    body: { uuidReservation: g.id, nbPlacesOffertes: 2, ...terms },
  });
  expect(opened.status).toBe(200);
  const view = await call(app, 'GET', `/api/v2/partie_ouverte/${g.id}`, { token: organiser.token });
  return { ...g, publicToken: view.body.partie.jetonPartie };
}
const join = (g: OpenGame, p: TestPlayer, reponse = 2, contactIds = [p.contactId]) =>
  call(app, 'POST', '/api/v2/invitation/reponse', {
    token: p.token,
    body: {
      uuidReservation: g.id,
      uuidInvitation: g.publicToken,
      reponses: contactIds.map((idUser) => ({ idUser, reponse })),
    },
  });
const ask = (g: OpenGame, p: TestPlayer) =>
  call(app, 'POST', '/api/v2/partie_ouverte/demande', {
    token: p.token,
    body: { uuidReservation: g.id, jetonPartie: g.publicToken },
  });
const decide = (g: OpenGame, organiser: TestPlayer, p: TestPlayer, accepte: boolean) =>
  call(app, 'POST', '/api/v2/partie_ouverte/demande/decision', {
    token: organiser.token,
    body: { uuidReservation: g.id, idContact: p.contactId, accepte },
  });
const waitingList = (g: OpenGame, p: TestPlayer) =>
  call(app, 'POST', '/api/v2/reservation/liste_attente', {
    token: p.token,
    body: { uuidReservation: g.id, uuidInvitation: g.publicToken },
  });
const readPublic = (g: OpenGame, p?: TestPlayer) =>
  call(app, 'GET', `/api/v2/reservations/groupe/invitation?reservation=${g.id}&invitation=${g.publicToken}`, {
    token: p?.token,
  });
async function acceptedOn(g: OpenGame) {
  const rows = await testDb.db
    .select()
    .from(reservationParticipants)
    .where(and(eq(reservationParticipants.reservationId, g.id), eq(reservationParticipants.answer, 2)));
  return rows.length;
}

describe('joining through the public link', () => {
  it('is the invitation answer: conditions asked, places offered counted, closed link refused', async () => {
    const organiser = await createGuest(testDb.db);
    const g = await openGame(organiser);
    expect((await readPublic(g)).body.reservation).toMatchObject({ nbPlaceMax: 4, nbPlaceRestante: 2 });
    const noCard = await guestMissing(testDb.db, 'card');
    expect(await join(g, noCard)).toMatchObject({ status: 403, body: { sCodeErreur: 'MULTISALLE-006' } });
    const noPhone = await guestMissing(testDb.db, 'phone');
    expect(await join(g, noPhone)).toMatchObject({ status: 403, body: { sCodeErreur: 'MULTISALLE-004' } });

    const a = await createGuest(testDb.db);
    expect(await join(g, a)).toEqual({ status: 200, body: { succes: true } });
    expect((await readPublic(g)).body.reservation.nbPlaceRestante).toBe(1);
    const closed = await call(app, 'DELETE', '/api/v2/partie_ouverte', {
      token: organiser.token,
      body: { uuidReservation: g.id },
    });
    expect(closed.status).toBe(200);
    const b = await createGuest(testDb.db);
    expect(await join(g, b)).toMatchObject({ status: 404, body: { sCodeErreur: 'RESERVATION-001' } });
    expect((await readPublic(g)).status).toBe(404);
    // The organiser's own invitation link still works for the friends they sent it to.
    const friend = await call(app, 'POST', '/api/v2/invitation/reponse', {
      token: b.token,
      body: {
        uuidReservation: g.id,
        uuidInvitation: g.token,
        reponses: [{ idUser: b.contactId, reponse: 2 }],
      },
    });
    expect(friend.status).toBe(200);
    expect(await acceptedOn(g)).toBe(3);
  });

  it('says « complet » once the places offered are taken, offers the waiting list, and frees a place on a refusal', async () => {
    const organiser = await createGuest(testDb.db);
    const g = await openGame(organiser, { nbPlacesOffertes: 1 });
    const [a, b] = [await createGuest(testDb.db), await createGuest(testDb.db)];
    expect((await join(g, a)).status).toBe(200);
    expect(await join(g, b)).toMatchObject({ status: 409, body: { sCodeErreur: 'RESERVATION-019' } });
    expect(await waitingList(g, b)).toMatchObject({ status: 200, body: { position: 1 } });
    expect((await join(g, a, 1)).status).toBe(200);
    expect((await readPublic(g, b)).body.listeAttente.placeReserveeJusqua).not.toBeNull();
    expect((await join(g, b)).status).toBe(200);
  });
});

describe('the level range', () => {
  it('lets a player outside it ask; the organiser accepts, then the player joins; a decline stays declined', async () => {
    const organiser = await createGuest(testDb.db);
    const g = await openGame(organiser, { niveauMin: 3, niveauMax: 5 });
    const [inside, low, high, newcomer] = await Promise.all([1, 2, 3, 4].map(() => createGuest(testDb.db)));
    if (!inside || !low || !high || !newcomer) throw new Error('no players');
    await setLevel(testDb.db, inside.userId, g.sportId, 4.2);
    await setLevel(testDb.db, low.userId, g.sportId, 1.8);
    await setLevel(testDb.db, high.userId, g.sportId, 6.4);

    expect(await ask(g, inside)).toMatchObject({
      status: 409,
      body: { szErreur: openGameMessages.levelFits },
    });
    expect((await join(g, inside)).status).toBe(200);
    expect(await join(g, low)).toMatchObject({
      status: 403,
      body: { description: openGameMessages.outsideLevel },
    });
    expect(await join(g, newcomer)).toMatchObject({ status: 403 });
    expect(await ask(g, low)).toEqual({ status: 200, body: { succes: true } });
    expect(await ask(g, low)).toMatchObject({
      status: 409,
      body: { szErreur: openGameMessages.alreadyAsked },
    });
    expect((await ask(g, high)).status).toBe(200);

    // Another player cannot decide; the organiser sees the requests with pseudonyms and levels.
    expect((await decide(g, inside, low, true)).status).toBe(403);
    const view = await call(app, 'GET', `/api/v2/partie_ouverte/${g.id}`, { token: organiser.token });
    expect(view.body.partie.joueurs).toEqual([
      expect.objectContaining({ idContact: inside.contactId, niveau: 4.2, statut: 'joined' }),
      expect.objectContaining({ idContact: low.contactId, niveau: 1.8, statut: 'requested' }),
      expect.objectContaining({ idContact: high.contactId, niveau: 6.4, statut: 'requested' }),
    ]);
    expect((await decide(g, organiser, low, true)).status).toBe(200);
    expect((await decide(g, organiser, high, false)).status).toBe(200);
    expect((await decide(g, organiser, high, true)).status).toBe(409);
    expect((await join(g, low)).status).toBe(200);
    expect((await join(g, high)).status).toBe(403);
    expect(await ask(g, high)).toMatchObject({
      status: 403,
      body: { description: openGameMessages.declined },
    });
  });
});

describe('abuse', () => {
  it('keeps a player to 3 open games of others at once (their own not counted)', async () => {
    const player = await createGuest(testDb.db);
    const own = await openGame(player);
    const games = [];
    for (let i = 0; i < 4; i++) games.push(await openGame(await createGuest(testDb.db)));
    const [g1, g2, g3, g4] = games as [OpenGame, OpenGame, OpenGame, OpenGame];
    for (const g of [g1, g2, g3]) expect((await join(g, player)).status).toBe(200);
    expect(await join(g4, player)).toMatchObject({
      status: 409,
      body: { szErreur: openGameMessages.tooManyGames },
    });
    expect(await acceptedOn(g4)).toBe(1);
    // Leaving one makes room again.
    expect((await join(g1, player, 1)).status).toBe(200);
    expect((await join(g4, player)).status).toBe(200);
    expect(own.id).toBeTruthy();
  });

  it('counts a player joining 5 open games at once one after the other: exactly 3 succeed', async () => {
    const player = await createGuest(testDb.db);
    const games = await Promise.all(
      Array.from({ length: 5 }, async () => openGame(await createGuest(testDb.db))),
    );
    const answers = await Promise.all(games.map((g) => join(g, player)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    for (const r of answers.filter((a) => a.status !== 200))
      expect(r).toMatchObject({ status: 409, body: { szErreur: openGameMessages.tooManyGames } });
  });

  it('lets an organiser block a player from their games, and lift the block', async () => {
    const organiser = await createGuest(testDb.db);
    const g = await openGame(organiser, {}, 4);
    const pest = await createGuest(testDb.db);
    const block = (method: string, token = organiser.token) =>
      call(app, method, '/api/v2/partie_ouverte/blocage', { token, body: { idContact: pest.contactId } });
    expect(await block('POST')).toEqual({ status: 200, body: { succes: true } });
    expect(await join(g, pest)).toMatchObject({
      status: 403,
      body: { description: openGameMessages.blocked },
    });
    expect((await ask(g, pest)).status).toBe(403);
    expect(await acceptedOn(g)).toBe(1);
    const self = await call(app, 'POST', '/api/v2/partie_ouverte/blocage', {
      token: organiser.token,
      body: { idContact: organiser.contactId },
    });
    expect(self).toMatchObject({ status: 409, body: { szErreur: openGameMessages.selfBlock } });
    expect(
      (await call(app, 'POST', '/api/v2/partie_ouverte/blocage', { token: organiser.token, body: {} }))
        .status,
    ).toBe(422);
    expect((await block('DELETE')).status).toBe(200);
    expect((await join(g, pest)).status).toBe(200);
  });
});

describe('places never overflow', () => {
  it('lets exactly 2 of 30 players asking at once into a game offering 2 places; the 28 others are told it is full', async () => {
    const organiser = await createGuest(testDb.db);
    // 5 places, the organiser in: 4 left, 2 offered to strangers.
    const g = await openGame(organiser, { nbPlacesOffertes: 2 }, 5);
    const players = await Promise.all(Array.from({ length: 30 }, () => createGuest(testDb.db)));
    const answers = await Promise.all(players.map((p) => join(g, p)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(28);
    for (const r of refused) expect(r.body.sCodeErreur).toBe('RESERVATION-019');
    expect(await acceptedOn(g)).toBe(3);
    const joined = await testDb.db
      .select()
      .from(openGamePlayers)
      .where(eq(openGamePlayers.reservationId, g.id));
    expect(joined.filter((j) => j.status === 'joined')).toHaveLength(2);
    const late = players[answers.findIndex((a) => a.status !== 200)] as TestPlayer;
    expect(await waitingList(g, late)).toMatchObject({ status: 200, body: { position: 1 } });
  });
});
