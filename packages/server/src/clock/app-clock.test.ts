// The app reads the clock it is given: a server whose clock stands ten minutes before the clocks go forward
// in Paris lists that Sunday and holds its slots 15 minutes on that clock, across the missing hour.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsConfigFromEnv, createAccounts } from '../accounts/index.ts';
import { createApp } from '../app.ts';
import { addBody, createPlayer, idsOf } from '../cart/cart-test-helpers.ts';
import type { WireSlot } from '../planning/slot-wire.ts';
import { SLOTS_CACHE_TTL_MS } from '../planning/slots-cache.ts';
import { call } from '../routes/accounts-test-helpers.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { type Clock, clockStartingAt } from './index.ts';

const MINUTE = 60_000;
/** Ten minutes before 02:00, when Paris goes from +01:00 to +02:00 (03:00). */
const BEFORE_DST = new Date('2027-03-28T01:50:00+01:00');

/** The time the app's clock runs on: it stands still until the test moves it, so answers are exact. */
function handClock(): Clock & { advance: (ms: number) => void } {
  let ms = Date.now();
  return {
    now: () => new Date(ms),
    nowMs: () => ms,
    advance: (by) => {
      ms += by;
    },
  };
}

let testDb: TestDatabase;
let base: ReturnType<typeof handClock>;
let app: ReturnType<typeof createApp>;
let token: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  base = handClock();
  const clock = clockStartingAt(BEFORE_DST, base);
  app = createApp({ db: testDb.db, clock });
  const player = await createPlayer(testDb.db);
  // A session issued on the app's clock: one issued on the system's would have expired by 2027.
  token = await createAccounts(testDb.db, accountsConfigFromEnv({ isProduction: false }), clock).issueToken(
    player,
    'v2',
  );
});
afterAll(() => testDb.close());

async function sundaySlots(hallId: number, sportId: number): Promise<{ status: number; slots: WireSlot[] }> {
  const { status, body } = await call(
    app,
    'GET',
    `/api/v2/creneaux/multisalle/${hallId}/debut/2027-03-28/duree/1?activite=${sportId}&gp=1`,
    { token },
  );
  return { status, slots: (body as { creneaux?: WireSlot[] }).creneaux ?? [] };
}

describe('the app on a clock started at 2027-03-28T01:50:00+01:00 (clocks go forward at 02:00 in Paris)', () => {
  it('lists that Sunday as today, and a hold (the 15 min lock) made then ends at 03:05+02:00 on that clock', async () => {
    const { hallId, sportId } = await idsOf(testDb.db, 'padel-park', 'PADEL');
    // A day before "today" on the app's clock is refused: the clock, not the system's date, says what today is.
    const yesterday = await call(
      app,
      'GET',
      `/api/v2/creneaux/multisalle/${hallId}/debut/2027-03-27/duree/1?activite=${sportId}&gp=1`,
    );
    expect(yesterday.status).toBe(422);

    const listed = await sundaySlots(hallId, sportId);
    expect(listed.status).toBe(200);
    expect(listed.slots.length).toBeGreaterThan(0);
    for (const slot of listed.slots) expect(slot.dtDateHeureDebut).toMatch(/^2027-03-28T.*\+02:00$/);
    const slot = listed.slots.find(
      (s) => s.sStatut === 'disponible' && s.typeCreneau !== 'place' && s.typeCreneau !== 'cours',
    );
    if (!slot) throw new Error('no free padel slot on 2027-03-28');

    const added = await call(app, 'POST', '/api/v2/panier/ajout', { token, body: addBody(slot, sportId) });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ _type: 'succes', dtExpiration: '2027-03-28T03:05:00+02:00' });
    const cart = await call(app, 'GET', '/api/v2/panier', { token });
    expect(cart.body).toMatchObject({ dtExpiration: '2027-03-28T03:05:00+02:00' });

    const statusOfSlot = async () =>
      (await sundaySlots(hallId, sportId)).slots.find((s) => s.nIdCreneau === slot.nIdCreneau)?.sStatut;
    base.advance(15 * MINUTE - 1_000);
    expect(await statusOfSlot()).toBe('panier');
    // 03:05+02:00: the hold has ended, the cart can no longer be validated.
    base.advance(1_000);
    expect(await statusOfSlot()).not.toBe('panier');
    const validated = await call(app, 'POST', '/api/v2/panier/valide', {
      token,
      body: { partagePaiement: false },
    });
    expect(validated.status).toBe(410);
    expect(validated.body).toMatchObject({ sCodeErreur: 'PANIER-005' });
    // The computed week is kept at most SLOTS_CACHE_TTL_MS on the same clock: then the slot shows free.
    base.advance(SLOTS_CACHE_TTL_MS);
    expect(await statusOfSlot()).toBe('disponible');
  });
});
