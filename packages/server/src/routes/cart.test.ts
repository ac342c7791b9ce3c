import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.ts';
import { addBody, createPlayer, idsOf, slotsOf, type TestPlayer } from '../cart/cart-test-helpers.ts';
import { CART_HOLD_MINUTES } from '../cart/hold-rules.ts';
import {
  bookings,
  contacts,
  conventionValidations,
  discounts,
  hallMembers,
  halls,
  reservationParticipants,
  reservations,
  safetyAttestations,
} from '../db/schema.ts';
import type { WireSlot } from '../planning/slot-wire.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { call } from './accounts-test-helpers.ts';

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;
const MINUTE = 60_000;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db });
  // daysUntil() is never today, so on that weekday it is 7 days ahead: one past the seeded 7-day window.
  await testDb.db.update(halls).set({ visibleDays: 8 }).where(eq(halls.key, 'multisalle-chateauroux'));
});
afterAll(() => testDb.close());
afterEach(() => {
  vi.useRealTimers();
});

const player = (options?: { isReady?: boolean; hasCard?: boolean }) => createPlayer(testDb.db, options);

/** A free plain slot of a hall and sport on a day, on a zone when given, starting at `hour` or later. */
async function freeSlot(hall: string, sport: string, daysFromToday: number, zone?: string, hour = '09') {
  const slots = await slotsOf(app, testDb.db, { hall, sport, daysFromToday });
  const slot = slots.find(
    (s) =>
      s.sStatut === 'disponible' &&
      s.typeCreneau !== 'place' &&
      s.typeCreneau !== 'cours' &&
      (zone === undefined || s.sLibelleZone === zone) &&
      s.dtDateHeureDebut.slice(11, 13) >= hour,
  );
  if (!slot) throw new Error(`no free ${sport} slot in ${hall}`);
  const { sportId } = await idsOf(testDb.db, hall, sport);
  return { slot, sportId, body: addBody(slot, sportId) };
}

/** A slot's status as `token`'s player sees it, read on the slot's own day (the tests below move the clock). */
async function statusFor(hall: string, sport: string, slot: WireSlot, token?: string) {
  const slots = await slotsOf(app, testDb.db, {
    hall,
    sport,
    daysFromToday: 0,
    token,
    now: new Date(slot.dtDateHeureDebut),
  });
  return slots.find((s) => s.nIdCreneau === slot.nIdCreneau)?.sStatut;
}

const add = (p: TestPlayer, body: unknown) =>
  call(app, 'POST', '/api/v2/panier/ajout', { token: p.token, body });
const cartOf = (p: TestPlayer) => call(app, 'GET', '/api/v2/panier', { token: p.token });
const validate = (p: TestPlayer, partagePaiement = false) =>
  call(app, 'POST', '/api/v2/panier/valide', { token: p.token, body: { partagePaiement } });

