import type { OpenAPIHono } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createPlayer } from '../cart/cart-test-helpers.ts';
import { bookings, halls, sports, zoneOverlaps, zones } from '../db/schema.ts';
import { deviceMessages } from '../hall-devices/messages.ts';
import { hallDevice } from '../hall-stream/hall-test-helpers.ts';
import { insertReservation } from '../payments/settlement/settlement-test-helpers.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { call } from './accounts-test-helpers.ts';

// « Done when »: the courts' programme for a day with padel then badminton on the same floor, as
// the hall's equipment controller reads it. A hall of its own: a floor (« Plateau ») under a padel court and
// a badminton court that share the same ground, and a ping-pong table apart.

const DAY = '2030-03-12';
const at = (time: string) => new Date(`${DAY}T${time}:00+01:00`);
let testDb: TestDatabase;
let app: OpenAPIHono;
let hallId: number;
let court: Record<'plateau' | 'padel' | 'badminton' | 'table', number>;
let sport: Record<'PADEL' | 'BADMINTON' | 'PING PONG', number>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db });
  const { db } = testDb;
  const [hall] = await db
    .insert(halls)
    .values({
      key: 'salle-plateau',
      name: 'Salle du Plateau',
      caption: 'Multisport',
      street: '1 rue du Stade',
      postalCode: '36000',
      city: 'Châteauroux',
    })
    .returning({ id: halls.id });
  hallId = hall?.id ?? 0;
  const created = await db
    .insert(zones)
    .values(
      ['Plateau', 'Terrain de padel', 'Court de badminton', 'Table de ping-pong'].map((label, position) => ({
        hallId,
        label,
        position,
      })),
    )
    .returning({ id: zones.id });
  const [plateau, padel, badminton, table] = created.map((row) => row.id) as [number, number, number, number];
  court = { plateau, padel, badminton, table };
  const pairs = [
    [plateau, padel],
    [plateau, badminton],
    [padel, badminton],
  ];
  await db.insert(zoneOverlaps).values(
    pairs.flatMap(([a, b]) => [
      { zoneId: a as number, otherZoneId: b as number },
      { zoneId: b as number, otherZoneId: a as number },
    ]),
  );
  const rows = await db.select({ id: sports.id, label: sports.label }).from(sports);
  const idOf = (label: string) => rows.find((row) => row.label === label)?.id ?? 0;
  sport = { PADEL: idOf('PADEL'), BADMINTON: idOf('BADMINTON'), 'PING PONG': idOf('PING PONG') };
});
afterAll(() => testDb.close());

const book = (zoneId: number, label: keyof typeof sport, from: string, to: string) =>
  testDb.db
    .insert(bookings)
    .values({ zoneId, sportId: sport[label], startsAt: at(from), endsAt: at(to) })
    .returning({ id: bookings.id });
const read = (key: string, date = DAY, etag?: string) =>
  app.request(`/api/v2/salle/${hallId}/programme?date=${date}`, {
    headers: { authorization: `Bearer ${key}`, ...(etag ? { 'if-none-match': etag } : {}) },
  });
const slot = (label: string, from: string, to: string) => ({
  debut: `${DAY}T${from}:00+01:00`,
  fin: `${DAY}T${to}:00+01:00`,
  sport: { id: sport[label as keyof typeof sport], nom: label },
});

