import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthEnv } from '../accounts/index.ts';
import { createApp } from '../app.ts';
import { addBody, createPlayer, idsOf, slotsOf, type TestPlayer } from '../cart/cart-test-helpers.ts';
import { carts, idempotencyKeys, reservations } from '../db/schema.ts';
import { call } from '../routes/accounts-test-helpers.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { handleError } from './errors.ts';
import { idempotency, idempotencyMessages } from './idempotency.ts';
import { createRouter } from './validation.ts';

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;
const DUPLICATES = 20;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db });
});
afterAll(() => testDb.close());

const validate = (p: TestPlayer, key: string | undefined, partagePaiement = false) =>
  call(app, 'POST', '/api/v2/panier/valide', {
    token: p.token,
    body: { partagePaiement },
    headers: key === undefined ? {} : { 'Idempotency-Key': key },
  });

/** A ready player whose cart holds one free padel court. */
async function playerWithCart(daysFromToday: number): Promise<TestPlayer> {
  const me = await createPlayer(testDb.db);
  const slots = await slotsOf(app, testDb.db, { hall: 'padel-park', sport: 'PADEL', daysFromToday });
  const slot = slots.find((s) => s.sStatut === 'disponible' && s.typeCreneau !== 'place');
  if (!slot) throw new Error('no free padel slot');
  const { sportId } = await idsOf(testDb.db, 'padel-park', 'PADEL');
  const added = await call(app, 'POST', '/api/v2/panier/ajout', {
    token: me.token,
    body: addBody(slot, sportId),
  });
  expect(added.status).toBe(200);
  return me;
}

async function reservationsOf(p: TestPlayer) {
  return testDb.db
    .select({ id: reservations.id })
    .from(reservations)
    .innerJoin(carts, eq(carts.id, reservations.cartId))
    .where(eq(carts.userId, p.userId));
}

describe('Idempotency-Key on panier/valide', () => {
  it(`books once and gives all ${DUPLICATES} identical concurrent requests the same answer`, async () => {
    const me = await playerWithCart(5);
    const answers = await Promise.all(Array.from({ length: DUPLICATES }, () => validate(me, 'essai-1')));
    const [first] = answers;
    expect(first?.status).toBe(200);
    expect(first?.body.reservations).toHaveLength(1);
    for (const answer of answers) expect(answer).toEqual(first);
    expect(await reservationsOf(me)).toHaveLength(1);

    const retry = await validate(me, 'essai-1');
    expect(retry).toEqual(first);

    // A new attempt (another key) runs for real: the cart is closed, nothing new is booked.
    const other = await validate(me, 'essai-2');
    expect(other).toMatchObject({ status: 422, body: { sCodeErreur: 'PANIER-007' } });
    expect(await reservationsOf(me)).toHaveLength(1);
  });

  it('tells a replayed answer apart by its Idempotent-Replayed header', async () => {
    const me = await playerWithCart(6);
    const headers = {
      authorization: `Bearer ${me.token}`,
      'content-type': 'application/json',
      'Idempotency-Key': 'rejeu',
    };
    const init = { method: 'POST', headers, body: JSON.stringify({ partagePaiement: true }) };
    const first = await app.request('/api/v2/panier/valide', init);
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    const second = await app.request('/api/v2/panier/valide', init);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await second.json()).toEqual(await first.json());
  });

  it('refuses the same key with another body, and a malformed key, with a French 422', async () => {
    const me = await playerWithCart(7);
    expect((await validate(me, 'cle-a', false)).status).toBe(200);
    const reused = await validate(me, 'cle-a', true);
    expect(reused).toMatchObject({ status: 422, body: { detail: idempotencyMessages.otherRequest } });
    for (const key of ['', 'x'.repeat(256), 'é']) {
      const answer = await validate(me, key);
      expect(answer, JSON.stringify(key)).toMatchObject({
        status: 422,
        body: { detail: idempotencyMessages.invalidKey },
      });
    }
  });

  it("keys per caller: another player's same key is a request of its own", async () => {
    const alice = await playerWithCart(8);
    const bob = await playerWithCart(9);
    const a = await validate(alice, 'partagee');
    const b = await validate(bob, 'partagee');
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body.reservations[0].id_reservation).not.toBe(a.body.reservations[0].id_reservation);
  });
});

describe('idempotency middleware', () => {
  /** A tiny secure route whose handler is given by the test, behind the real middleware. */
  function routeWith(handler: () => Promise<Response> | Response, userId: number, maxWaitMs?: number) {
    const router = createRouter<AuthEnv>();
    router.onError(handleError);
    router.use(async (c, next) => {
      c.set('caller', { userId, contactId: 0, tokenId: 'test' });
      await next();
    });
    router.use(idempotency({ db: testDb.db, scope: 'POST /essai', maxWaitMs }));
    router.post('/essai', () => handler());
    return (key: string) =>
      router.request('/essai', { method: 'POST', headers: { 'Idempotency-Key': key }, body: '{}' });
  }

  it('keeps nothing after a 5xx, so the retry runs and its answer is kept', async () => {
    const me = await createPlayer(testDb.db, { isReady: false });
    let runs = 0;
    const send = routeWith(() => {
      runs += 1;
      if (runs === 1) throw new Error('panne simulée');
      return Response.json({ run: runs }, { status: 201 });
    }, me.userId);
    expect((await send('k')).status).toBe(500);
    const rows = await testDb.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, me.userId));
    expect(rows).toHaveLength(0);
    const retry = await send('k');
    expect(retry.status).toBe(201);
    expect(await retry.json()).toEqual({ run: 2 });
    const again = await send('k');
    expect(await again.json()).toEqual({ run: 2 });
    expect(runs).toBe(2);
  });

  it('runs the retry of a request whose server died: its claim, untouched for 15 s, is taken over', async () => {
    const me = await createPlayer(testDb.db, { isReady: false });
    // What a process killed mid-request leaves: a pending claim (no status) that nobody touches anymore.
    await testDb.db.insert(idempotencyKeys).values({
      userId: me.userId,
      scope: 'POST /essai',
      key: 'orpheline',
      requestHash: createHash('sha256').update('/essai\n{}').digest('hex'),
      createdAt: new Date(Date.now() - 16_000),
    });
    let runs = 0;
    const send = routeWith(() => {
      runs += 1;
      return Response.json({ run: runs }, { status: 201 });
    }, me.userId);
    const retry = await send('orpheline');
    expect(retry.status).toBe(201);
    expect(runs).toBe(1);
  });

  it('answers 409 to a duplicate that waited too long for the first request', async () => {
    const me = await createPlayer(testDb.db, { isReady: false });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const send = routeWith(
      async () => {
        await gate;
        return Response.json({ ok: true });
      },
      me.userId,
      300,
    );
    const first = send('lent');
    // The duplicate must come second: wait until the first request holds the key.
    for (let tries = 0; tries < 100; tries += 1) {
      const held = await testDb.db
        .select()
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.userId, me.userId));
      if (held.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const duplicate = await send('lent');
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toEqual({ szErreur: idempotencyMessages.inProgress });
    release();
    expect((await first).status).toBe(200);
    expect(await (await send('lent')).json()).toEqual({ ok: true });
  });
});
