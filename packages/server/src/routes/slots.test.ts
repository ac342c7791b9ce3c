import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.ts';
import { addBody, createPlayer } from '../cart/cart-test-helpers.ts';
import { bookings, halls, priceBands, sports, zoneSports, zones } from '../db/schema.ts';
import { publishSlotChange, slotBus } from '../live/index.ts';
import { addDays, isoWeekday, localDateOf, zonedInstant } from '../planning/local-time.ts';
import { invalidateHallPlanning } from '../planning/planning-repository.ts';
import { decodeSlotId } from '../planning/slot-id.ts';
import type { WireSlot } from '../planning/slot-wire.ts';
import { SLOTS_CACHE_TTL_MS, slotsCache } from '../planning/slots-cache.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { call } from './accounts-test-helpers.ts';

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;
const hallIds = new Map<string, number>();
const sportIds = new Map<string, number>();
const PARIS = 'Europe/Paris';
const today = () => localDateOf(new Date(), PARIS);

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db });
  for (const hall of await testDb.db.select().from(halls)) hallIds.set(hall.key, hall.id);
  for (const sport of await testDb.db.select().from(sports)) sportIds.set(sport.label, sport.id);
});
afterAll(() => testDb.close());
afterEach(() => {
  vi.useRealTimers();
});

interface SlotsBody {
  idMultisalle: number;
  idSport: number;
  dateStart: string;
  dateEnd: string;
  creneaux: WireSlot[];
}

function path(hall: string | number, start: string, duration: string | number, sport?: string) {
  const id = typeof hall === 'number' ? hall : (hallIds.get(hall) ?? hall);
  const query = sport === undefined ? '?gp=1' : `?activite=${sportIds.get(sport) ?? sport}&gp=1`;
  return `/api/v2/creneaux/multisalle/${id}/debut/${start}/duree/${duration}${query}`;
}

async function getSlots(hall: string, start: string, duration: number, sport: string): Promise<SlotsBody> {
  const response = await app.request(path(hall, start, duration, sport));
  expect(response.status).toBe(200);
  return response.json();
}

async function getError(url: string) {
  const response = await app.request(url);
  return { status: response.status, body: await response.json() };
}

/** The next day (from tomorrow) that falls on an ISO weekday, within the 7 visible days. */
function next(weekday: number): string {
  // Today when it is that weekday: the planning lists today's slots, even those already past, and the
  // 7-day window ends 6 days ahead (a Tuesday's "next Tuesday" a week on would be refused).
  const offset = (weekday - isoWeekday(today()) + 7) % 7;
  return addDays(today(), offset);
}

async function zoneId(hall: string, label: string): Promise<number> {
  const [zone] = await testDb.db
    .select({ id: zones.id })
    .from(zones)
    .where(and(eq(zones.hallId, hallIds.get(hall) ?? 0), eq(zones.label, label)));
  if (!zone) throw new Error(`no zone ${label}`);
  return zone.id;
}

async function book(hall: string, zone: string, sport: string, date: string, time: string, minutes: number) {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  const startsAt = zonedInstant(date, hours * 60 + mins, PARIS);
  await testDb.db.insert(bookings).values({
    zoneId: await zoneId(hall, zone),
    sportId: sportIds.get(sport) ?? 0,
    startsAt,
    endsAt: new Date(startsAt.getTime() + minutes * 60_000),
  });
  // Every writer of bookings says so (as the cart, the validation and the cancellation do): the hall's
  // computed weeks are dropped, and open plannings hear it.
  publishSlotChange(testDb.db, hallIds.get(hall) ?? 0);
}

const at = (slots: WireSlot[], zone: string, start: string) =>
  slots.find((slot) => slot.sLibelleZone === zone && slot.dtDateHeureDebut.startsWith(start));