describe('cart: security and malformed requests', () => {
  it('answers 401 to every cart call without a token', async () => {
    const calls: [string, string, unknown?][] = [
      ['POST', '/api/v2/panier/ajout', { nIdSport: 1, nIdCreneau: 1, nIdZone: 1 }],
      ['GET', '/api/v2/panier'],
      ['PUT', '/api/v2/panier/modifie_ligne', { idLigne: 1, quantite: 1 }],
      ['POST', '/api/v2/panier/modifie', { partagePaiement: true }],
      ['DELETE', '/api/v2/panier/supprime/1'],
      ['POST', '/api/v2/panier/prolonge'],
      ['POST', '/api/v2/panier/valide', { partagePaiement: false }],
    ];
    for (const [method, path, body] of calls) {
      expect((await call(app, method, path, { body })).status, `${method} ${path}`).toBe(401);
    }
  });

  it('refuses malformed bodies with a French 422 and unknown slots with CRENEAU-001', async () => {
    const me = await player();
    const bad = await add(me, { nIdSport: 'x', nIdCreneau: 1 });
    expect(bad.status).toBe(422);
    expect(bad.body.violations.length).toBeGreaterThan(0);
    expect(
      (
        await call(app, 'PUT', '/api/v2/panier/modifie_ligne', {
          token: me.token,
          body: { idLigne: 1, quantite: 0 },
        })
      ).status,
    ).toBe(422);
    expect((await call(app, 'POST', '/api/v2/panier/modifie', { token: me.token, body: {} })).status).toBe(
      422,
    );
    expect((await call(app, 'DELETE', '/api/v2/panier/supprime/abc', { token: me.token })).status).toBe(422);
    const notDecodable = await add(me, { nIdSport: 1, nIdCreneau: 5, nIdZone: 1 });
    expect(notDecodable).toMatchObject({ status: 404, body: { sCodeErreur: 'CRENEAU-001' } });
    const { body } = await freeSlot('padel-park', 'PADEL', 5);
    expect((await add(me, { ...body, nIdZone: body.nIdZone + 1 })).body.sCodeErreur).toBe('CRENEAU-001');
    expect((await add(me, { ...body, nIdSport: body.nIdSport + 1 })).status).toBe(404);
  });

  it('refuses a past slot with 422 CRENEAU-014', async () => {
    const me = await player();
    const { body } = await freeSlot('padel-park', 'PADEL', 5);
    // The same offer seven days earlier: a real slot id, in the past.
    const past = await add(me, { ...body, nIdCreneau: body.nIdCreneau - 7 * 24 * 12 });
    expect(past).toMatchObject({ status: 422, body: { sCodeErreur: 'CRENEAU-014' } });
  });
});

describe('cart: holds', () => {
  it('adds a slot: panier for me, reserve for another player and a visitor, info when added twice', async () => {
    const [me, other] = [await player(), await player()];
    const { slot, body } = await freeSlot('padel-park', 'PADEL', 3);
    const added = await add(me, body);
    expect(added).toMatchObject({
      status: 200,
      body: { _type: 'succes', _message: 'Créneau ajouté au panier' },
    });
    expect(added.body.dtExpiration).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/);
    expect(await statusFor('padel-park', 'PADEL', slot, me.token)).toBe('panier');
    expect(await statusFor('padel-park', 'PADEL', slot, other.token)).toBe('reserve');
    expect(await statusFor('padel-park', 'PADEL', slot)).toBe('reserve');
    expect(await add(me, body)).toMatchObject({
      status: 200,
      body: { _type: 'info', _message: 'Ce créneau est déjà dans votre panier.' },
    });
    expect(await add(other, body)).toMatchObject({ status: 409, body: { sCodeErreur: 'CRENEAU-006' } });
  });

  it('refuses a court while another player holds the whole floor sharing its ground (409 CRENEAU-006)', async () => {
    const [me, other] = [await player(), await player()];
    const floor = await freeSlot('multisalle-chateauroux', 'BASKET 5X5', 5, 'Terrain central', '10');
    expect((await add(me, floor.body)).status).toBe(200);
    const courts = await slotsOf(app, testDb.db, {
      hall: 'multisalle-chateauroux',
      sport: 'BADMINTON',
      daysFromToday: 5,
    });
    const court = courts.find(
      (s) => s.sLibelleZone === 'Court de badminton 1' && s.dtDateHeureDebut === floor.slot.dtDateHeureDebut,
    );
    expect(court?.sStatut).toBe('reserve');
    const { sportId } = await idsOf(testDb.db, 'multisalle-chateauroux', 'BADMINTON');
    expect((await add(other, addBody(court as WireSlot, sportId))).body.sCodeErreur).toBe('CRENEAU-006');
  });

  it(`holds a slot ${CART_HOLD_MINUTES} minutes: still held at minute 14, bookable by another at minute 16`, async () => {
    expect(CART_HOLD_MINUTES).toBe(15);
    const [me, other] = [await player(), await player()];
    const { slot, body } = await freeSlot('padel-park', 'PADEL', 4);
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    expect((await add(me, body)).status).toBe(200);
    vi.setSystemTime(start + 14 * MINUTE);
    expect(await statusFor('padel-park', 'PADEL', slot, other.token)).toBe('reserve');
    expect((await add(other, body)).status).toBe(409);
    vi.setSystemTime(start + 16 * MINUTE);
    expect(await statusFor('padel-park', 'PADEL', slot, other.token)).toBe('disponible');
    expect(await statusFor('padel-park', 'PADEL', slot, me.token)).toBe('disponible');
    expect((await add(other, body)).body._type).toBe('succes');
  });

  it('extends every hold by 15 minutes from now, and refuses (409) when an expired hold was taken meanwhile', async () => {
    const [me, other] = [await player(), await player()];
    const first = await freeSlot('padel-park', 'PADEL', 6, 'Terrain de padel 1');
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    await add(me, first.body);
    vi.setSystemTime(start + 10 * MINUTE);
    const extended = await call(app, 'POST', '/api/v2/panier/prolonge', { token: me.token });
    expect(extended.status).toBe(200);
    expect(Date.parse(extended.body.dtExpiration)).toBe(Math.floor((start + 25 * MINUTE) / 1000) * 1000);
    vi.setSystemTime(start + 24 * MINUTE);
    expect(await statusFor('padel-park', 'PADEL', first.slot, other.token)).toBe('reserve');
    vi.setSystemTime(start + 26 * MINUTE);
    expect((await add(other, first.body)).status).toBe(200);
    const refused = await call(app, 'POST', '/api/v2/panier/prolonge', { token: me.token });
    expect(refused).toMatchObject({ status: 409, body: { sCodeErreur: 'CRENEAU-006' } });
    expect(refused.body.szErreur).toBe('Ce créneau est déjà réservé');
  });
});

