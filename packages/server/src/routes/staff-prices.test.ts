import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createPlayer, idsOf, slotsOf } from '../cart/cart-test-helpers.ts';
import { reservations } from '../db/schema.ts';
import { priceMessages } from '../hall-rules/index.ts';
import { bookGame } from '../notices/notice-test-helpers.ts';
import { addDays, localDateOf } from '../planning/local-time.ts';
import { staffMessages } from '../staff/index.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { call } from './accounts-test-helpers.ts';
import { createStaffMember } from './staff-test-helpers.ts';

// The hall's prices from its console: per sport, court, weekdays and time band, from a day. The planning
// shows a new price at once from its day; a booking keeps the price it was made at (prices in cents).

const HALL = 'padel-park';
const PATH = `/api/gestion/salles/${HALL}/tarifs`;

interface Rule {
  idRegle: number;
  idSport: number;
  sport: string;
  idZone: number;
  terrain: string;
  typeCreneau: string | null;
  jours: number[];
  debut: string;
  fin: string;
  prixCentimes: number;
  prixBarreCentimes: number | null;
  aPartirDu: string | null;
}

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;
let manager: { email: string; token: string };
let seeded: Rule[];

const dayOf = (daysFromToday: number) => addDays(localDateOf(new Date(), 'Europe/Paris'), daysFromToday);
const put = (regles: unknown[], token = manager.token) => call(app, 'PUT', PATH, { token, body: { regles } });
/** The padel slots of a day: their start (HH:MM) and price in cents. */
const padelPrices = async (daysFromToday: number) =>
  (await slotsOf(app, testDb.db, { hall: HALL, sport: 'PADEL', daysFromToday })).map((slot) => [
    slot.dtDateHeureDebut.slice(11, 16),
    slot.fTarif,
  ]);

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db });
  manager = await createStaffMember(app, HALL, 'gestionnaire');
  const read = await call(app, 'GET', PATH, { token: manager.token });
  expect(read.status).toBe(200);
  seeded = read.body.regles;
});
afterAll(() => testDb.close());