describe('GET /api/v2/creneaux/multisalle/{id}/debut/{start}/duree/{duration}', () => {
  it("derives padel-park's day from its opening hours: first slot 7:15-8:45, last 20:45-22:15 (back-to-back 90-minute games)", async () => {
    const day = addDays(today(), 3);
    const body = await getSlots('padel-park', day, 1, 'PADEL');
    expect(body).toMatchObject({ idMultisalle: hallIds.get('padel-park'), dateStart: day, dateEnd: day });
    const court = body.creneaux.filter((slot) => slot.sLibelleZone === 'Terrain de padel 1');
    expect(court[0]?.dtDateHeureDebut.slice(11, 16)).toBe('07:15');
    expect(court[0]?.dtDateHeureFin.slice(11, 16)).toBe('08:45');
    expect(court.at(-1)?.dtDateHeureDebut.slice(11, 16)).toBe('20:45');
    expect(court.at(-1)?.dtDateHeureFin.slice(11, 16)).toBe('22:15');
    expect(court).toHaveLength(10);
    expect(court.every((slot) => slot.dureeCreneau === 90 && slot.typeCreneau === undefined)).toBe(true);
    expect(new Set(body.creneaux.map((slot) => slot.sLibelleZone))).toEqual(
      new Set(['Terrain de padel 1', 'Terrain de padel 2']),
    );
    expect(body.creneaux[0]?.dtDateHeureDebut).toMatch(/^\d{4}-\d\d-\d\dT07:15:00\+0[12]:00$/);
  });

  it('sorts slots by start, then by zone', async () => {
    const { creneaux } = await getSlots('padel-park', today(), 2, 'PADEL');
    const keys = creneaux.map((slot) => [Date.parse(slot.dtDateHeureDebut), slot.nIdZone] as const);
    const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    expect(keys).toEqual(sorted);
    expect(creneaux[0]?.sLibelleZone).toBe('Terrain de padel 1');
    expect(creneaux[1]?.sLibelleZone).toBe('Terrain de padel 2');
  });

  it('gives each sport its slot length: 60 min badminton, 30 min ping pong at padel-park, 15 min at Châteauroux', async () => {
    const day = addDays(today(), 1);
    const badminton = await getSlots('multisalle-chateauroux', day, 1, 'BADMINTON');
    expect(new Set(badminton.creneaux.filter((s) => !s.typeCreneau).map((s) => s.dureeCreneau))).toEqual(
      new Set([60]),
    );
    const padelPingPong = await getSlots('padel-park', day, 1, 'PING PONG');
    expect(padelPingPong.creneaux[0]).toMatchObject({ sLibelleZone: 'Table de ping-pong', dureeCreneau: 30 });
    const pingPong = await getSlots('multisalle-chateauroux', day, 1, 'PING PONG');
    expect(pingPong.creneaux.every((slot) => slot.dureeCreneau === 15)).toBe(true);
    // Spec 2 section 9: 900 s or less switches the calendar to its 10-minute grid.
    expect(pingPong.creneaux[1]?.dtDateHeureDebut.slice(11, 16)).toBe('09:15');
  });

  it('prices padel by time band, with the struck-through price on the weekday lunch promotion', async () => {
    const monday = await getSlots('padel-park', next(1), 1, 'PADEL');
    const court = 'Terrain de padel 2';
    expect(at(monday.creneaux, court, `${next(1)}T07:15`)).toMatchObject({
      fTarif: 3600,
      prixBarre: null,
      nbPersonneConseille: 4,
      tarifIndividuel: 900,
    });
    expect(at(monday.creneaux, court, `${next(1)}T13:15`)).toMatchObject({
      fTarif: 3000,
      prixBarre: 3600,
      tarifIndividuel: 750,
    });
    expect(at(monday.creneaux, court, `${next(1)}T17:45`)).toMatchObject({ fTarif: 4800, prixBarre: null });
    const saturday = await getSlots('padel-park', next(6), 1, 'PADEL');
    expect(at(saturday.creneaux, court, `${next(6)}T13:15`)).toMatchObject({ fTarif: 4800, prixBarre: null });
  });

  it('rounds tarifIndividuel to the cent: 90,00 € of handball for 14 players is 6,43 € each', async () => {
    // A weekday morning (the off-peak band) inside Châteauroux's 7 visible days: next(1) is a week away
    // on a Monday, one day past the window.
    const day = [1, 2, 3, 4, 5, 6].map((offset) => addDays(today(), offset)).find((d) => isoWeekday(d) <= 5);
    if (!day) throw new Error('six days in a row always hold a weekday');
    const { creneaux } = await getSlots('multisalle-chateauroux', day, 1, 'HANDBALL');
    expect(at(creneaux, 'Terrain central', `${day}T10:00`)).toMatchObject({
      fTarif: 9000,
      nbPersonneConseille: 14,
      tarifIndividuel: 643,
    });
  });

  it('gives whole-zone slots no participant fields and the sand courts typeCreneau terrain', async () => {
    const day = addDays(today(), 1);
    const { creneaux } = await getSlots('multisalle-ajaccio', day, 1, 'BEACH VOLLEY');
    expect(creneaux[0]).toMatchObject({ typeCreneau: 'terrain', nbParticipantMax: null, remplissage: null });
    const padel = await getSlots('padel-park', day, 1, 'PADEL');
    expect(padel.creneaux[0]).not.toHaveProperty('typeCreneau');
  });

  it('opens FOOT5 individual places on Wednesday evenings, counting the places taken', async () => {
    const wednesday = next(3);
    const before = await getSlots('multisalle-chateauroux', wednesday, 1, 'FOOT5');
    const session = at(before.creneaux, 'Terrain central', `${wednesday}T19:00`);
    expect(session).toMatchObject({
      typeCreneau: 'place',
      nbParticipantMax: 10,
      sStatut: 'disponible',
      dureeCreneau: 60,
      fTarif: 6000,
      tarifIndividuel: 600,
    });
    // The session holds the floor: no whole-floor FOOT5 slot at that time.
    expect(before.creneaux.filter((s) => s.dtDateHeureDebut.startsWith(`${wednesday}T19:00`))).toHaveLength(
      1,
    );

    const zone = await zoneId('multisalle-chateauroux', 'Terrain central');
    const startsAt = zonedInstant(wednesday, 19 * 60, PARIS);
    const endsAt = zonedInstant(wednesday, 20 * 60, PARIS);
    const foot5 = sportIds.get('FOOT5') ?? 0;
    await testDb.db.insert(bookings).values({ zoneId: zone, sportId: foot5, startsAt, endsAt, places: 2 });
    publishSlotChange(testDb.db, hallIds.get('multisalle-chateauroux') ?? 0);
    const after = await getSlots('multisalle-chateauroux', wednesday, 1, 'FOOT5');
    const taken = at(after.creneaux, 'Terrain central', `${wednesday}T19:00`);
    expect(taken?.remplissage).toBe((session?.remplissage ?? 0) + 2);
    expect(taken?.sStatut).toBe('disponible');

    const left = 10 - (taken?.remplissage ?? 0);
    await testDb.db.insert(bookings).values({ zoneId: zone, sportId: foot5, startsAt, endsAt, places: left });
    publishSlotChange(testDb.db, hallIds.get('multisalle-chateauroux') ?? 0);
    const full = await getSlots('multisalle-chateauroux', wednesday, 1, 'FOOT5');
    expect(at(full.creneaux, 'Terrain central', `${wednesday}T19:00`)).toMatchObject({
      remplissage: 10,
      sStatut: 'reserve',
    });
  });

  it('runs the advanced badminton class (cours) on court 1 on Tuesdays, which also takes the whole floor', async () => {
    const tuesday = next(2);
    const { creneaux } = await getSlots('multisalle-chateauroux', tuesday, 1, 'BADMINTON');
    expect(at(creneaux, 'Court de badminton 1', `${tuesday}T18:00`)).toMatchObject({
      typeCreneau: 'cours',
      nbParticipantMax: 8,
      dureeCreneau: 90,
      remplissage: expect.any(Number),
      // Spec 2 section 9: a cours slot is labelled 'Niveau avancé' (the level stored on the class).
      niveau: 'Niveau avancé',
    });
    const court2 = at(creneaux, 'Court de badminton 2', `${tuesday}T18:00`);
    expect(court2?.typeCreneau).toBeUndefined();
    expect(court2).not.toHaveProperty('niveau');
    const floor = await getSlots('multisalle-chateauroux', tuesday, 1, 'BASKET 5X5');
    expect(at(floor.creneaux, 'Terrain central', `${tuesday}T18:00`)).toBeUndefined();
    expect(at(floor.creneaux, 'Terrain central', `${tuesday}T17:00`)).toBeDefined();
  });

  it('marks a padel slot reserve once a booking is added to the database, and every slot a booking overlaps', async () => {
    const day = addDays(today(), 4);
    const before = await getSlots('padel-park', day, 1, 'PADEL');
    const court = 'Terrain de padel 1';
    expect(at(before.creneaux, court, `${day}T10:15`)?.sStatut).toBe('disponible');

    await book('padel-park', court, 'PADEL', day, '10:15', 90);
    // A booking off the slot grid (a one-hour lesson at 14:00) overlaps the 13:15 and 14:45 games.
    await book('padel-park', court, 'PADEL', day, '14:00', 60);
    const after = await getSlots('padel-park', day, 1, 'PADEL');
    const status = (time: string) => at(after.creneaux, court, `${day}T${time}`)?.sStatut;
    expect(['10:15', '13:15', '14:45'].map(status)).toEqual(Array(3).fill('reserve'));
    expect(['08:45', '11:45', '16:15'].map(status)).toEqual(Array(3).fill('disponible'));
    expect(at(after.creneaux, 'Terrain de padel 2', `${day}T10:15`)?.sStatut).toBe('disponible');
  });

  it('blocks the badminton and volleyball courts when the whole floor is booked', async () => {
    const day = addDays(today(), 3);
    await book('multisalle-chateauroux', 'Terrain central', 'BASKET 5X5', day, '15:00', 60);
    const { creneaux } = await getSlots('multisalle-chateauroux', day, 1, 'BADMINTON');
    for (const court of ['Court de badminton 1', 'Court de badminton 2', 'Court de badminton 3']) {
      expect(at(creneaux, court, `${day}T15:00`)?.sStatut, court).toBe('reserve');
      expect(at(creneaux, court, `${day}T16:00`)?.sStatut, court).toBe('disponible');
    }
    const volley = await getSlots('multisalle-chateauroux', day, 1, 'VOLLEYBALL');
    expect(at(volley.creneaux, 'Terrain de volley-ball', `${day}T15:00`)?.sStatut).toBe('reserve');
    const pingPong = await getSlots('multisalle-chateauroux', day, 1, 'PING PONG');
    expect(at(pingPong.creneaux, 'Espace ping-pong', `${day}T15:00`)?.sStatut).toBe('disponible');
  });

  it('blocks the whole floor for every sport when one badminton court is booked', async () => {
    const day = addDays(today(), 5);
    await book('multisalle-chateauroux', 'Court de badminton 3', 'BADMINTON', day, '14:00', 60);
    for (const sport of ['BASKET 5X5', 'HANDBALL', 'FUTSAL', 'FOOT5']) {
      const { creneaux } = await getSlots('multisalle-chateauroux', day, 1, sport);
      expect(at(creneaux, 'Terrain central', `${day}T14:00`)?.sStatut, sport).toBe('reserve');
    }
    const badminton = await getSlots('multisalle-chateauroux', day, 1, 'BADMINTON');
    expect(at(badminton.creneaux, 'Court de badminton 1', `${day}T14:00`)?.sStatut).toBe('disponible');
    // The volleyball court stands across courts 2 and 3.
    const volley = await getSlots('multisalle-chateauroux', day, 1, 'VOLLEYBALL');
    expect(at(volley.creneaux, 'Terrain de volley-ball', `${day}T14:00`)?.sStatut).toBe('reserve');
  });

  it('ignores a cancelled booking', async () => {
    const day = addDays(today(), 6);
    const court = await zoneId('padel-park', 'Terrain de padel 2');
    const startsAt = zonedInstant(day, 8 * 60 + 45, PARIS);
    const endsAt = new Date(startsAt.getTime() + 90 * 60_000);
    const padel = sportIds.get('PADEL') ?? 0;
    await testDb.db
      .insert(bookings)
      .values({ zoneId: court, sportId: padel, startsAt, endsAt, status: 'cancelled' });
    const { creneaux } = await getSlots('padel-park', day, 1, 'PADEL');
    expect(at(creneaux, 'Terrain de padel 2', `${day}T08:45`)?.sStatut).toBe('disponible');
  });

  it('shows the seeded bookings of tomorrow: the whole floor at noon makes the badminton courts reserve', async () => {
    const tomorrow = addDays(today(), 1);
    const { creneaux } = await getSlots('multisalle-chateauroux', tomorrow, 1, 'BADMINTON');
    expect(at(creneaux, 'Court de badminton 2', `${tomorrow}T12:00`)?.sStatut).toBe('reserve');
    const padel = await getSlots('padel-park', tomorrow, 1, 'PADEL');
    expect(at(padel.creneaux, 'Terrain de padel 1', `${tomorrow}T17:45`)?.sStatut).toBe('reserve');
    const beach = await getSlots('multisalle-ajaccio', tomorrow, 1, 'BEACH VOLLEY');
    expect(at(beach.creneaux, 'Terrain de sable 1', `${tomorrow}T18:00`)?.sStatut).toBe('reserve');
  });

  it('gives every slot a stable nIdCreneau that decodes to its zone and start', async () => {
    const day = addDays(today(), 2);
    const first = await getSlots('padel-park', day, 1, 'PADEL');
    const second = await getSlots('padel-park', day, 1, 'PADEL');
    expect(second.creneaux.map((s) => s.nIdCreneau)).toEqual(first.creneaux.map((s) => s.nIdCreneau));
    expect(new Set(first.creneaux.map((s) => s.nIdCreneau)).size).toBe(first.creneaux.length);
    const slot = first.creneaux[0];
    expect(decodeSlotId(slot?.nIdCreneau ?? 0)?.startsAt.getTime()).toBe(
      Date.parse(slot?.dtDateHeureDebut ?? ''),
    );
  });

  it("never returns more than the hall's 7 visible days (spec 2 section 9, default 7), and says where it stopped", async () => {
    const body = await getSlots('multisalle-chateauroux', today(), 30, 'BADMINTON');
    expect(body.dateEnd).toBe(addDays(today(), 6));
    const days = new Set(body.creneaux.map((slot) => slot.dtDateHeureDebut.slice(0, 10)));
    expect(days.size).toBe(7);
    const tail = await getSlots('multisalle-chateauroux', addDays(today(), 5), 4, 'BADMINTON');
    expect(tail.dateEnd).toBe(addDays(today(), 6));
  });

  it("uses the hall's own number of visible days: 14 at padel-park", async () => {
    const body = await getSlots('padel-park', today(), 20, 'PADEL');
    expect(body.dateEnd).toBe(addDays(today(), 13));
    expect(new Set(body.creneaux.map((slot) => slot.dtDateHeureDebut.slice(0, 10))).size).toBe(14);
  });

  it('returns the past slots of today too', async () => {
    const { creneaux } = await getSlots('padel-park', today(), 1, 'PADEL');
    expect(creneaux[0]?.dtDateHeureDebut.slice(0, 16)).toBe(`${today()}T07:15`);
  });
});