describe('cart: lines', () => {
  it('lists lines with the wire fields; quantity stays 1 on a court and ≥ 1, ≤ places left on places', async () => {
    const me = await player();
    const court = await freeSlot('padel-park', 'PADEL', 2, 'Terrain de padel 1', '12');
    await add(me, court.body);
    const cart = await cartOf(me);
    expect(cart.status).toBe(200);
    const line = cart.body.contenu[0];
    expect(line).toMatchObject({
      idMultisalle: expect.any(Number),
      libelleMultisalle: expect.any(String),
      typeCreneau: null,
      sport: { idSport: court.sportId, libelle: 'PADEL' },
      tarif: court.slot.fTarif,
      quantite: 1,
      nbPlaceConseille: 4,
      date_heure_debut: court.slot.dtDateHeureDebut,
      date_heure_fin: court.slot.dtDateHeureFin,
      dureeCreneau: 90,
      nb_place: null,
      description: null,
    });
    expect(cart.body).toMatchObject({ tarif: court.slot.fTarif, v2: true, reductions: [] });
    const put = (idLigne: number, quantite: number) =>
      call(app, 'PUT', '/api/v2/panier/modifie_ligne', { token: me.token, body: { idLigne, quantite } });
    expect((await put(line.id, 2)).status).toBe(422);
    expect((await put(line.id, 1)).status).toBe(200);

    // FOOT5 individual places on Wednesday evening (10 places, some already taken in the seed).
    const slots = await slotsOf(app, testDb.db, {
      hall: 'multisalle-chateauroux',
      sport: 'FOOT5',
      daysFromToday: daysUntil(3),
    });
    const session = slots.find((s) => s.typeCreneau === 'place' && s.sStatut === 'disponible') as WireSlot;
    const { sportId } = await idsOf(testDb.db, 'multisalle-chateauroux', 'FOOT5');
    await add(me, addBody(session, sportId));
    const placeLine = (await cartOf(me)).body.contenu.find(
      (l: { typeCreneau: string }) => l.typeCreneau === 'place',
    );
    const left = (session.nbParticipantMax ?? 0) - (session.remplissage ?? 0);
    expect(placeLine).toMatchObject({ nb_place: left, quantite: 1, tarif: session.tarifIndividuel });
    const two = await put(placeLine.id, 2);
    expect(two.status).toBe(200);
    expect(two.body.contenu.find((l: { id: number }) => l.id === placeLine.id)).toMatchObject({
      quantite: 2,
      tarif: session.tarifIndividuel * 2,
      nbPlaceConseille: 2,
    });
    expect((await put(placeLine.id, left + 1)).status).toBe(422);
    expect((await put(placeLine.id, 0)).status).toBe(422);
  });

  it("deletes a line (204), which frees the slot; another player's line answers 404", async () => {
    const [me, other] = [await player(), await player()];
    const { slot, body } = await freeSlot('padel-park', 'PADEL', 5, 'Terrain de padel 2', '12');
    await add(me, body);
    const lineId = (await cartOf(me)).body.contenu[0].id;
    expect(
      (await call(app, 'DELETE', `/api/v2/panier/supprime/${lineId}`, { token: other.token })).status,
    ).toBe(404);
    const put = await call(app, 'PUT', '/api/v2/panier/modifie_ligne', {
      token: other.token,
      body: { idLigne: lineId, quantite: 1 },
    });
    expect(put.status).toBe(404);
    expect((await call(app, 'DELETE', `/api/v2/panier/supprime/${lineId}`, { token: me.token })).status).toBe(
      204,
    );
    expect(await statusFor('padel-park', 'PADEL', slot, other.token)).toBe('disponible');
    expect((await cartOf(me)).body).toMatchObject({ contenu: [], dtExpiration: null, tarif: 0 });
  });

  it('stores the bill-sharing choice', async () => {
    const me = await player();
    const answer = await call(app, 'POST', '/api/v2/panier/modifie', {
      token: me.token,
      body: { partagePaiement: true },
    });
    expect(answer).toMatchObject({ status: 200, body: { contenu: [], v2: true } });
  });
});

