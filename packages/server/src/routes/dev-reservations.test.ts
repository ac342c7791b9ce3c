import { reservationStateTexts } from '@multisalle/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createPlayer } from '../cart/cart-test-helpers.ts';
import { reservationWithLink } from '../payments/settlement/settlement-test-helpers.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { call } from './accounts-test-helpers.ts';

// The development route that moves a reservation's start, so browser tests reach the states the clock
// decides (spec 1: answers locked 15 minutes before the start). Never mounted in production.

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db });
});
afterAll(() => testDb.close());

describe('POST /dev/reservations/{id}/commence-dans/{minutes}', () => {
  it('moves the start to 10 minutes from now: the invitation reads finalisee and takes no answer', async () => {
    const organiser = await createPlayer(testDb.db);
    const guest = await createPlayer(testDb.db);
    const g = await reservationWithLink(testDb.db, organiser.userId, 72);
    const moved = await call(app, 'POST', `/dev/reservations/${g.id}/commence-dans/10`);
    expect(moved.status).toBe(200);
    const start = Date.parse(moved.body.debut);
    expect(Math.abs(start - (Date.now() + 10 * 60_000))).toBeLessThan(60_000);
    expect(Date.parse(moved.body.fin) - start).toBe(3_600_000);

    const read = await call(
      app,
      'GET',
      `/api/v2/reservations/groupe/invitation?reservation=${g.id}&invitation=${g.token}`,
      { token: guest.token },
    );
    expect(read.body.statut).toBe('finalisee');
    const answer = await call(app, 'POST', '/api/v2/invitation/reponse', {
      token: guest.token,
      body: {
        uuidReservation: g.id,
        uuidInvitation: g.token,
        reponses: [{ idUser: guest.contactId, reponse: 2 }],
      },
    });
    expect(answer).toMatchObject({ status: 409, body: { szErreur: reservationStateTexts.finalisee.detail } });
  });

  it('answers 422 or 404 in French for a bad id, a bad number of minutes or an unknown reservation', async () => {
    expect((await call(app, 'POST', '/dev/reservations/abc/commence-dans/10')).status).toBe(422);
    const id = '0b7e4c1e-3f7a-4f51-9d0c-2a8f6f1f2c3d';
    const tooFar = await call(app, 'POST', `/dev/reservations/${id}/commence-dans/99999`);
    expect(tooFar).toMatchObject({ status: 422, body: { description: expect.stringMatching(/minutes/) } });
    const unknown = await call(app, 'POST', `/dev/reservations/${id}/commence-dans/10`);
    expect(unknown).toMatchObject({ status: 404, body: { description: 'La réservation est introuvable.' } });
  });

  it('does not exist in production', async () => {
    const production = createApp({
      db: testDb.db,
      isProduction: true,
      accounts: { jwtSecret: 'un secret de production long de 32 caracteres' },
    });
    const id = '0b7e4c1e-3f7a-4f51-9d0c-2a8f6f1f2c3d';
    expect(
      (await production.request(`/dev/reservations/${id}/commence-dans/10`, { method: 'POST' })).status,
    ).toBe(404);
  });
});