describe('the static planning kept in memory', () => {
  it("reads a hall's zones, offers, hours and prices once, and reads them again once invalidated", async () => {
    const court = 'Terrain de padel 2';
    const day = next(6);
    const price = async () =>
      at((await getSlots('padel-park', day, 1, 'PADEL')).creneaux, court, `${day}T13:15`)?.fTarif;
    expect(await price()).toBe(4800);
    const padelPark = hallIds.get('padel-park') ?? 0;
    const weekendBands = await testDb.db
      .select({ id: priceBands.id })
      .from(priceBands)
      .innerJoin(zoneSports, eq(zoneSports.id, priceBands.zoneSportId))
      .innerJoin(zones, eq(zones.id, zoneSports.zoneId))
      .where(and(eq(zones.hallId, padelPark), eq(priceBands.priceCents, 4800)));
    for (const band of weekendBands)
      await testDb.db.update(priceBands).set({ priceCents: 5000 }).where(eq(priceBands.id, band.id));
    try {
      // Nothing changes prices at run time yet: the cached planning still answers 48 €...
      expect(await price()).toBe(4800);
      // ...until the change is announced, as a future admin call will.
      invalidateHallPlanning(testDb.db, padelPark);
      expect(await price()).toBe(5000);
    } finally {
      for (const band of weekendBands)
        await testDb.db.update(priceBands).set({ priceCents: 4800 }).where(eq(priceBands.id, band.id));
      invalidateHallPlanning(testDb.db);
    }
  });
});