/** Days from today to the next ISO weekday (1 = Monday), at least 1. */
function daysUntil(weekday: number): number {
  const today = new Date(new Date().toLocaleString('en-US', { timeZone: 'Europe/Paris' })).getDay() || 7;
  return (weekday - today + 7) % 7 || 7;
}

describe('cart: validation', () => {
  it('turns the cart into reservations: organiser first participant, paiementRequis from the hall, rounded price per person', async () => {
    const me = await player();
    const basket = await freeSlot('multisalle-chateauroux', 'BASKET 3X3', 6, 'Terrain de volley-ball', '10');
    const sand = await freeSlot('multisalle-ajaccio', 'BEACH VOLLEY', 6);
    await add(me, basket.body);
    await add(me, sand.body);
    const answer = await validate(me, true);
    expect(answer.status).toBe(200);
    expect(answer.body.bSucces).toBe(true);
    const [first, second] = answer.body.reservations;
    // BASKET 3X3: 6 recommended players; the price rarely divides evenly, so it is rounded.
    expect(first).toMatchObject({
      paiementRequis: true,
      tarifParPersonne: Math.round(basket.slot.fTarif / 6),
      nbPlaceMax: 6,
      date: basket.slot.dtDateHeureDebut.slice(0, 10),
      heureDebut: basket.slot.dtDateHeureDebut.slice(11, 16),
      heureFin: basket.slot.dtDateHeureFin.slice(11, 16),
    });
    expect(Number.isInteger(first.tarifParPersonne)).toBe(true);
    // Ajaccio skips the payment step (ignorerEtapePaiement).
    expect(second).toMatchObject({
      paiementRequis: false,
      tarifParPersonne: Math.round(sand.slot.fTarif / 4),
    });
    const participants = await testDb.db
      .select()
      .from(reservationParticipants)
      .where(eq(reservationParticipants.reservationId, first.id_reservation));
    expect(participants).toEqual([
      expect.objectContaining({ userId: me.userId, contactId: me.contactId, isOrganiser: true, answer: 2 }),
    ]);
    const [row] = await testDb.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, first.id_reservation));
    expect(row).toMatchObject({ status: 'validate', organiserUserId: me.userId, isBillShared: true });
    // The holds end: the cart is empty and the slot is reserve for everyone, the organiser included.
    expect((await cartOf(me)).body.contenu).toEqual([]);
    expect(await statusFor('multisalle-chateauroux', 'BASKET 3X3', basket.slot, me.token)).toBe('reserve');
    expect(await statusFor('multisalle-chateauroux', 'BASKET 3X3', basket.slot)).toBe('reserve');
  });

  it("carries the cart's discount into the reservations: totals add up to the discounted cart, to the cent", async () => {
    const me = await player();
    const morning = await freeSlot('padel-park', 'PADEL', 4, 'Terrain de padel 1', '09');
    const evening = await freeSlot('padel-park', 'PADEL', 4, 'Terrain de padel 2', '18');
    await add(me, morning.body);
    await add(me, evening.body);
    const [bienvenue] = await testDb.db
      .select({ id: discounts.id })
      .from(discounts)
      .where(eq(discounts.code, 'BIENVENUE10'));
    const applied = await call(app, 'POST', `/api/v2/add-discount/${bienvenue?.id}/cart`, {
      token: me.token,
    });
    expect(applied.status).toBe(200);
    const subtotal = morning.slot.fTarif + evening.slot.fTarif;
    const cartTotal = subtotal - Math.round(subtotal * 0.1);
    expect(applied.body.tarif).toBe(cartTotal);

    const answer = await validate(me);
    expect(answer.status).toBe(200);
    const rows = await testDb.db
      .select({ id: reservations.id, total: reservations.totalCents, startsAt: reservations.startsAt })
      .from(reservations)
      .where(eq(reservations.organiserUserId, me.userId));
    expect(rows.reduce((sum, row) => sum + row.total, 0)).toBe(cartTotal);
    // Each court carries its own 10 % (to the cent), and PADEL's 4 recommended players share what is left.
    for (const { slot } of [morning, evening]) {
      const row = rows.find(
        (candidate) => candidate.startsAt.getTime() === Date.parse(slot.dtDateHeureDebut),
      );
      expect(Math.abs((row?.total ?? 0) - slot.fTarif * 0.9)).toBeLessThanOrEqual(1);
      const wire = answer.body.reservations.find(
        (r: { id_reservation: string }) => r.id_reservation === row?.id,
      );
      expect(wire.tarifParPersonne).toBe(Math.round((row?.total ?? 0) / 4));
    }
  });

  it('refuses with 409 CRENEAU-006 and books nothing when one slot was taken meanwhile', async () => {
    const me = await player();
    const free = await freeSlot('padel-park', 'PADEL', 3, 'Terrain de padel 2', '17');
    const taken = await freeSlot('padel-park', 'PADEL', 3, 'Terrain de padel 1', '17');
    await add(me, free.body);
    await add(me, taken.body);
    const [line] = (await cartOf(me)).body.contenu.filter(
      (l: { date_heure_debut: string }) => l.date_heure_debut === taken.slot.dtDateHeureDebut,
    );
    expect(line).toBeDefined();
    await testDb.db.insert(bookings).values({
      zoneId: taken.slot.nIdZone,
      sportId: taken.sportId,
      startsAt: new Date(taken.slot.dtDateHeureDebut),
      endsAt: new Date(taken.slot.dtDateHeureFin),
    });
    const before = (await testDb.db.select().from(reservations)).length;
    expect(await validate(me)).toMatchObject({ status: 409, body: { sCodeErreur: 'CRENEAU-006' } });
    expect((await testDb.db.select().from(reservations)).length).toBe(before);
    expect(await statusFor('padel-park', 'PADEL', free.slot, me.token)).toBe('panier');
  });

  it('refuses an empty cart (422 PANIER-007) and an expired hold (410 PANIER-005)', async () => {
    const me = await player();
    expect(await validate(me)).toMatchObject({ status: 422, body: { sCodeErreur: 'PANIER-007' } });
    const { body } = await freeSlot('padel-park', 'PADEL', 4, 'Terrain de padel 2', '17');
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    await add(me, body);
    vi.setSystemTime(start + 16 * MINUTE);
    expect(await validate(me)).toMatchObject({ status: 410, body: { sCodeErreur: 'PANIER-005' } });
  });

  it("refuses (403) without the hall's conventions, a verified phone or the safety video", async () => {
    const chateauroux = await freeSlot(
      'multisalle-chateauroux',
      'BADMINTON',
      6,
      'Court de badminton 3',
      '12',
    );
    const { hallId } = await idsOf(testDb.db, 'multisalle-chateauroux', 'BADMINTON');

    const noConventions = await player();
    await testDb.db
      .delete(conventionValidations)
      .where(eq(conventionValidations.userId, noConventions.userId));
    await add(noConventions, chateauroux.body);
    expect(await validate(noConventions)).toMatchObject({
      status: 403,
      body: { description: 'Veuillez valider les conventions de la salle.' },
    });
    await call(app, 'DELETE', `/api/v2/panier/supprime/${(await cartOf(noConventions)).body.contenu[0].id}`, {
      token: noConventions.token,
    });

    const noPhone = await player();
    await testDb.db
      .update(contacts)
      .set({ isPhoneVerified: false })
      .where(eq(contacts.id, noPhone.contactId));
    await add(noPhone, chateauroux.body);
    expect(await validate(noPhone)).toMatchObject({
      status: 403,
      body: { description: 'Veuillez vérifier votre numéro de téléphone avant de réserver.' },
    });
    await call(app, 'DELETE', `/api/v2/panier/supprime/${(await cartOf(noPhone)).body.contenu[0].id}`, {
      token: noPhone.token,
    });

    const noVideo = await player();
    await testDb.db
      .delete(safetyAttestations)
      .where(and(eq(safetyAttestations.userId, noVideo.userId), eq(safetyAttestations.hallId, hallId)));
    await add(noVideo, chateauroux.body);
    expect(await validate(noVideo)).toMatchObject({
      status: 403,
      body: { description: 'Veuillez regarder la vidéo des consignes de sécurité.' },
    });
  });

  it('refuses (403) without a saved card in a hall that asks payment by card, and books without one where the hall skips the payment step', async () => {
    const noCard = await player({ hasCard: false });
    const padel = await freeSlot('padel-park', 'PADEL', 6, undefined, '12');
    await add(noCard, padel.body);
    expect(await validate(noCard)).toMatchObject({
      status: 403,
      body: {
        description:
          'Veuillez enregistrer votre carte bancaire avant de réserver\u00a0: cette salle demande un paiement par carte.',
      },
    });
    // Nothing was booked: the line is still held in the open cart.
    const held = await cartOf(noCard);
    expect(held.body.contenu).toHaveLength(1);
    await call(app, 'DELETE', `/api/v2/panier/supprime/${held.body.contenu[0].id}`, { token: noCard.token });

    // Ajaccio skips the payment step (ignorerEtapePaiement): no card is asked.
    const sand = await freeSlot('multisalle-ajaccio', 'BEACH TENNIS', 6, undefined, '12');
    await add(noCard, sand.body);
    expect(await validate(noCard)).toMatchObject({ status: 200, body: { bSucces: true } });
  });

  it('lets only members book in a hall restricted to its members (403 MULTISALLE-002 otherwise)', async () => {
    const [member, stranger] = [await player(), await player()];
    const { hallId } = await idsOf(testDb.db, 'multisalle-ajaccio', 'BEACH TENNIS');
    const sand = await freeSlot('multisalle-ajaccio', 'BEACH TENNIS', 2, undefined, '12');
    await testDb.db.update(halls).set({ isMembersOnly: true }).where(eq(halls.id, hallId));
    try {
      await testDb.db.insert(hallMembers).values({ hallId, userId: member.userId });
      expect(await add(stranger, sand.body)).toMatchObject({
        status: 403,
        body: {
          sCodeErreur: 'MULTISALLE-002',
          szErreur: "Vous n'êtes pas autorisé à réserver dans cette multisalle",
        },
      });
      expect((await add(member, sand.body)).status).toBe(200);
      expect((await validate(member)).status).toBe(200);
    } finally {
      await testDb.db.update(halls).set({ isMembersOnly: false }).where(eq(halls.id, hallId));
    }
  });
});
