import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { TestPlayer } from '../cart/cart-test-helpers.ts';
import { closeHallStreams } from '../hall-stream/registry.ts';
import { readSse } from '../live/sse-test-reader.ts';
import { reservationWithLink } from '../payments/settlement/settlement-test-helpers.ts';
import { createGuest } from '../reservations/accept-test-helpers.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { call } from './accounts-test-helpers.ts';
import { acceptLink } from './invitation-test-helpers.ts';

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db });
});
afterAll(async () => {
  await closeHallStreams(testDb.db);
  await testDb.close();
});

const fluxPath = (player: TestPlayer) => `/api/v2/user/${player.userId}/reservations/flux`;

/** Opens `player`'s stream and waits until it follows their games. */
async function openFlux(player: TestPlayer) {
  const response = await app.request(fluxPath(player), {
    headers: { authorization: `Bearer ${player.token}` },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = readSse(response);
  expect(await reader.opened).toContain('retry: 3000');
  return reader;
}

describe('GET /api/v2/user/{userId}/reservations/flux', () => {
  it('tells the organiser at once that a friend accepted their coming game, and tells nobody else', async () => {
    const organiser = await createGuest(testDb.db);
    const bystander = await createGuest(testDb.db);
    const friend = await createGuest(testDb.db);
    const game = await reservationWithLink(testDb.db, organiser.userId);
    await reservationWithLink(testDb.db, bystander.userId);
    const [watcher, stranger] = [await openFlux(organiser), await openFlux(bystander)];

    expect((await acceptLink(app, game, friend)).status).toBe(200);
    expect(await watcher.next()).toEqual({
      event: 'reservation',
      data: JSON.stringify({ idReservation: game.id }),
    });
    // Same hall, another organiser's game: not theirs to hear about.
    expect(await stranger.drain(300)).toEqual([]);
    await Promise.all([watcher.close(), stranger.close()]);
  });

  it("follows the player's own games only: a stream of someone else is refused, and one without a token", async () => {
    const organiser = await createGuest(testDb.db);
    const intruder = await createGuest(testDb.db);
    const foreign = await call(app, 'GET', fluxPath(organiser), { token: intruder.token });
    expect(foreign.status).toBe(403);
    const anonymous = await call(app, 'GET', fluxPath(organiser));
    expect(anonymous.status).toBe(401);
  });
});