describe('slots: bad input gets a French 4xx, never a 500', () => {
  const violation = (propertyPath: string, message: string) => ({
    detail: message,
    violations: [{ propertyPath, message }],
    description: 'La requête contient des données invalides.',
  });

  it('answers 422 for a date that does not exist', async () => {
    const { status, body } = await getError(path('padel-park', '2026-13-45', 1, 'PADEL'));
    expect(status).toBe(422);
    expect(body).toEqual(violation('start', "Cette date n'est pas valide (format AAAA-MM-JJ attendu)"));
  });

  it('answers 422 for a start before today', async () => {
    const { status, body } = await getError(path('padel-park', addDays(today(), -1), 1, 'PADEL'));
    expect(status).toBe(422);
    expect(body).toEqual(violation('start', "La date de début ne peut pas être antérieure à aujourd'hui"));
  });

  it('answers 422 for a start after the visible days', async () => {
    const { status, body } = await getError(
      path('multisalle-chateauroux', addDays(today(), 7), 1, 'BADMINTON'),
    );
    expect(status).toBe(422);
    expect(body.violations[0].propertyPath).toBe('start');
    expect(body.detail).toContain('7 jours ouverts à la réservation');
  });

  it.each(['0', 'abc', '1.5', '-2'])('answers 422 for a duration of %s', async (duration) => {
    const { status, body } = await getError(path('padel-park', today(), duration, 'PADEL'));
    expect(status).toBe(422);
    expect(body).toEqual(violation('duration', 'La durée doit être un nombre entier de jours, au moins 1'));
  });

  it('answers 404 MULTISALLE-001 for an unknown hall and for an inactive one', async () => {
    const unknown = await getError(path(999_999, today(), 1, 'PADEL'));
    expect(unknown).toEqual({
      status: 404,
      body: { sCodeErreur: 'MULTISALLE-001', szErreur: 'Cette salle est introuvable.' },
    });
    const inactive = await getError(path('multisalle-bourges', today(), 1, 'FOOT5'));
    expect(inactive.status).toBe(404);
    expect(inactive.body.sCodeErreur).toBe('MULTISALLE-001');
  });

  it('answers 422 for a hall id that is not a number', async () => {
    const { status, body } = await getError(path('abc', today(), 1, 'PADEL'));
    expect(status).toBe(422);
    expect(body.violations[0]).toEqual({
      propertyPath: 'idMultisalle',
      message: "L'identifiant de la salle doit être un nombre entier",
    });
  });

  it('answers 422 when activite is missing, not a number or unknown', async () => {
    const missing = await getError(path('padel-park', today(), 1));
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual(violation('activite', 'Ce champ est requis'));
    const malformed = await getError(path('padel-park', today(), 1, 'padel'));
    expect(malformed.status).toBe(422);
    expect(malformed.body.violations[0].propertyPath).toBe('activite');
    const unknown = await getError(path('padel-park', today(), 1, '999999'));
    expect(unknown).toEqual({ status: 422, body: violation('activite', 'Ce sport est introuvable') });
  });

  it('answers 422 for a sport the hall does not offer', async () => {
    const { status, body } = await getError(path('multisalle-chateauroux', today(), 1, 'PADEL'));
    expect(status).toBe(422);
    expect(body).toEqual(violation('activite', "Ce sport n'est pas proposé dans cette salle"));
  });
});

