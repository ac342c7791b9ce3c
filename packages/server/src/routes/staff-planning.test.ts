import { messageForCode } from '@multisalle/core/catalogue';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createPlayer, idsOf } from '../cart/cart-test-helpers.ts';
import { clockStartingAt } from '../clock/index.ts';
import { deskBookings, hallClosures, halls, reservations, sports, users, zones } from '../db/schema.ts';
import { nextEvent } from '../hall-stream/hall-test-helpers.ts';
import { readSse } from '../live/sse-test-reader.ts';
import { insertReservation } from '../payments/settlement/settlement-test-helpers.ts';
import type { WireSlot } from '../planning/slot-wire.ts';
import { staffMessages } from '../staff/index.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { call } from './accounts-test-helpers.ts';
import { createStaffMember } from './staff-test-helpers.ts';

// What the hall's staff change in the planning. Closures (« block a court or the whole floor »): the closed
// slots are taken for every player through the API the site, the embed and the app read, a booking there is
// refused, and a closure over a reservation is refused with the reservations named. Desk bookings (walk-in
// and phone, paid on site): the slot is taken for everyone, a player found by email gets a reservation.

/** Saturday 5 December 2026, 9:00 in Paris. The closures below are on Tuesday the 8th. */
const NOW = new Date('2026-12-05T08:00:00Z');
const TUESDAY = '2026-12-08';
const HALL = 'padel-park';
const OTHER_HALL = 'multisalle-chateauroux';

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;
let manager: string;
let padel: { hallId: number; sportId: number };

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db, clock: clockStartingAt(NOW) });
  manager = (await createStaffMember(app, HALL, 'gestionnaire')).token;
  padel = await idsOf(testDb.db, HALL, 'PADEL');
});
afterAll(() => testDb.close());

/** The hall's PADEL slots of a day, as a visitor reads them. */
async function slotsOn(day: string): Promise<WireSlot[]> {
  const answer = await call(
    app,
    'GET',
    `/api/v2/creneaux/multisalle/${padel.hallId}/debut/${day}/duree/1?activite=${padel.sportId}&gp=1`,
  );
  expect(answer.status).toBe(200);
  return answer.body.creneaux;
}

const close = (body: Record<string, unknown>, token = manager) =>
  call(app, 'POST', `/api/gestion/salles/${HALL}/fermetures`, { token, body });

/** A free slot of the day at `hour` on one court (and what the other courts have then). */
async function freeSlotAt(day: string, hour: string) {
  const slots = (await slotsOn(day)).filter((slot) => slot.dtDateHeureDebut.slice(11, 16) === hour);
  const slot = slots.find((candidate) => candidate.sStatut === 'disponible');
  if (!slot) throw new Error(`no free slot at ${hour} on ${day}`);
  return { slot, others: slots.filter((other) => other.nIdZone !== slot.nIdZone) };
}

