import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../accounts/outbox.ts';
import { createApp } from '../app.ts';
import type { TestPlayer } from '../cart/cart-test-helpers.ts';
import { PLACE_HOLD_MS, reservations, users, waitingListEntries } from '../db/schema.ts';
import {
  addFamilyContact,
  insertReservation,
  reservationWithLink,
} from '../payments/settlement/settlement-test-helpers.ts';
// Players who meet every condition of an accept, a saved card included.
import { createGuest as createPlayer } from '../reservations/accept-test-helpers.ts';
import { readInvitation } from '../reservations/invitation-view.ts';
import { sweepWaitingLists, waitingListMessages } from '../reservations/waiting-list.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { call, readOutbox } from './accounts-test-helpers.ts';

// Beyond the spec: the waiting list of a full reservation (« Me prévenir si une place se libère »). A freed
// place goes to the first in line by mail and is held for them 30 minutes, then passes to the next. The
// reservation here has 4 places: the organiser and 3 players fill it.

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;
const HOUR = 3_600_000;
const SITE = 'http://localhost:8080';

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db, accounts: { siteUrl: SITE } });
});
afterAll(() => testDb.close());

type Game = { id: string; token: string };

/** A 4-place reservation in 3 days, full: its organiser and three players who accepted. */
async function fullGame() {
  const organiser = await createPlayer(testDb.db);
  const g: Game = await reservationWithLink(testDb.db, organiser.userId);
  const players = [
    await createPlayer(testDb.db),
    await createPlayer(testDb.db),
    await createPlayer(testDb.db),
  ];
  for (const p of players) expect((await answer(g, p, 2)).status).toBe(200);
  return { g, organiser, players };
}

const read = (g: Game, p: TestPlayer) =>
  call(app, 'GET', `/api/v2/reservations/groupe/invitation?reservation=${g.id}&invitation=${g.token}`, {
    token: p.token,
  });
const answer = (g: Game, p: TestPlayer, reponse: number) =>
  call(app, 'POST', '/api/v2/invitation/reponse', {
    token: p.token,
    body: { uuidReservation: g.id, uuidInvitation: g.token, reponses: [{ idUser: p.contactId, reponse }] },
  });
const join = (g: Game, p: TestPlayer) =>
  call(app, 'POST', '/api/v2/reservation/liste_attente', {
    token: p.token,
    body: { uuidReservation: g.id, uuidInvitation: g.token },
  });
const leave = (g: Game, p: TestPlayer) =>
  call(app, 'DELETE', '/api/v2/reservation/liste_attente', {
    token: p.token,
    body: { uuidReservation: g.id, uuidInvitation: g.token },
  });

async function emailOf(p: TestPlayer) {
  const [row] = await testDb.db.select({ email: users.email }).from(users).where(eq(users.id, p.userId));
  return row?.email ?? '';
}
async function mailsTo(p: TestPlayer) {
  const email = await emailOf(p);
  return (await readOutbox(app)).filter((m) => m.to === email);
}
async function statusOf(g: Game, p: TestPlayer) {
  const [row] = await testDb.db
    .select({ status: waitingListEntries.status, expires: waitingListEntries.offerExpiresAt })
    .from(waitingListEntries)
    .where(and(eq(waitingListEntries.reservationId, g.id), eq(waitingListEntries.contactId, p.contactId)));
  return row;
}