describe('a week of slots kept in memory (planning/slots-cache.ts)', () => {
  const padel = (days: number) => path('padel-park', addDays(today(), days), 1, 'PADEL');

  it('answers a second visitor from memory, then computes again after SLOTS_CACHE_TTL_MS (5 s)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // The sand hall: no other test of this file announces a change of it, so no late bus message (on
    // PostgreSQL they come through NOTIFY) can drop its week during this test.
    const sand = path('multisalle-ajaccio', addDays(today(), 5), 1, 'BEACH VOLLEY');
    const first = (await (await app.request(sand)).json()) as SlotsBody;
    const slot = first.creneaux.find((candidate) => candidate.sStatut === 'disponible');
    if (!slot) throw new Error('no free beach-volley slot');
    const status = (body: SlotsBody) => body.creneaux.find((s) => s.nIdCreneau === slot.nIdCreneau)?.sStatut;
    // Written straight into the database, without telling anyone: the week in memory does not know.
    await testDb.db.insert(bookings).values({
      zoneId: slot.nIdZone,
      sportId: sportIds.get('BEACH VOLLEY') ?? 0,
      startsAt: new Date(slot.dtDateHeureDebut),
      endsAt: new Date(new Date(slot.dtDateHeureDebut).getTime() + slot.dureeCreneau * 60_000),
    });
    expect(status((await (await app.request(sand)).json()) as SlotsBody)).toBe('disponible');
    vi.setSystemTime(Date.now() + SLOTS_CACHE_TTL_MS + 1);
    expect(status((await (await app.request(sand)).json()) as SlotsBody)).toBe('reserve');
  });

  it("shows a cart change made through the API at once, and the holder's own slot as panier", async () => {
    const day = 6;
    const before = (await (await app.request(padel(day))).json()) as SlotsBody;
    const slot = before.creneaux.find((candidate) => candidate.sStatut === 'disponible');
    if (!slot) throw new Error('no free padel slot');
    const player = await createPlayer(testDb.db);
    const added = await call(app, 'POST', '/api/v2/panier/ajout', {
      token: player.token,
      body: addBody(slot, sportIds.get('PADEL') ?? 0),
    });
    expect(added.status).toBe(200);
    const visitor = (await (await app.request(padel(day))).json()) as SlotsBody;
    expect(visitor.creneaux.find((s) => s.nIdCreneau === slot.nIdCreneau)?.sStatut).toBe('reserve');
    const holder = await app.request(padel(day), { headers: { authorization: `Bearer ${player.token}` } });
    const mine = ((await holder.json()) as SlotsBody).creneaux.find((s) => s.nIdCreneau === slot.nIdCreneau);
    expect(mine?.sStatut).toBe('panier');
    // The week shared with visitors keeps `reserve`: the holder's mark is laid over a copy.
    const again = (await (await app.request(padel(day))).json()) as SlotsBody;
    expect(again.creneaux.find((s) => s.nIdCreneau === slot.nIdCreneau)?.sStatut).toBe('reserve');
  });

  it('sends an ETag, answers 304 to it while the week is the same, and 200 with a new one after a change', async () => {
    const first = await app.request(padel(3));
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const unchanged = await app.request(padel(3), { headers: { 'if-none-match': etag } });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    await book('padel-park', 'Terrain de padel 1', 'PADEL', addDays(today(), 3), '20:45', 90);
    const changed = await app.request(padel(3), { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('sends the week compressed once for every caller that accepts it, and 304 to its weak ETag', async () => {
    const compressed = await app.request(padel(2), { headers: { 'accept-encoding': 'br, gzip' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('vary')).toBe('Accept-Encoding');
    const weak = compressed.headers.get('etag') ?? '';
    expect(weak).toMatch(/^W\/"/);
    const json = brotliDecompressSync(Buffer.from(await compressed.arrayBuffer())).toString('utf8');
    const plain = await app.request(padel(2));
    expect(json).toBe(await plain.text());
    expect(`W/${plain.headers.get('etag')}`).toBe(weak);
    const gzipped = await app.request(padel(2), { headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString('utf8')).toBe(json);
    const revalidated = await app.request(padel(2), {
      headers: { 'if-none-match': weak, 'accept-encoding': 'br' },
    });
    expect(revalidated.status).toBe(304);
  });

  it('keeps no week computed across a change (the generation moved while it was computed)', async () => {
    const cache = slotsCache(testDb.db);
    const hallId = hallIds.get('padel-park') ?? 0;
    const generation = cache.generation(hallId);
    publishSlotChange(testDb.db, hallId);
    cache.keep(hallId, 'clé', generation, { creneaux: [] }, Date.now() + 60_000, slotBus(testDb.db));
    expect(cache.read(hallId, 'clé')).toBeUndefined();
  });
});

describe('slots on the days clocks change in Paris', () => {
  it('keeps the local opening hours across the spring change (2027-03-28): +01:00 the day before, +02:00 on the day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-27T06:00:00Z'));
    const body = await getSlots('padel-park', '2027-03-27', 2, 'PADEL');
    const court = body.creneaux.filter((slot) => slot.sLibelleZone === 'Terrain de padel 1');
    expect(court[0]?.dtDateHeureDebut).toBe('2027-03-27T07:15:00+01:00');
    const sunday = court.filter((slot) => slot.dtDateHeureDebut.startsWith('2027-03-28'));
    expect(sunday[0]?.dtDateHeureDebut).toBe('2027-03-28T07:15:00+02:00');
    expect(sunday.at(-1)?.dtDateHeureFin).toBe('2027-03-28T22:15:00+02:00');
    expect(sunday).toHaveLength(10);
  });

  it('keeps them across the autumn change (2026-10-25): +02:00 the day before, +01:00 on the day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-10-24T06:00:00Z'));
    const body = await getSlots('multisalle-chateauroux', '2026-10-24', 2, 'BADMINTON');
    const court = body.creneaux.filter((slot) => slot.sLibelleZone === 'Court de badminton 2');
    expect(court[0]?.dtDateHeureDebut).toBe('2026-10-24T09:00:00+02:00');
    const sunday = court.filter((slot) => slot.dtDateHeureDebut.startsWith('2026-10-25'));
    expect(sunday[0]?.dtDateHeureDebut).toBe('2026-10-25T09:00:00+01:00');
    expect(sunday.at(-1)?.dtDateHeureFin).toBe('2026-10-25T20:00:00+01:00');
    expect(sunday).toHaveLength(11);
  });
});

describe('slots in the API reference', () => {
  it('documents the route with its path, query and answers in /api/openapi.json', async () => {
    const doc = await (await app.request('/api/openapi.json')).json();
    const operation =
      doc.paths['/api/v2/creneaux/multisalle/{idMultisalle}/debut/{start}/duree/{duration}']?.get;
    expect(operation).toBeDefined();
    expect(operation.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`).sort()).toEqual(
      ['path:idMultisalle', 'path:start', 'path:duration', 'query:activite', 'query:gp'].sort(),
    );
    expect(Object.keys(operation.responses).sort()).toEqual(['200', '404', '422']);
    expect(doc.components.schemas.Creneau.required).toContain('nIdCreneau');
  });
});