describe('closing a court', () => {
  it("takes the court's slots for every player, refuses a booking there, shows in the day, and reopens", async () => {
    const { slot, others } = await freeSlotAt(TUESDAY, '10:15');
    const closed = await close({
      idZone: slot.nIdZone,
      debut: slot.dtDateHeureDebut,
      fin: slot.dtDateHeureFin,
      motif: 'Changement des vitres',
    });
    expect(closed.status).toBe(201);
    expect(closed.body.fermetures).toEqual([
      {
        id: expect.any(Number),
        idZone: slot.nIdZone,
        debut: slot.dtDateHeureDebut,
        fin: slot.dtDateHeureFin,
        motif: 'Changement des vitres',
        serie: null,
      },
    ]);
    const after = await slotsOn(TUESDAY);
    expect(after.find((s) => s.nIdCreneau === slot.nIdCreneau)?.sStatut).toBe('reserve');
    for (const other of others) {
      expect(after.find((s) => s.nIdCreneau === other.nIdCreneau)?.sStatut).toBe(other.sStatut);
    }

    const player = await createPlayer(testDb.db);
    const add = await call(app, 'POST', '/api/v2/panier/ajout', {
      token: player.token,
      body: { nIdSport: padel.sportId, nIdCreneau: slot.nIdCreneau, nIdZone: slot.nIdZone },
    });
    expect(add).toEqual({
      status: 409,
      body: { sCodeErreur: 'CRENEAU-006', szErreur: messageForCode('CRENEAU-006') },
    });

    const day = await call(app, 'GET', `/api/gestion/salles/${HALL}/jour?date=${TUESDAY}`, {
      token: manager,
    });
    expect(day.body.fermetures).toEqual(closed.body.fermetures);

    const id = closed.body.fermetures[0].id;
    const reopened = await call(app, 'DELETE', `/api/gestion/salles/${HALL}/fermetures/${id}`, {
      token: manager,
    });
    expect(reopened.status).toBe(204);
    expect((await slotsOn(TUESDAY)).find((s) => s.nIdCreneau === slot.nIdCreneau)?.sStatut).toBe(
      'disponible',
    );
    const again = await call(app, 'DELETE', `/api/gestion/salles/${HALL}/fermetures/${id}`, {
      token: manager,
    });
    expect(again).toEqual({ status: 404, body: { description: staffMessages.unknownClosure } });

    const journal = await call(app, 'GET', `/api/gestion/salles/${HALL}/journal?limite=2`, {
      token: (await createStaffMember(app, HALL, 'proprietaire')).token,
    });
    expect(journal.body.actions.slice(1).map((line: { action: string }) => line.action)).toEqual([
      'fermeture.suppression',
    ]);
  });

  it("closes the whole floor (idZone null): every court's slot at that time is taken", async () => {
    const { slot } = await freeSlotAt(TUESDAY, '14:45');
    const closed = await close({
      idZone: null,
      debut: slot.dtDateHeureDebut,
      fin: slot.dtDateHeureFin,
      motif: 'Tournoi régional',
    });
    expect(closed.status).toBe(201);
    const atThatTime = (await slotsOn(TUESDAY)).filter((s) => s.dtDateHeureDebut === slot.dtDateHeureDebut);
    expect(atThatTime.length).toBeGreaterThan(1);
    expect(atThatTime.every((s) => s.sStatut === 'reserve')).toBe(true);
  });

  it('repeats a closure every week at the same hour until the date given', async () => {
    const { slot } = await freeSlotAt(TUESDAY, '11:45');
    const closed = await close({
      idZone: slot.nIdZone,
      debut: slot.dtDateHeureDebut,
      fin: slot.dtDateHeureFin,
      motif: 'Scolaires',
      chaqueSemaineJusquAu: '2026-12-23T00:00:00+01:00',
    });
    expect(closed.status).toBe(201);
    expect(closed.body.fermetures.map((row: { debut: string }) => row.debut)).toEqual([
      '2026-12-08T11:45:00+01:00',
      '2026-12-15T11:45:00+01:00',
      '2026-12-22T11:45:00+01:00',
    ]);
    const series = new Set(closed.body.fermetures.map((row: { serie: string }) => row.serie));
    expect(series.size).toBe(1);
    const nextWeek = (await slotsOn('2026-12-15')).find(
      (s) => s.nIdZone === slot.nIdZone && s.dtDateHeureDebut === '2026-12-15T11:45:00+01:00',
    );
    expect(nextWeek?.sStatut).toBe('reserve');
  });

  it('refuses a closure over a reservation, naming it, and closes nothing; asked to, cancels it in the same action', async () => {
    const { slot } = await freeSlotAt(TUESDAY, '16:15');
    const organiser = await createPlayer(testDb.db);
    const reservationId = await insertReservation(testDb.db, organiser.userId, {
      zoneId: slot.nIdZone,
      sportId: padel.sportId,
      startsAt: new Date(slot.dtDateHeureDebut),
    });
    const before = await testDb.db.select().from(hallClosures);
    const refused = await close({
      idZone: slot.nIdZone,
      debut: slot.dtDateHeureDebut,
      fin: slot.dtDateHeureFin,
      motif: 'Fuite au plafond',
      chaqueSemaineJusquAu: '2026-12-30T00:00:00+01:00',
    });
    expect(refused).toEqual({
      status: 409,
      body: { szErreur: staffMessages.closureOverBookings, idReservations: [reservationId] },
    });
    expect(await testDb.db.select().from(hallClosures)).toEqual(before);

    // Asked to, the same closure cancels it in the same action, with the closure's motif for its players.
    const withCancel = await close({
      idZone: slot.nIdZone,
      debut: slot.dtDateHeureDebut,
      fin: slot.dtDateHeureFin,
      motif: 'Fuite au plafond',
      annulerReservations: true,
    });
    expect(withCancel.status).toBe(201);
    expect(withCancel.body.reservationsAnnulees).toEqual([reservationId]);
    const [cancelled] = await testDb.db.select().from(reservations).where(eq(reservations.id, reservationId));
    expect(cancelled).toMatchObject({ status: 'cancelled', hallCancellationReason: 'Fuite au plafond' });
  });

  it('lets only managers and owners of the hall close, and refuses bad input in French', async () => {
    const { slot } = await freeSlotAt(TUESDAY, '17:45');
    const body = {
      idZone: slot.nIdZone,
      debut: slot.dtDateHeureDebut,
      fin: slot.dtDateHeureFin,
      motif: 'Test',
    };
    const desk = await createStaffMember(app, HALL, 'accueil');
    expect(await close(body, desk.token)).toEqual({
      status: 403,
      body: { description: staffMessages.roleForbidden },
    });
    const elsewhere = await createStaffMember(app, OTHER_HALL, 'proprietaire');
    expect((await close(body, elsewhere.token)).status).toBe(403);

    const [foreignZone] = await testDb.db
      .select({ id: zones.id })
      .from(zones)
      .innerJoin(halls, eq(halls.id, zones.hallId))
      .where(eq(halls.key, OTHER_HALL));
    const foreign = await close({ ...body, idZone: foreignZone?.id });
    expect(foreign.status).toBe(422);
    expect(foreign.body.violations[0]).toEqual({
      propertyPath: 'idZone',
      message: staffMessages.unknownZone,
    });
    const backwards = await close({ ...body, debut: body.fin, fin: body.debut });
    expect(backwards.body.violations[0].message).toBe(staffMessages.closureOrder);
    const fifteenDays = await close({ ...body, fin: '2026-12-23T19:15:00+01:00' });
    expect(fifteenDays.body.violations[0].message).toBe(staffMessages.closureTooLong);
    const noReason = await close({ ...body, motif: '  ' });
    expect(noReason.body.violations[0].message).toBe('Le motif est obligatoire.');
    const localTime = await close({ ...body, debut: '2026-12-08T17:45' });
    expect(localTime.status).toBe(422);
    expect(await testDb.db.select().from(hallClosures).where(eq(hallClosures.reason, 'Test'))).toEqual([]);
  });
});