describe("a hall's prices", () => {
  it('are read court by court, in cents, each band with its days and the day it holds from', async () => {
    const padel = seeded.filter((rule) => rule.sport === 'PADEL');
    // Two courts, four bands each: mornings, the lunch promotion (struck through), evenings and the weekend.
    expect(padel).toHaveLength(8);
    expect(
      padel.slice(0, 4).map(({ jours, debut, fin, prixCentimes, prixBarreCentimes, aPartirDu }) => ({
        jours,
        debut,
        fin,
        prixCentimes,
        prixBarreCentimes,
        aPartirDu,
      })),
    ).toEqual([
      {
        jours: [1, 2, 3, 4, 5],
        debut: '07:15',
        fin: '12:00',
        prixCentimes: 3600,
        prixBarreCentimes: null,
        aPartirDu: null,
      },
      {
        jours: [6, 7],
        debut: '07:15',
        fin: '23:15',
        prixCentimes: 4800,
        prixBarreCentimes: null,
        aPartirDu: null,
      },
      {
        jours: [1, 2, 3, 4, 5],
        debut: '12:00',
        fin: '17:00',
        prixCentimes: 3000,
        prixBarreCentimes: 3600,
        aPartirDu: null,
      },
      {
        jours: [1, 2, 3, 4, 5],
        debut: '17:00',
        fin: '23:15',
        prixCentimes: 4800,
        prixBarreCentimes: null,
        aPartirDu: null,
      },
    ]);
  });

  it('a new evening price from a day shows in the planning from that day; a game booked before keeps its price; in the journal', async () => {
    const organiser = await createPlayer(testDb.db);
    const { reservationId } = await bookGame(app, testDb.db, organiser, {
      daysFromToday: 5,
      minHour: '17',
      maxHour: '21',
    });
    const [booked] = await testDb.db.select().from(reservations).where(eq(reservations.id, reservationId));
    expect(booked?.totalCents).toBe(4800);

    const { sportId } = await idsOf(testDb.db, HALL, 'PADEL');
    const from = dayOf(4);
    const evening = {
      idSport: sportId,
      jours: [1, 2, 3, 4, 5, 6, 7],
      debut: '17:00',
      fin: '23:15',
      prixCentimes: 5200,
      aPartirDu: from,
    };
    const saved = await put([...seeded, evening]);
    expect(saved.status).toBe(200);
    // The rule without a court is one band on each padel court.
    expect(saved.body.regles.filter((rule: Rule) => rule.aPartirDu === from)).toHaveLength(2);

    const before = await padelPrices(3);
    const after = await padelPrices(4);
    expect(after.filter(([start]) => (start as string) >= '17:00').map(([, cents]) => cents)).toEqual(
      after.filter(([start]) => (start as string) >= '17:00').map(() => 5200),
    );
    expect(after.filter(([start]) => (start as string) < '12:00').map(([, cents]) => cents)).toEqual(
      before.filter(([start]) => (start as string) < '12:00').map(([, cents]) => cents),
    );
    expect(before.filter(([start]) => (start as string) >= '17:00').map(([, cents]) => cents)).not.toContain(
      5200,
    );
    const [kept] = await testDb.db.select().from(reservations).where(eq(reservations.id, reservationId));
    expect(kept?.totalCents).toBe(4800);

    const owner = await createStaffMember(app, HALL, 'proprietaire');
    const journal = await call(app, 'GET', `/api/gestion/salles/${HALL}/journal`, { token: owner.token });
    expect(journal.body.actions).toContainEqual(
      expect.objectContaining({
        qui: manager.email,
        action: 'regle.tarifs',
        details: { regles: seeded.length + 2, avant: seeded.length, aPartirDu: [null, from] },
      }),
    );
    expect((await put(seeded)).status).toBe(200);
    expect(
      (await padelPrices(4)).filter(([start]) => (start as string) >= '17:00').map(([, cents]) => cents),
    ).not.toContain(5200);
  });

  it('refuses a receptionist (403), an offer the hall lacks, overlaps, an offer left unpriced and bad input (422, in French), changing nothing', async () => {
    const desk = await createStaffMember(app, HALL, 'accueil');
    expect(await call(app, 'GET', PATH, { token: desk.token })).toEqual({
      status: 403,
      body: { description: staffMessages.roleForbidden },
    });
    expect((await put(seeded, desk.token)).status).toBe(403);
    const [first] = seeded as [Rule];
    const { sportId: otherSport } = await idsOf(testDb.db, 'multisalle-chateauroux', 'BADMINTON');
    const cases: [unknown[], string][] = [
      [[...seeded, { ...first, idSport: otherSport }], priceMessages.unknownOffer],
      [[...seeded, { ...first, debut: '08:00', fin: '09:00' }], priceMessages.overlap],
      [seeded.filter((rule) => rule.sport === 'PADEL'), "n'en aurait plus"],
      [[{ ...first, debut: '8h' }], "Le début s'écrit HH:MM"],
      [[{ ...first, debut: '18:00', fin: '17:00' }], 'La fin du tarif doit venir après son début.'],
      [[{ ...first, prixCentimes: 0 }], 'Le prix vaut au moins 1 centime.'],
      [[{ ...first, prixCentimes: 48.5 }], 'centimes entiers'],
      [
        [{ ...first, prixBarreCentimes: first.prixCentimes }],
        'Le prix barré doit être plus élevé que le prix.',
      ],
      [[{ ...first, jours: [] }], 'Choisissez au moins un jour.'],
      [[{ ...first, jours: [1, 1] }], "Chaque jour ne figure qu'une fois."],
      [[{ ...first, jours: [8] }], 'Un jour va de 1 (lundi) à 7 (dimanche).'],
      [[{ ...first, aPartirDu: '2027-02-30' }], "La date s'écrit AAAA-MM-JJ."],
    ];
    for (const [regles, message] of cases) {
      const refused = await put(regles);
      expect(refused.status, message).toBe(422);
      expect(JSON.stringify(refused.body), message).toContain(message);
    }
    expect((await call(app, 'PUT', PATH, { token: manager.token, body: {} })).status).toBe(422);
    // The same rules (the earlier test's PUT gave them new ids).
    const withoutIds = (rules: Rule[]) => rules.map(({ idRegle: _, ...rule }) => rule);
    expect(withoutIds((await call(app, 'GET', PATH, { token: manager.token })).body.regles)).toEqual(
      withoutIds(seeded),
    );
  });
});
