import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createPlayer, type TestPlayer } from '../cart/cart-test-helpers.ts';
import { users } from '../db/schema.ts';
import { saveSandboxCard } from '../payments/sandbox/test-cards.ts';
import { insertReservation, sharesOf } from '../payments/settlement/settlement-test-helpers.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { call } from './accounts-test-helpers.ts';

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;
const DAY = 86_400_000;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db, isProduction: false });
});
afterAll(() => testDb.close());

const emailOf = async (p: TestPlayer) =>
  (await testDb.db.select({ email: users.email }).from(users).where(eq(users.id, p.userId)))[0]?.email ?? '';

describe('development routes of the settlement', () => {
  it('adds accepted participants and settles as of a given time, as the browser tests do', async () => {
    const organiser = await createPlayer(testDb.db);
    const mate = await createPlayer(testDb.db);
    await saveSandboxCard(app, organiser.token, '4970100000000014');
    await saveSandboxCard(app, mate.token, '4970100000000014');
    const startsAt = new Date(Date.now() + 2 * DAY);
    const id = await insertReservation(testDb.db, organiser.userId, { startsAt, totalCents: 3000 });

    const added = await call(app, 'POST', `/dev/reservations/${id}/participants`, {
      body: { email: (await emailOf(mate)).toUpperCase() },
    });
    expect(added).toMatchObject({ status: 200, body: { bSucces: true } });
    expect(
      (
        await call(app, 'POST', `/dev/reservations/${id}/participants`, {
          body: { email: 'personne@exemple.fr' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(app, 'POST', '/dev/reservations/00000000-0000-4000-8000-000000000000/participants', {
          body: { email: await emailOf(mate) },
        })
      ).status,
    ).toBe(404);
    expect((await call(app, 'POST', '/dev/reglement', { body: { maintenant: 'demain' } })).status).toBe(422);

    // Not over yet: nothing to settle for this game.
    await call(app, 'POST', '/dev/reglement', { body: {} });
    expect(await sharesOf(testDb.db, id)).toEqual([]);

    const maintenant = new Date(startsAt.getTime() + DAY).toISOString();
    const settled = await call(app, 'POST', '/dev/reglement', { body: { maintenant } });
    expect(settled).toMatchObject({
      status: 200,
      body: { maintenant, reservations: 1, parts: 2, remboursements: 0 },
    });
    expect(settled.body.debits.map((d: { statut: string }) => d.statut)).toEqual(['paid', 'paid']);
    const past = await call(app, 'GET', `/api/v2/user/${mate.userId}/payment/liste?type=past`, {
      token: mate.token,
    });
    expect(past.body.paiements).toEqual([expect.objectContaining({ idReservation: id, montant: 1500 })]);
  });

  it('does not exist in production', async () => {
    const production = createApp({
      db: testDb.db,
      isProduction: true,
      accounts: { jwtSecret: 'un secret de production long de 32 caracteres' },
    });
    expect((await call(production, 'POST', '/dev/reglement', { body: {} })).status).toBe(404);
  });
});