describe('a closure and a booking at once', () => {
  it("a closure and a player's booking of the same court at the same time: exactly one of them goes through", async () => {
    const { slot } = await freeSlotAt('2026-12-09', '19:15');
    const player = await createPlayer(testDb.db);
    const added = await call(app, 'POST', '/api/v2/panier/ajout', {
      token: player.token,
      body: { nIdSport: padel.sportId, nIdCreneau: slot.nIdCreneau, nIdZone: slot.nIdZone },
    });
    expect(added.status).toBe(200);
    const [booking, closure] = await Promise.all([
      call(app, 'POST', '/api/v2/panier/valide', { token: player.token, body: { partagePaiement: false } }),
      close({
        idZone: slot.nIdZone,
        debut: slot.dtDateHeureDebut,
        fin: slot.dtDateHeureFin,
        motif: 'Éclairage',
      }),
    ]);
    // Both take the hall's zone locks: the second sees what the first committed.
    const outcomes = [booking.status === 200, closure.status === 201];
    expect(outcomes.filter(Boolean), JSON.stringify([booking, closure])).toHaveLength(1);
    expect(booking.status === 200 ? closure.status : booking.status).toBe(409);
  });
});

describe('a booking at the desk', () => {
  const book = (body: Record<string, unknown>, token: string) =>
    call(app, 'POST', `/api/gestion/salles/${HALL}/reservations`, { token, body });
  const deskBody = (slot: WireSlot, client: Record<string, unknown>) => ({
    idZone: slot.nIdZone,
    idSport: padel.sportId,
    debut: slot.dtDateHeureDebut,
    fin: slot.dtDateHeureFin,
    client,
    paiement: 'sur-place',
  });

  it('takes a free slot for a walk-in customer, paid on site: taken for everyone, in the day with who took it', async () => {
    const desk = await createStaffMember(app, HALL, 'accueil');
    const { slot } = await freeSlotAt('2026-12-10', '10:15');
    const booked = await book(
      deskBody(slot, { nom: 'Karim Benali', portable: '06 12 34 56 78' }),
      desk.token,
    );
    expect(booked).toEqual({
      status: 201,
      body: {
        idGuichet: expect.any(Number),
        idReservation: null,
        debut: slot.dtDateHeureDebut,
        fin: slot.dtDateHeureFin,
        prix: slot.fTarif,
      },
    });
    expect((await slotsOn('2026-12-10')).find((s) => s.nIdCreneau === slot.nIdCreneau)?.sStatut).toBe(
      'reserve',
    );
    const twice = await book(deskBody(slot, { nom: 'Autre client', portable: '0611111111' }), desk.token);
    expect(twice.status).toBe(409);
    expect(twice.body.sCodeErreur).toBe('CRENEAU-006');

    const day = await call(app, 'GET', `/api/gestion/salles/${HALL}/jour?date=2026-12-10`, {
      token: desk.token,
    });
    expect(day.body.seances).toContainEqual(
      expect.objectContaining({
        idReservation: null,
        idZone: slot.nIdZone,
        debut: slot.dtDateHeureDebut,
        organisateur: { nom: 'Karim Benali', prenom: '', portable: '0612345678' },
        participants: [],
        guichet: {
          idGuichet: booked.body.idGuichet,
          client: 'Karim Benali',
          prix: slot.fTarif,
          prisPar: desk.email,
        },
      }),
    );
  });

  it("cancels a walk-in customer's booking for the hall (managers only, this hall only): the slot is free again, once, in the journal", async () => {
    const desk = await createStaffMember(app, HALL, 'accueil');
    const { slot } = await freeSlotAt('2026-12-10', '11:45');
    const booked = await book(deskBody(slot, { nom: 'Nadia Roux', portable: '0612345670' }), desk.token);
    expect(booked.status).toBe(201);
    const cancel = (token: string, id: number | string = booked.body.idGuichet, motif = 'Client absent') =>
      call(app, 'POST', `/api/gestion/salles/${HALL}/guichet/${id}/annulation`, { token, body: { motif } });

    expect(await cancel(desk.token)).toEqual({
      status: 403,
      body: { description: staffMessages.roleForbidden },
    });
    const elsewhere = await createStaffMember(app, OTHER_HALL, 'gestionnaire');
    const fromElsewhere = await call(
      app,
      'POST',
      `/api/gestion/salles/${OTHER_HALL}/guichet/${booked.body.idGuichet}/annulation`,
      { token: elsewhere.token, body: { motif: 'Client absent' } },
    );
    expect(fromElsewhere).toEqual({ status: 404, body: { description: staffMessages.unknownDeskBooking } });
    expect((await cancel(manager, 'abc')).status).toBe(422);
    expect((await cancel(manager, booked.body.idGuichet, '')).status).toBe(422);
    expect((await slotsOn('2026-12-10')).find((s) => s.nIdCreneau === slot.nIdCreneau)?.sStatut).toBe(
      'reserve',
    );

    expect(await cancel(manager)).toEqual({ status: 200, body: { annulee: true } });
    expect(await cancel(manager)).toEqual({ status: 200, body: { annulee: false } });
    expect((await slotsOn('2026-12-10')).find((s) => s.nIdCreneau === slot.nIdCreneau)?.sStatut).toBe(
      'disponible',
    );
    const day = await call(app, 'GET', `/api/gestion/salles/${HALL}/jour?date=2026-12-10`, {
      token: manager,
    });
    expect(
      day.body.seances.map(
        (session: { guichet: { idGuichet: number } | null }) => session.guichet?.idGuichet,
      ),
    ).not.toContain(booked.body.idGuichet);
    const owner = await createStaffMember(app, HALL, 'proprietaire');
    const journal = await call(app, 'GET', `/api/gestion/salles/${HALL}/journal`, { token: owner.token });
    expect(journal.body.actions).toContainEqual(
      expect.objectContaining({
        action: 'reservation.annulation',
        details: { idGuichet: booked.body.idGuichet, motif: 'Client absent' },
      }),
    );
  });

  it("cancels a player's desk booking as their reservation, from its desk number", async () => {
    const desk = await createStaffMember(app, HALL, 'accueil');
    const player = await createPlayer(testDb.db);
    const [account] = await testDb.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, player.userId));
    const { slot } = await freeSlotAt('2026-12-10', '13:15');
    const booked = await book(
      deskBody(slot, { nom: 'Léo Petit', portable: '0699999990', email: account?.email }),
      desk.token,
    );
    expect(booked.body.idReservation).toMatch(/^[0-9a-f-]{36}$/);
    const cancelled = await call(
      app,
      'POST',
      `/api/gestion/salles/${HALL}/guichet/${booked.body.idGuichet}/annulation`,
      { token: manager, body: { motif: 'Pluie' } },
    );
    expect(cancelled).toEqual({ status: 200, body: { annulee: true } });
    const [reservation] = await testDb.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, booked.body.idReservation));
    expect(reservation).toMatchObject({ status: 'cancelled', hallCancellationReason: 'Pluie' });
  });

  it("tells the console's open stream at once when the desk books, so the day reads itself again; other halls' staff and players get no stream", async () => {
    const desk = await createStaffMember(app, HALL, 'accueil');
    const flux = (token: string, hall = HALL) =>
      app.request(`/api/gestion/salles/${hall}/flux`, { headers: { authorization: `Bearer ${token}` } });
    const elsewhere = await createStaffMember(app, OTHER_HALL, 'accueil');
    expect((await flux(elsewhere.token)).status).toBe(403);
    const player = await createPlayer(testDb.db);
    expect((await flux(player.token)).status).toBe(401);

    const response = await flux(desk.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = readSse(response);
    await reader.opened;
    try {
      expect(await nextEvent(reader, 'etat')).toMatchObject({
        salle: expect.objectContaining({ cle: HALL }),
      });
      const { slot } = await freeSlotAt('2026-12-10', '16:15');
      expect(
        (await book(deskBody(slot, { nom: 'Inès Moreau', portable: '0612345671' }), desk.token)).status,
      ).toBe(201);
      expect(await nextEvent(reader, 'programme', (data) => data.date === '2026-12-10')).toEqual({
        date: '2026-12-10',
      });
    } finally {
      await reader.close();
    }
  });

  it('gives a player found by email a reservation of their own, paid on site, in their list', async () => {
    const desk = await createStaffMember(app, HALL, 'accueil');
    const player = await createPlayer(testDb.db);
    const [account] = await testDb.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, player.userId));
    const { slot } = await freeSlotAt('2026-12-10', '14:45');
    const booked = await book(
      deskBody(slot, { nom: 'Léa Martin', portable: '0699999999', email: account?.email.toUpperCase() }),
      desk.token,
    );
    expect(booked.status).toBe(201);
    expect(booked.body.idReservation).toMatch(/^[0-9a-f-]{36}$/);
    const [reservation] = await testDb.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, booked.body.idReservation));
    expect(reservation).toMatchObject({ organiserUserId: player.userId, isPaymentRequired: false });
    const list = await call(app, 'GET', `/api/v2/user/${player.userId}/liste_reservations`, {
      token: player.token,
    });
    expect(JSON.stringify(list.body)).toContain(booked.body.idReservation);
  });

  it('refuses what the planning does not offer, a closed slot and bad input, in French, and takes nothing', async () => {
    const desk = await createStaffMember(app, HALL, 'accueil');
    const { slot } = await freeSlotAt('2026-12-10', '17:45');
    const client = { nom: 'Client', portable: '0612345678' };
    const wrongEnd = await book({ ...deskBody(slot, client), fin: '2026-12-10T18:45:00+01:00' }, desk.token);
    expect(wrongEnd.body.violations[0]).toEqual({
      propertyPath: 'fin',
      message: 'Ce créneau finit à 19h15.',
    });
    const wrongStart = await book(
      { ...deskBody(slot, client), debut: '2026-12-10T18:00:00+01:00' },
      desk.token,
    );
    expect(wrongStart.body.violations[0].message).toBe(staffMessages.noSuchSlot);
    const [otherSport] = await testDb.db
      .select({ id: sports.id })
      .from(sports)
      .where(eq(sports.label, 'BADMINTON'));
    const notHere = await book({ ...deskBody(slot, client), idSport: otherSport?.id }, desk.token);
    expect(notHere.body.violations[0].message).toBe(staffMessages.unknownOffer);
    const badPhone = await book(deskBody(slot, { nom: 'Client', portable: '12' }), desk.token);
    expect(badPhone.status).toBe(422);
    const byCard = await book({ ...deskBody(slot, client), paiement: 'carte' }, desk.token);
    expect(byCard.status).toBe(422);
    expect(
      await close({
        idZone: slot.nIdZone,
        debut: slot.dtDateHeureDebut,
        fin: slot.dtDateHeureFin,
        motif: 'Test',
      }),
    ).toMatchObject({ status: 201 });
    expect((await book(deskBody(slot, client), desk.token)).status).toBe(409);
    expect(
      await testDb.db.select().from(deskBookings).where(eq(deskBookings.customerName, 'Client')),
    ).toEqual([]);
  });
});