describe('joining the waiting list', () => {
  it('puts players in line on a full reservation, once each, and tells each their position', async () => {
    const { g, players } = await fullGame();
    const [d, e] = [await createPlayer(testDb.db), await createPlayer(testDb.db)];
    expect((await read(g, d)).body).toMatchObject({
      reservation: { nbPlaceRestante: 0 },
      listeAttente: { enAttente: 0, position: null, placeReserveeJusqua: null },
    });
    expect(await join(g, d)).toMatchObject({ status: 200, body: { position: 1 } });
    expect(await join(g, e)).toMatchObject({ status: 200, body: { position: 2 } });
    expect(await join(g, d)).toMatchObject({ status: 200, body: { position: 1 } });
    expect((await read(g, e)).body.listeAttente).toEqual({
      enAttente: 2,
      position: 2,
      placeReserveeJusqua: null,
    });

    const playing = await join(g, players[0] as TestPlayer);
    expect(playing).toMatchObject({ status: 409, body: { szErreur: waitingListMessages.alreadyPlaying } });
  });

  it('refuses while a place is free, once answers are closed, without a session, and a malformed body', async () => {
    const organiser = await createPlayer(testDb.db);
    const id = await insertReservation(testDb.db, organiser.userId, {
      startsAt: new Date(Date.now() + 72 * HOUR),
    });
    const [row] = await testDb.db.select().from(reservations).where(eq(reservations.id, id));
    const g = { id, token: row?.invitationToken ?? '' };
    const d = await createPlayer(testDb.db);
    expect(await join(g, d)).toMatchObject({
      status: 409,
      body: { szErreur: waitingListMessages.placeFree },
    });

    // 10 minutes before the start answers are locked (the 15-minute rule): the list is closed too.
    const soonId = await insertReservation(testDb.db, organiser.userId, {
      startsAt: new Date(Date.now() + 10 * 60_000),
    });
    const [soon] = await testDb.db.select().from(reservations).where(eq(reservations.id, soonId));
    const closed = await join({ id: soonId, token: soon?.invitationToken ?? '' }, d);
    expect(closed).toMatchObject({ status: 409, body: { szErreur: waitingListMessages.closed } });

    const anonymous = await call(app, 'POST', '/api/v2/reservation/liste_attente', {
      body: { uuidReservation: g.id, uuidInvitation: g.token },
    });
    expect(anonymous.status).toBe(401);
    const malformed = await call(app, 'POST', '/api/v2/reservation/liste_attente', {
      token: d.token,
      body: { uuidReservation: 'x', uuidInvitation: g.token },
    });
    expect(malformed.status).toBe(422);
    expect(JSON.stringify(malformed.body)).toContain("L'identifiant de la réservation n'est pas valide");
    const wrongToken = await join({ id: g.id, token: 'f'.repeat(32) }, d);
    expect(wrongToken).toMatchObject({ status: 404, body: { sCodeErreur: 'RESERVATION-001' } });
    expect(
      await testDb.db.select().from(waitingListEntries).where(eq(waitingListEntries.reservationId, g.id)),
    ).toEqual([]);
  });
});

