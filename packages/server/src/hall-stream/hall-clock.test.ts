import type { OpenAPIHono } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { halls, reservations } from '../db/schema.ts';
import { closeSlotBus } from '../live/index.ts';
import { clockOfTheDay } from '../test/test-clock.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { NOTICE_MINUTES } from './clock.ts';
import { eventsLeft, hallDevice, nextEvent, openHallFlux, sessionSoon } from './hall-test-helpers.ts';
import { closeHallStreams, hallStreams } from './index.ts';

// The hall stream's clock with the time in hand: this file's server reads a clock that the test moves
// forward, every 20 ms instead of every 15 s, so the four moments of a session arrive without waiting them.

const MINUTE = 60_000;
let testDb: TestDatabase;
let app: OpenAPIHono;
let hallId: number;
/** The app's clock: 14:00 today in Paris, so the session and its moments fall on today whatever the hour. */
const day = clockOfTheDay(14);
/** How far the streams' clock runs ahead of the app's. */
let aheadMs = 0;

beforeAll(async () => {
  testDb = await createTestDatabase();
  // Before the first stream: the streams of this database read this clock.
  hallStreams(testDb.db, { now: () => new Date(day.nowMs() + aheadMs), tickMs: 20 });
  app = createApp({ db: testDb.db, clock: day });
  const [hall] = await testDb.db.select({ id: halls.id }).from(halls).where(eq(halls.key, 'padel-park'));
  hallId = hall?.id ?? 0;
});
afterAll(async () => {
  await closeHallStreams(testDb.db);
  await closeSlotBus(testDb.db);
  await testDb.close();
});

describe("the hall stream's clock", () => {
  it('announces a session 5 minutes before its start, at its start, 5 minutes before its end and at its end, once each', async () => {
    const screen = await hallDevice(testDb.db, hallId, ['ecran']);
    const reader = await openHallFlux(app, hallId, screen.key);
    await nextEvent(reader, 'etat');
    // Booked, then moved to start 5 minutes from now: the notice falls due at once.
    const { game } = await sessionSoon(app, testDb.db, { minutes: NOTICE_MINUTES });
    const [row] = await testDb.db.select().from(reservations).where(eq(reservations.id, game.id));
    if (!row) throw new Error('no reservation');
    const mine = (data: Record<string, unknown>) => data.idReservation === game.id;

    const soon = await nextEvent(reader, 'seance', mine);
    expect(soon).toEqual({
      moment: 'debut-proche',
      idReservation: game.id,
      terrain: { id: row.zoneId, nom: expect.any(String) },
      sport: { id: row.sportId, nom: 'PADEL' },
      debut: expect.stringMatching(/\+0[12]:00$/),
      fin: expect.stringMatching(/\+0[12]:00$/),
      minutes: 5,
    });
    expect(Date.parse(soon.debut)).toBe(Math.floor(row.startsAt.getTime() / 1000) * 1000);

    // The screens list it (the move was announced) before the clock runs on: the list is read at the time.
    const ids = (data: Record<string, unknown>) =>
      (data.seances as { idReservation: string }[]).map((seance) => seance.idReservation);
    await nextEvent(reader, 'etat', (data) => ids(data).includes(game.id));

    const moveTo = (instant: Date) => {
      aheadMs = instant.getTime() + 1000 - day.nowMs();
    };
    moveTo(row.startsAt);
    expect(await nextEvent(reader, 'seance', mine)).toMatchObject({ moment: 'debut', minutes: 0 });
    moveTo(new Date(row.endsAt.getTime() - NOTICE_MINUTES * MINUTE));
    expect(await nextEvent(reader, 'seance', mine)).toMatchObject({ moment: 'fin-proche', minutes: 5 });
    moveTo(row.endsAt);
    expect(await nextEvent(reader, 'seance', mine)).toMatchObject({ moment: 'fin', minutes: 0 });
    // The ended session leaves the screens' list.
    await nextEvent(reader, 'etat', (data) => !ids(data).includes(game.id));
    // Nothing twice.
    const again = (await eventsLeft(reader, 200)).filter(
      (event) => event.event === 'seance' && JSON.parse(event.data).idReservation === game.id,
    );
    expect(again).toEqual([]);
    await reader.close();
    aheadMs = 0;
  });

  it("stops the clock and the hall's subscriptions once the last screen hangs up", async () => {
    const screen = await hallDevice(testDb.db, hallId, ['ecran']);
    const reader = await openHallFlux(app, hallId, screen.key);
    expect(hallStreams(testDb.db).count(hallId)).toBe(1);
    await reader.close();
    await expect.poll(() => hallStreams(testDb.db).count(hallId)).toBe(0);
  });

  // Last: it closes this database's hall streams for good.
  it('tells every open screen `arret` when the server stops, and ends the stream', async () => {
    const screen = await hallDevice(testDb.db, hallId, ['ecran']);
    const reader = await openHallFlux(app, hallId, screen.key);
    await nextEvent(reader, 'etat');
    await closeHallStreams(testDb.db);
    expect(await nextEvent(reader, 'arret')).toEqual({});
    await reader.ended;
    expect(hallStreams(testDb.db).count(hallId)).toBe(0);
  });
});