describe('the week in one read', () => {
  it('answers the seven days of the week of any day, Monday first, each as « La journée » reads it', async () => {
    const receptionist = (await createStaffMember(app, HALL, 'accueil')).token;
    // A desk booking and a closure on the Tuesday, so the days differ.
    const { slot } = await freeSlotAt(TUESDAY, '13:15');
    expect(
      (
        await close({
          idZone: slot.nIdZone,
          debut: slot.dtDateHeureDebut,
          fin: slot.dtDateHeureFin,
          motif: 'Peinture des lignes',
        })
      ).status,
    ).toBe(201);
    const week = await call(app, 'GET', `/api/gestion/salles/${HALL}/semaine?du=${TUESDAY}`, {
      token: receptionist,
    });
    expect(week.status).toBe(200);
    const days = week.body.jours as { date: string }[];
    expect(days.map((day) => day.date)).toEqual([
      '2026-12-07',
      '2026-12-08',
      '2026-12-09',
      '2026-12-10',
      '2026-12-11',
      '2026-12-12',
      '2026-12-13',
    ]);
    for (const day of days) {
      const one = await call(app, 'GET', `/api/gestion/salles/${HALL}/jour?date=${day.date}`, {
        token: receptionist,
      });
      expect(day, day.date).toEqual(one.body);
    }
    // Without a date: this week in the hall (the clock's Saturday 5 December: Monday 30 November).
    const thisWeek = await call(app, 'GET', `/api/gestion/salles/${HALL}/semaine`, { token: receptionist });
    expect(thisWeek.body.jours[0].date).toBe('2026-11-30');
    const elsewhere = (await createStaffMember(app, OTHER_HALL, 'proprietaire')).token;
    expect((await call(app, 'GET', `/api/gestion/salles/${HALL}/semaine`, { token: elsewhere })).status).toBe(
      403,
    );
    expect(
      await call(app, 'GET', `/api/gestion/salles/${HALL}/semaine?du=2026-13-01`, { token: receptionist }),
    ).toMatchObject({ status: 422 });
  });
});
