import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createPlayer, slotsOf } from '../cart/cart-test-helpers.ts';
import { reservations, zones } from '../db/schema.ts';
import { openingHoursMessages } from '../hall-rules/index.ts';
import { bookGame } from '../notices/notice-test-helpers.ts';
import { addDays, formatZoned, isoWeekday, localDateOf } from '../planning/local-time.ts';
import { staffMessages } from '../staff/index.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { call } from './accounts-test-helpers.ts';
import { createStaffMember } from './staff-test-helpers.ts';

// The hall's opening hours from its console: each court's week and the exceptional days (a holiday
// closed, special hours). The players' slots follow the answer; reservations to come that the new hours
// leave out refuse the change until the manager keeps or cancels them. Managers and owners only, audited.

const HALL = 'padel-park';
const PATH = `/api/gestion/salles/${HALL}/horaires`;
const PARIS = 'Europe/Paris';

type Day = { jour: number; ouverture?: string; fermeture?: string; ferme?: true };
type Court = { idZone: number; nom: string; jours: Day[] };

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;
let manager: { email: string; token: string };
let courts: Court[];

const everyDay = (ouverture: string, fermeture: string): Day[] =>
  [1, 2, 3, 4, 5, 6, 7].map((jour) => ({ jour, ouverture, fermeture }));
const put = (body: unknown, token = manager.token) => call(app, 'PUT', PATH, { token, body });
const dayOf = (daysFromToday: number) => addDays(localDateOf(new Date(), PARIS), daysFromToday);
const padelSlots = (daysFromToday: number) =>
  slotsOf(app, testDb.db, { hall: HALL, sport: 'PADEL', daysFromToday });
const startsOf = (slots: { dtDateHeureDebut: string; nIdZone: number }[], zoneId?: number) =>
  slots
    .filter((slot) => zoneId === undefined || slot.nIdZone === zoneId)
    .map((slot) => slot.dtDateHeureDebut.slice(11, 16));

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db });
  manager = await createStaffMember(app, HALL, 'gestionnaire');
  const read = await call(app, 'GET', PATH, { token: manager.token });
  expect(read.status).toBe(200);
  courts = read.body.terrains;
});
afterAll(() => testDb.close());