describe('GET /salle/{idMultisalle}/programme', () => {
  it('sets the floor and both courts on it up for padel then badminton, merges two padel games in a row, and leaves the table to its own bookings', async () => {
    const controller = await hallDevice(testDb.db, hallId, ['programme'], 'Automate des équipements');
    await book(court.padel, 'PADEL', '10:00', '11:30');
    await book(court.padel, 'PADEL', '11:30', '13:00');
    await book(court.badminton, 'BADMINTON', '13:00', '14:00');
    await book(court.table, 'PING PONG', '13:00', '13:30');
    const cancelled = await book(court.badminton, 'BADMINTON', '15:00', '16:00');
    await testDb.db
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(eq(bookings.id, cancelled[0]?.id ?? 0));

    const response = await read(controller.key);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const floor = { id: court.plateau, nom: 'Plateau' };
    const onFloor = [slot('PADEL', '10:00', '13:00'), slot('BADMINTON', '13:00', '14:00')];
    expect(await response.json()).toEqual({
      date: DAY,
      terrains: [
        { terrain: floor, sol: floor, creneaux: onFloor },
        { terrain: { id: court.padel, nom: 'Terrain de padel' }, sol: floor, creneaux: onFloor },
        { terrain: { id: court.badminton, nom: 'Court de badminton' }, sol: floor, creneaux: onFloor },
        {
          terrain: { id: court.table, nom: 'Table de ping-pong' },
          sol: null,
          creneaux: [slot('PING PONG', '13:00', '13:30')],
        },
      ],
    });
  });

  it('answers 304 to its ETag while nothing changes, and the new programme once a booking of the day is made', async () => {
    const controller = await hallDevice(testDb.db, hallId, ['programme']);
    const first = await read(controller.key);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^(W\/)?".+"$/);
    const unchanged = await read(controller.key, DAY, etag);
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('etag')).toBe(etag);
    expect(await unchanged.text()).toBe('');
    // Another day's booking leaves this day's tag alone.
    await testDb.db.insert(bookings).values({
      zoneId: court.table,
      sportId: sport['PING PONG'],
      startsAt: new Date('2030-03-13T10:00:00+01:00'),
      endsAt: new Date('2030-03-13T10:30:00+01:00'),
    });
    expect((await read(controller.key, DAY, etag)).status).toBe(304);

    await book(court.plateau, 'BADMINTON', '14:00', '15:00');
    const changed = await read(controller.key, DAY, etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    const body = (await changed.json()) as { terrains: { creneaux: unknown[] }[] };
    expect(body.terrains[0]?.creneaux).toContainEqual(slot('BADMINTON', '13:00', '15:00'));
  });

  it("gives today's programme without a date, and an empty one for a day without bookings", async () => {
    const controller = await hallDevice(testDb.db, hallId, ['programme']);
    const today = await call(app, 'GET', `/api/v2/salle/${hallId}/programme`, { token: controller.key });
    expect(today.status).toBe(200);
    expect(today.body.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const empty = await call(app, 'GET', `/api/v2/salle/${hallId}/programme?date=2031-01-01`, {
      token: controller.key,
    });
    expect(empty.body.terrains.map((entry: { creneaux: unknown[] }) => entry.creneaux)).toEqual([
      [],
      [],
      [],
      [],
    ]);
  });

  it('follows a session moved by the development route: its new time on its new day, no longer its old day', async () => {
    const controller = await hallDevice(testDb.db, hallId, ['programme']);
    const organiser = await createPlayer(testDb.db);
    const booked = new Date('2030-03-14T10:00:00+01:00');
    const reservationId = await insertReservation(testDb.db, organiser.userId, {
      zoneId: court.table,
      sportId: sport['PING PONG'],
      startsAt: booked,
    });
    const moved = await call(app, 'POST', `/dev/reservations/${reservationId}/commence-dans/60`);
    expect(moved.status).toBe(200);
    // The day of its new start in Paris (the next one when the test runs in the last hour of a day).
    const newDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(
      new Date(moved.body.debut),
    );
    const today = await call(app, 'GET', `/api/v2/salle/${hallId}/programme?date=${newDay}`, {
      token: controller.key,
    });
    const table = today.body.terrains.find(
      (entry: { terrain: { id: number } }) => entry.terrain.id === court.table,
    );
    expect(table.creneaux.map((one: { debut: string }) => Date.parse(one.debut))).toContain(
      Math.floor(Date.parse(moved.body.debut) / 1000) * 1000,
    );
    const before = await call(app, 'GET', `/api/v2/salle/${hallId}/programme?date=2030-03-14`, {
      token: controller.key,
    });
    const tableBefore = before.body.terrains.find(
      (entry: { terrain: { id: number } }) => entry.terrain.id === court.table,
    );
    expect(tableBefore.creneaux).toEqual([]);
  });

  it("answers 403 in French to a screen's key and to another hall's controller, 401 without a key, 422 to a bad date", async () => {
    const screen = await hallDevice(testDb.db, hallId, ['ecran', 'entree', 'tablette']);
    const [padelPark] = await testDb.db
      .select({ id: halls.id })
      .from(halls)
      .where(eq(halls.key, 'padel-park'));
    const otherController = await hallDevice(testDb.db, padelPark?.id ?? 0, ['programme']);
    const controller = await hallDevice(testDb.db, hallId, ['programme']);
    const refused = await read(screen.key);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ description: deviceMessages.missingScope.programme });
    expect(await (await read(otherController.key)).json()).toEqual({ description: deviceMessages.otherHall });
    expect((await app.request(`/api/v2/salle/${hallId}/programme`)).status).toBe(401);
    for (const date of ['2030-02-30', '12/03/2030', '1850-01-01', '2030-03-12T10:00'])
      expect((await read(controller.key, encodeURIComponent(date))).status).toBe(422);
  });
});
