import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { bookings, halls, openingHours, zoneOverlaps, zones } from './schema.ts';
import { seedDatabase } from './seed.ts';
import { seedBookingStart } from './seed-planning.ts';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.close());

async function zoneLabels(hallKey: string): Promise<string[]> {
  const rows = await testDb.db
    .select({ label: zones.label })
    .from(zones)
    .innerJoin(halls, eq(halls.id, zones.hallId))
    .where(eq(halls.key, hallKey))
    .orderBy(zones.position);
  return rows.map((row) => row.label);
}

describe('planning seed', () => {
  it('gives each active hall its zones: two padel courts, the Châteauroux floor and its courts, the sand courts', async () => {
    expect(await zoneLabels('padel-park')).toEqual([
      'Terrain de padel 1',
      'Terrain de padel 2',
      'Table de ping-pong',
    ]);
    expect(await zoneLabels('multisalle-chateauroux')).toEqual([
      'Terrain central',
      'Court de badminton 1',
      'Court de badminton 2',
      'Court de badminton 3',
      'Terrain de volley-ball',
      'Espace ping-pong',
    ]);
    expect(await zoneLabels('multisalle-ajaccio')).toHaveLength(3);
    expect(await zoneLabels('multisalle-bourges')).toEqual([]);
  });

  it("opens padel-park's two padel courts 7:15 to 23:15 every day", async () => {
    const rows = await testDb.db
      .select({
        label: zones.label,
        weekday: openingHours.weekday,
        opens: openingHours.opensAt,
        closes: openingHours.closesAt,
      })
      .from(openingHours)
      .innerJoin(zones, eq(zones.id, openingHours.zoneId))
      .where(eq(zones.label, 'Terrain de padel 1'));
    expect(rows.map((row) => row.weekday).sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(new Set(rows.map((row) => `${row.opens}-${row.closes}`))).toEqual(new Set(['07:15:00-23:15:00']));
  });

  it('lists the zones overlapping the Châteauroux floor in one query, both ways', async () => {
    const [floor] = await testDb.db.select().from(zones).where(eq(zones.label, 'Terrain central'));
    const overlapping = await testDb.db
      .select({ label: zones.label })
      .from(zoneOverlaps)
      .innerJoin(zones, eq(zones.id, zoneOverlaps.otherZoneId))
      .where(eq(zoneOverlaps.zoneId, floor?.id ?? 0));
    expect(overlapping.map((row) => row.label).sort()).toEqual([
      'Court de badminton 1',
      'Court de badminton 2',
      'Court de badminton 3',
      'Terrain de volley-ball',
    ]);
    const [court] = await testDb.db.select().from(zones).where(eq(zones.label, 'Court de badminton 1'));
    const back = await testDb.db
      .select()
      .from(zoneOverlaps)
      .where(eq(zoneOverlaps.zoneId, court?.id ?? 0));
    expect(back.map((row) => row.otherZoneId)).toEqual([floor?.id]);
  });

  it('books a few slots in the coming days, all in the future', async () => {
    const rows = await testDb.db.select().from(bookings);
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.every((row) => row.startsAt.getTime() > Date.now())).toBe(true);
  });

  it('puts a weekday booking whose time has passed today a week on, never in the past', () => {
    // Tuesday 24 November 2026, 18:09 in Paris (17:09 UTC): the Tuesday 18:00 class has begun.
    const tuesdayEvening = new Date('2026-11-24T17:09:00Z');
    const tuesdayClass = { day: { nextWeekday: 2 }, start: '18:00' };
    expect(seedBookingStart(tuesdayClass, tuesdayEvening, 'Europe/Paris').toISOString()).toBe(
      '2026-12-01T17:00:00.000Z',
    );
    // Earlier that day it is still today's class; a Wednesday one is the next day.
    const tuesdayMorning = new Date('2026-11-24T08:00:00Z');
    expect(seedBookingStart(tuesdayClass, tuesdayMorning, 'Europe/Paris').toISOString()).toBe(
      '2026-11-24T17:00:00.000Z',
    );
    const wednesdayGame = { day: { nextWeekday: 3 }, start: '19:00' };
    expect(seedBookingStart(wednesdayGame, tuesdayEvening, 'Europe/Paris').toISOString()).toBe(
      '2026-11-25T18:00:00.000Z',
    );
  });

  it('adds nothing when the seed runs again', async () => {
    const [before] = await testDb.db.select({ n: count() }).from(zones);
    expect(await seedDatabase(testDb.db)).toBe(false);
    const [after] = await testDb.db.select({ n: count() }).from(zones);
    expect(after?.n).toBe(before?.n);
  });
});
