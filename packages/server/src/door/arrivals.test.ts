import type { OpenAPIHono } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createPlayer, type TestPlayer } from '../cart/cart-test-helpers.ts';
import { halls } from '../db/schema.ts';
import { codeOf, hallDevice, scanAt, sessionSoon, startIn } from '../hall-stream/hall-test-helpers.ts';
import { closeHallStreams } from '../hall-stream/index.ts';
import { closeSlotBus } from '../live/index.ts';
import { formatZoned } from '../planning/local-time.ts';
import { gameInHall } from '../reservations/accept-test-helpers.ts';
import { call } from '../routes/accounts-test-helpers.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';

// « Every decision is recorded: the organiser's MES RÉSERVATIONS shows who has arrived, and the
// participant's entry counts as attendance in statistics. »

const PARIS = 'Europe/Paris';
let testDb: TestDatabase;
let app: OpenAPIHono;
let padelId: number;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db });
  const [row] = await testDb.db.select({ id: halls.id }).from(halls).where(eq(halls.key, 'padel-park'));
  padelId = row?.id ?? 0;
});
afterAll(async () => {
  await closeHallStreams(testDb.db);
  await closeSlotBus(testDb.db);
  await testDb.close();
});

type Line = {
  id_reservation: string;
  organisateurMoi: boolean;
  arrivees: { idContact: number; arriveLe: string }[];
};
const linesOf = async (player: { userId: number; token: string }) => {
  const answer = await call(app, 'GET', `/api/v2/user/${player.userId}/liste_reservations`, {
    token: player.token,
  });
  expect(answer.status).toBe(200);
  return (answer.body as { reservations: Line[] }).reservations;
};
const presenceOf = async (player: { contactId: number; token: string }) => {
  const answer = await call(app, 'GET', `/api/v2/stats/performances?idContact=${player.contactId}`, {
    token: player.token,
  });
  expect(answer.status).toBe(200);
  return (answer.body as { presence: { nbSeances: number; derniereEntree: string | null } }).presence;
};

describe('who has arrived, for the organiser', () => {
  it('lists in MES RÉSERVATIONS the participants the door let in, with the time of their first entry, to the organiser only', async () => {
    const { game, organiser, guest } = await sessionSoon(app, testDb.db, { minutes: 10 });
    const door = await hallDevice(testDb.db, padelId, ['entree']);
    const before = (await linesOf(organiser)).find((line) => line.id_reservation === game.id);
    expect(before?.arrivees).toEqual([]);

    expect((await scanAt(app, padelId, door.key, await codeOf(app, game.id, guest))).body.autorise).toBe(
      true,
    );
    // A second scan is refused and changes nothing: the first entry's time stays.
    expect((await scanAt(app, padelId, door.key, await codeOf(app, game.id, guest))).body.autorise).toBe(
      false,
    );

    const line = (await linesOf(organiser)).find((one) => one.id_reservation === game.id);
    expect(line?.organisateurMoi).toBe(true);
    expect(line?.arrivees).toHaveLength(1);
    const arrival = line?.arrivees[0];
    expect(arrival?.idContact).toBe(guest.contactId);
    // In the hall's time, with its offset: the page shows « Arrivé à 18h32 » from it.
    expect(arrival?.arriveLe).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/);
    const arrivedAt = new Date(arrival?.arriveLe ?? '');
    expect(Math.abs(arrivedAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect(arrival?.arriveLe).toBe(formatZoned(arrivedAt, PARIS));

    // The guest's own list does not show who came: the organiser's to see.
    const guestLine = (await linesOf(guest)).find((one) => one.id_reservation === game.id);
    expect(guestLine?.organisateurMoi).toBe(false);
    expect(guestLine?.arrivees).toEqual([]);
  });
});

/** A session starting in `minutes` that `guest` accepted (a new organiser each time). */
async function sessionWith(guest: TestPlayer, minutes: number) {
  const organiser = await createPlayer(testDb.db);
  const game = await gameInHall(testDb.db, organiser.userId, 'padel-park');
  const answer = await call(app, 'POST', '/api/v2/invitation/reponse', {
    token: guest.token,
    body: {
      uuidReservation: game.id,
      uuidInvitation: game.token,
      reponses: [{ idUser: guest.contactId, reponse: 2 }],
    },
  });
  expect(answer.status).toBe(200);
  await startIn(app, game.id, minutes);
  return { game, organiser };
}

describe('attendance in the statistics', () => {
  it("counts each session the door let a player in to once, refusals and other players' entries not at all", async () => {
    const player = await createPlayer(testDb.db);
    expect(await presenceOf(player)).toEqual({ nbSeances: 0, derniereEntree: null });
    const door = await hallDevice(testDb.db, padelId, ['entree']);
    const scan = async (reservationId: string) =>
      (await scanAt(app, padelId, door.key, await codeOf(app, reservationId, player))).body as {
        autorise: boolean;
      };

    // Two sessions the player enters; a third where the door refuses (too early); the first scanned again.
    const first = await sessionWith(player, 10);
    const second = await sessionWith(player, 20);
    const later = await sessionWith(player, 600);
    expect((await scan(first.game.id)).autorise).toBe(true);
    expect((await scan(second.game.id)).autorise).toBe(true);
    expect((await scan(later.game.id)).autorise).toBe(false);
    expect((await scan(first.game.id)).autorise).toBe(false);

    const presence = await presenceOf(player);
    expect(presence.nbSeances).toBe(2);
    expect(presence.derniereEntree).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/);
    expect(Math.abs(new Date(presence.derniereEntree ?? '').getTime() - Date.now())).toBeLessThan(60_000);
    // The organisers did not come in: nothing counted for them.
    expect(await presenceOf(first.organiser)).toEqual({ nbSeances: 0, derniereEntree: null });
  });
});