describe("a hall's opening hours", () => {
  it('are read court by court, the 7 days of the week each, with the exceptional days to come', async () => {
    // The two padel courts, then the hall's third ground, by their position in the hall.
    expect(courts.map((court) => court.jours)).toEqual([
      everyDay('07:15', '23:15'),
      everyDay('07:15', '23:15'),
      everyDay('09:00', '22:00'),
    ]);
    expect((await call(app, 'GET', PATH, { token: manager.token })).body.exceptions).toEqual([]);
  });

  it("a court closed on a weekday loses that day's slots for players at once; the other court keeps them; in the journal", async () => {
    const [first, second] = courts as [Court, Court];
    const weekday = isoWeekday(dayOf(5));
    expect(startsOf(await padelSlots(5), first.idZone)).toContain('07:15');
    const closed = await put({
      terrains: [
        {
          idZone: first.idZone,
          jours: everyDay('07:15', '23:15').map((day) =>
            day.jour === weekday ? { jour: weekday, ferme: true } : day,
          ),
        },
      ],
      exceptions: [],
    });
    expect(closed.status).toBe(200);
    expect(closed.body.terrains[0].jours).toContainEqual({ jour: weekday, ferme: true });
    expect(closed.body).toMatchObject({ reservationsAnnulees: [], reservationsConservees: [] });
    const slots = await padelSlots(5);
    expect(startsOf(slots, first.idZone)).toEqual([]);
    expect(startsOf(slots, second.idZone)).toContain('07:15');

    // Later hours on that day: 09:00-21:00, back-to-back 90-minute games from the opening.
    await put({
      terrains: [{ idZone: first.idZone, jours: everyDay('09:00', '21:00') }],
      exceptions: [],
    });
    expect(startsOf(await padelSlots(5), first.idZone)).toEqual([
      '09:00',
      '10:30',
      '12:00',
      '13:30',
      '15:00',
      '16:30',
      '18:00',
      '19:30',
    ]);
    await put({ terrains: [{ idZone: first.idZone, jours: everyDay('07:15', '23:15') }], exceptions: [] });

    const owner = await createStaffMember(app, HALL, 'proprietaire');
    const journal = await call(app, 'GET', `/api/gestion/salles/${HALL}/journal`, { token: owner.token });
    expect(journal.body.actions).toContainEqual(
      expect.objectContaining({
        qui: manager.email,
        action: 'regle.horaires',
        details: {
          terrains: [first.idZone],
          nomsTerrains: [first.nom],
          exceptions: [],
          reservationsAnnulees: [],
          reservationsConservees: [],
        },
      }),
    );
  });

  it('an exceptional day closes the whole hall on that date, or opens every court at its special hours', async () => {
    const [first, second] = courts as [Court, Court];
    const holiday = dayOf(4);
    const special = dayOf(6);
    const saved = await put({
      terrains: [],
      exceptions: [
        { date: special, ouverture: '10:00', fermeture: '14:30' },
        { date: holiday, ferme: true },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.exceptions).toEqual([
      { date: holiday, ferme: true },
      { date: special, ouverture: '10:00', fermeture: '14:30' },
    ]);
    expect(await padelSlots(4)).toEqual([]);
    const specialSlots = await padelSlots(6);
    for (const court of [first, second])
      expect(startsOf(specialSlots, court.idZone)).toEqual(['10:00', '11:30', '13:00']);
    // The days around keep their week's hours.
    expect(startsOf(await padelSlots(5), second.idZone)[0]).toBe('07:15');

    await put({ terrains: [], exceptions: [] });
    expect(startsOf(await padelSlots(4), first.idZone)[0]).toBe('07:15');
  });

  it('refuses hours that leave a coming game out (409, named, nothing changed) until the manager keeps or cancels it', async () => {
    const [first, second] = courts as [Court, Court];
    const organiser = await createPlayer(testDb.db);
    const { reservationId } = await bookGame(app, testDb.db, organiser, { daysFromToday: 3 });
    const [booked] = await testDb.db
      .select({ zoneId: reservations.zoneId })
      .from(reservations)
      .where(eq(reservations.id, reservationId));
    const court = booked?.zoneId === first.idZone ? first : second;
    const closeThatDay = {
      terrains: [
        {
          idZone: court.idZone,
          jours: everyDay('07:15', '23:15').map((day) =>
            day.jour === isoWeekday(dayOf(3)) ? { jour: day.jour, ferme: true } : day,
          ),
        },
      ],
      exceptions: [],
    };
    const [game] = await testDb.db.select().from(reservations).where(eq(reservations.id, reservationId));
    expect(await put(closeThatDay)).toEqual({
      status: 409,
      body: {
        szErreur: openingHoursMessages.overBookings,
        idReservations: [reservationId],
        reservations: [
          {
            idReservation: reservationId,
            idZone: court.idZone,
            debut: formatZoned(game?.startsAt ?? new Date(0), PARIS),
            fin: formatZoned(game?.endsAt ?? new Date(0), PARIS),
          },
        ],
      },
    });
    expect((await call(app, 'GET', PATH, { token: manager.token })).body.terrains).toEqual(courts);

    const kept = await put({ ...closeThatDay, reservationsHorsHoraires: 'conserver' });
    expect(kept.status).toBe(200);
    expect(kept.body.reservationsConservees).toEqual([reservationId]);
    const [stillThere] = await testDb.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, reservationId));
    expect(stillThere?.status).not.toBe('cancelled');

    // Kept once, it is not asked about again at the next change (special hours that leave nobody out).
    const nextChange = {
      ...closeThatDay,
      exceptions: [{ date: dayOf(6), ouverture: '07:15', fermeture: '23:15' }],
    };
    expect(await put(nextChange)).toMatchObject({ status: 200, body: { reservationsConservees: [] } });
    await put({ terrains: courts.map(({ idZone, jours }) => ({ idZone, jours })), exceptions: [] });

    const cancelled = await put({
      ...closeThatDay,
      reservationsHorsHoraires: 'annuler',
      motif: 'Travaux de toiture',
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.reservationsAnnulees).toEqual([reservationId]);
    const [gone] = await testDb.db.select().from(reservations).where(eq(reservations.id, reservationId));
    expect(gone).toMatchObject({ status: 'cancelled', hallCancellationReason: 'Travaux de toiture' });
    await put({ terrains: courts.map(({ idZone, jours }) => ({ idZone, jours })), exceptions: [] });
  });

  it("refuses a receptionist (403), another hall's court and bad input (422, in French), and changes nothing", async () => {
    const desk = await createStaffMember(app, HALL, 'accueil');
    for (const method of ['GET', 'PUT'] as const) {
      expect(
        await call(app, method, PATH, {
          token: desk.token,
          body: method === 'PUT' ? { terrains: [], exceptions: [] } : undefined,
        }),
      ).toEqual({
        status: 403,
        body: { description: staffMessages.roleForbidden },
      });
    }
    const [first] = courts as [Court];
    const otherHallCourt = (await testDb.db.select({ id: zones.id }).from(zones)).find(
      (zone) => !courts.some((court) => court.idZone === zone.id),
    );
    if (!otherHallCourt) throw new Error('the seed has one hall only');
    const week = everyDay('08:00', '22:00');
    const cases: [unknown, string][] = [
      [
        { terrains: [{ idZone: first.idZone, jours: everyDay('8h', '22:00') }], exceptions: [] },
        "L'ouverture s'écrit HH:MM",
      ],
      [
        { terrains: [{ idZone: first.idZone, jours: everyDay('08:07', '22:00') }], exceptions: [] },
        'à 5 minutes près',
      ],
      [
        { terrains: [{ idZone: first.idZone, jours: everyDay('22:00', '08:00') }], exceptions: [] },
        "La fermeture doit venir après l'ouverture.",
      ],
      [
        { terrains: [{ idZone: first.idZone, jours: week.slice(1) }], exceptions: [] },
        'Donnez les 7 jours de la semaine',
      ],
      [
        { terrains: [{ idZone: first.idZone, jours: [...week, { jour: 1, ferme: true }] }], exceptions: [] },
        'pas les deux',
      ],
      [
        {
          terrains: [
            { idZone: first.idZone, jours: [...week, { jour: 1, ouverture: '12:00', fermeture: '23:00' }] },
          ],
          exceptions: [],
        },
        openingHoursMessages.overlap,
      ],
      [
        {
          terrains: [
            { idZone: first.idZone, jours: week },
            { idZone: first.idZone, jours: week },
          ],
          exceptions: [],
        },
        openingHoursMessages.zoneTwice,
      ],
      [{ terrains: [], exceptions: [{ date: dayOf(-1), ferme: true }] }, openingHoursMessages.pastDay],
      [
        {
          terrains: [],
          exceptions: [
            { date: dayOf(2), ferme: true },
            { date: dayOf(2), ferme: true },
          ],
        },
        openingHoursMessages.dayTwice,
      ],
      [{ terrains: [], exceptions: [{ date: '2026-02-30', ferme: true }] }, "La date s'écrit AAAA-MM-JJ."],
      [{ terrains: [], exceptions: [{ date: dayOf(2) }] }, "Donnez l'ouverture et la fermeture"],
      [{ terrains: [], exceptions: [], reservationsHorsHoraires: 'oui' }, 'conserver ou annuler'],
      [{ exceptions: [] }, 'Donnez les terrains'],
    ];
    cases.push([
      { terrains: [{ idZone: otherHallCourt.id, jours: week }], exceptions: [] },
      openingHoursMessages.unknownZone,
    ]);
    for (const [body, message] of cases) {
      const refused = await put(body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(JSON.stringify(refused.body), JSON.stringify(body)).toContain(message);
    }
    expect((await call(app, 'GET', PATH, { token: manager.token })).body).toEqual({
      aujourdhui: dayOf(0),
      terrains: courts,
      exceptions: [],
    });
  });
});