describe('a freed place', () => {
  it('goes by mail to the first in line, is held for them 30 minutes, and they take it', async () => {
    const { g, organiser, players } = await fullGame();
    const [b] = players as [TestPlayer];
    const [d, e] = [await createPlayer(testDb.db), await createPlayer(testDb.db)];
    await join(g, d);
    await join(g, e);

    const before = Date.now();
    expect((await answer(g, b, 1)).status).toBe(200);
    const [mail] = await mailsTo(d);
    expect(mail?.subject).toMatch(/^Une place s'est libérée\s: /);
    expect(mail?.text).toContain("acceptez l'invitation pour la prendre");
    expect(mail?.links[0]).toBe(`${SITE}/invitation/${g.id}/${g.token}/validation/${d.contactId}`);
    expect(await mailsTo(e)).toEqual([]);
    const held = await statusOf(g, d);
    expect(held?.status).toBe('offered');
    expect(held?.expires?.getTime()).toBeGreaterThanOrEqual(before + PLACE_HOLD_MS);

    // The place is D's: D sees it, E and any other player see none and cannot take it.
    expect((await read(g, d)).body).toMatchObject({
      reservation: { nbPlaceRestante: 1 },
      listeAttente: { position: null },
    });
    expect((await read(g, d)).body.listeAttente.placeReserveeJusqua).toBe(held?.expires?.toISOString());
    expect((await read(g, e)).body).toMatchObject({
      reservation: { nbPlaceRestante: 0 },
      listeAttente: { position: 1 },
    });
    expect(await answer(g, e, 2)).toMatchObject({ status: 409, body: { sCodeErreur: 'RESERVATION-019' } });
    const outsider = await createPlayer(testDb.db);
    expect(await answer(g, outsider, 2)).toMatchObject({
      status: 409,
      body: { sCodeErreur: 'RESERVATION-019' },
    });

    // The organiser sees the list in MES RÉSERVATIONS; the others see none of it.
    const list = await call(app, 'GET', `/api/v2/user/${organiser.userId}/liste_reservations`, {
      token: organiser.token,
    });
    const line = list.body.reservations.find((r: { id_reservation: string }) => r.id_reservation === g.id);
    expect(line.listeAttente).toHaveLength(2);
    expect(line.listeAttente[0].placeReserveeJusqua).toBe(held?.expires?.toISOString());
    expect(line.listeAttente[1].placeReserveeJusqua).toBeNull();
    const theirs = await call(app, 'GET', `/api/v2/user/${d.userId}/liste_reservations`, { token: d.token });
    expect(theirs.body.reservations).toEqual([]);

    expect((await answer(g, d, 2)).status).toBe(200);
    expect((await statusOf(g, d))?.status).toBe('taken');
    expect((await read(g, e)).body.listeAttente).toEqual({
      enAttente: 1,
      position: 1,
      placeReserveeJusqua: null,
    });
  });

  it('passes to the next in line when the 30-minute hold runs out', async () => {
    const { g, players } = await fullGame();
    const [d, e] = [await createPlayer(testDb.db), await createPlayer(testDb.db)];
    await join(g, d);
    await join(g, e);
    await answer(g, players[1] as TestPlayer, 0);
    expect((await statusOf(g, d))?.status).toBe('offered');

    const deps = { mailer: createMailer(testDb.db, { mailFrom: 'test' }), siteUrl: SITE };
    expect(await sweepWaitingLists(testDb.db, deps, new Date(Date.now() + 29 * 60_000))).toBe(0);
    expect((await statusOf(g, d))?.status).toBe('offered');
    const later = new Date(Date.now() + PLACE_HOLD_MS + 60_000);
    expect(await sweepWaitingLists(testDb.db, deps, later)).toBe(1);
    expect((await statusOf(g, d))?.status).toBe('expired');
    expect((await statusOf(g, e))?.status).toBe('offered');
    const [mail] = await mailsTo(e);
    expect(mail?.links[0]).toBe(`${SITE}/invitation/${g.id}/${g.token}/validation/${e.contactId}`);
    const seenByD = await readInvitation(
      testDb.db,
      { reservationId: g.id, token: g.token, caller: d },
      later,
    );
    expect(seenByD?.reservation.nbPlaceRestante).toBe(0);
    expect(seenByD?.listeAttente).toEqual({ enAttente: 0, position: null, placeReserveeJusqua: null });

    expect((await answer(g, e, 2)).status).toBe(200);
    expect((await statusOf(g, e))?.status).toBe('taken');
    // D may join again, at the back of the line.
    expect(await join(g, d)).toMatchObject({ status: 200, body: { position: 1 } });
  });

  it('goes to the next when the holder leaves the list', async () => {
    const { g, players } = await fullGame();
    const [d, e] = [await createPlayer(testDb.db), await createPlayer(testDb.db)];
    await join(g, d);
    await join(g, e);
    await answer(g, players[2] as TestPlayer, 1);
    expect((await leave(g, d)).status).toBe(200);
    expect((await statusOf(g, d))?.status).toBe('left');
    expect((await statusOf(g, e))?.status).toBe('offered');
    expect(await mailsTo(e)).toHaveLength(1);
    expect(await leave(g, d)).toMatchObject({
      status: 409,
      body: { szErreur: waitingListMessages.notOnList },
    });
  });

  it('is concurrency-safe: 20 players racing the holder for the held place all get RESERVATION-019', async () => {
    const { g, players } = await fullGame();
    const d = await createPlayer(testDb.db);
    await join(g, d);
    await answer(g, players[0] as TestPlayer, 1);
    const racers = await Promise.all(Array.from({ length: 20 }, () => createPlayer(testDb.db)));
    const answers = await Promise.all([...racers.map((p) => answer(g, p, 2)), answer(g, d, 2)]);
    const holder = answers.pop();
    expect(holder?.status).toBe(200);
    for (const a of answers) expect(a.body.sCodeErreur).toBe('RESERVATION-019');
    expect((await read(g, d)).body.reservation.nbPlaceRestante).toBe(0);
  });
});

describe('a family member deleted from MA FAMILLE', () => {
  it('frees their place on a full reservation and offers it to the first in line at once, not at the next sweep', async () => {
    const organiser = await createPlayer(testDb.db);
    const g: Game = await reservationWithLink(testDb.db, organiser.userId);
    const [b, parent] = [await createPlayer(testDb.db), await createPlayer(testDb.db)];
    const child = await addFamilyContact(testDb.db, parent.userId);
    expect((await answer(g, b, 2)).status).toBe(200);
    const withChild = await call(app, 'POST', '/api/v2/invitation/reponse', {
      token: parent.token,
      body: {
        uuidReservation: g.id,
        uuidInvitation: g.token,
        reponses: [
          { idUser: parent.contactId, reponse: 2 },
          { idUser: child, reponse: 2 },
        ],
      },
    });
    expect(withChild.status).toBe(200);
    const waiting = await createPlayer(testDb.db);
    expect(await join(g, waiting)).toMatchObject({ status: 200, body: { position: 1 } });

    const deleted = await call(app, 'DELETE', `/api/v2/user/parent/${child}`, { token: parent.token });
    expect(deleted.status).toBe(200);
    expect((await statusOf(g, waiting))?.status).toBe('offered');
    expect(await mailsTo(waiting)).toHaveLength(1);
    // The place is the waiting player's while the hold lasts: nobody else sees it free.
    expect((await read(g, b)).body.reservation.nbPlaceRestante).toBe(0);
  });
});
