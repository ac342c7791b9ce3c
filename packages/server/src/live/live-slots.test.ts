import type { OpenAPIHono } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { addBody, createPlayer, idsOf, slotsOf, type TestPlayer } from '../cart/cart-test-helpers.ts';
import { type OpenedDatabase, openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { seedDatabase } from '../db/seed.ts';
import { call } from '../routes/accounts-test-helpers.ts';
import { createPostgresDatabase, createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { closeSlotBus, publishWhenHoldEnds, slotBus, streamSlotChanges } from './index.ts';
import { createSlotBus, inProcessTransport, SLOT_BUS_COALESCE_MS } from './slot-bus.ts';
import { readSse } from './sse-test-reader.ts';

let testDb: TestDatabase;
let app: OpenAPIHono;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db });
});
afterAll(async () => {
  await closeSlotBus(testDb.db);
  await testDb.close();
});

/** Long enough for a coalesced publish to arrive, and for a wrong second one to show up. */
const SETTLE_MS = SLOT_BUS_COALESCE_MS * 3;
const fluxPath = (hallId: number) => `/api/v2/creneaux/multisalle/${hallId}/flux`;

/** Opens a hall's stream on `target` and waits until it follows the hall. */
async function openFlux(target: OpenAPIHono, hallId: number) {
  const reader = readSse(await target.request(fluxPath(hallId)));
  await reader.opened;
  return reader;
}

/** A free whole-court slot of padel-park's padel `daysFromToday`, as `panier/ajout` wants it. */
async function freePadel(target: OpenAPIHono, db: TestDatabase['db'], daysFromToday: number) {
  const slots = await slotsOf(target, db, { hall: 'padel-park', sport: 'PADEL', daysFromToday });
  const slot = slots.find((s) => s.sStatut === 'disponible' && s.dtDateHeureDebut.slice(11, 13) >= '09');
  if (!slot) throw new Error('no free padel slot');
  const { sportId } = await idsOf(db, 'padel-park', 'PADEL');
  return addBody(slot, sportId);
}

const add = (target: OpenAPIHono, p: TestPlayer, body: unknown) =>
  call(target, 'POST', '/api/v2/panier/ajout', { token: p.token, body });

describe('GET /api/v2/creneaux/multisalle/{id}/flux', () => {
  it('answers any partner page with an event stream that starts with a reconnection hint', async () => {
    const { hallId } = await idsOf(testDb.db, 'padel-park', 'PADEL');
    const response = await app.request(fluxPath(hallId), {
      headers: { origin: 'https://mairie-exemple.fr' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const reader = readSse(response);
    expect(await reader.opened).toContain('retry: 3000');
    await reader.close();
  });

  it('answers an unknown hall with the same 404 as the slots call', async () => {
    const flux = await call(app, 'GET', fluxPath(999_999));
    const slots = await call(
      app,
      'GET',
      '/api/v2/creneaux/multisalle/999999/debut/2030-01-01/duree/1?activite=1',
    );
    expect(flux.status).toBe(404);
    expect(flux.body).toEqual(slots.body);
    expect(flux.body.sCodeErreur).toBe('MULTISALLE-001');
  });

  it('sends `creneaux` with the hall id when a player puts one of its slots in a cart, and nothing to other halls', async () => {
    const { hallId } = await idsOf(testDb.db, 'padel-park', 'PADEL');
    const { hallId: otherHallId } = await idsOf(testDb.db, 'multisalle-chateauroux', 'BASKET 5X5');
    const [watcher, bystander] = [await openFlux(app, hallId), await openFlux(app, otherHallId)];
    const before = Date.now();
    expect((await add(app, await createPlayer(testDb.db), await freePadel(app, testDb.db, 2))).status).toBe(
      200,
    );
    const event = await watcher.next();
    expect(event.event).toBe('creneaux');
    const data = JSON.parse(event.data);
    expect(data.idMultisalle).toBe(hallId);
    expect(new Date(data.at).getTime()).toBeGreaterThanOrEqual(before);
    expect(await bystander.drain(SETTLE_MS)).toEqual([]);
    await Promise.all([watcher.close(), bystander.close()]);
  });

  it('sends one event for a validation of several lines of the hall, and one when a line is removed', async () => {
    const { hallId } = await idsOf(testDb.db, 'padel-park', 'PADEL');
    const me = await createPlayer(testDb.db);
    expect((await add(app, me, await freePadel(app, testDb.db, 3))).status).toBe(200);
    expect((await add(app, me, await freePadel(app, testDb.db, 4))).status).toBe(200);
    const other = await createPlayer(testDb.db);
    expect((await add(app, other, await freePadel(app, testDb.db, 4))).status).toBe(200);
    // The adds' own events have gone before the stream opens.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const watcher = await openFlux(app, hallId);

    const valid = await call(app, 'POST', '/api/v2/panier/valide', {
      token: me.token,
      body: { partagePaiement: false },
    });
    expect(valid.status).toBe(200);
    expect((await watcher.drain(SETTLE_MS)).map((e) => e.event)).toEqual(['creneaux']);

    const lineId = (await call(app, 'GET', '/api/v2/panier', { token: other.token })).body.contenu[0].id;
    expect(
      (await call(app, 'DELETE', `/api/v2/panier/supprime/${lineId}`, { token: other.token })).status,
    ).toBe(204);
    expect(JSON.parse((await watcher.next()).data).idMultisalle).toBe(hallId);
    await watcher.close();
  });

  it('sends an event when a hold ends, so the slot shows free again', async () => {
    const { hallId } = await idsOf(testDb.db, 'padel-park', 'PADEL');
    const watcher = await openFlux(app, hallId);
    publishWhenHoldEnds(testDb.db, hallId, new Date(Date.now() + 50));
    expect((await watcher.next()).event).toBe('creneaux');
    await watcher.close();
  });

  it('stops following the hall once the client hangs up', async () => {
    const { hallId } = await idsOf(testDb.db, 'padel-park', 'PADEL');
    const before = slotBus(testDb.db).subscriberCount(hallId);
    const watcher = await openFlux(app, hallId);
    expect(slotBus(testDb.db).subscriberCount(hallId)).toBe(before + 1);
    await watcher.close();
    await expect.poll(() => slotBus(testDb.db).subscriberCount(hallId)).toBe(before);
  });

  it('ends every open stream when the server shuts its bus down', async () => {
    const bus = createSlotBus(inProcessTransport());
    const server = new Hono().get('/flux', (c) => streamSlotChanges(c, bus, 7, 'idMultisalle'));
    const reader = readSse(await server.request('/flux'));
    await reader.opened;
    bus.publish(7);
    expect(JSON.parse((await reader.next()).data).idMultisalle).toBe(7);
    await bus.close();
    await reader.ended;
    expect(bus.subscriberCount(7)).toBe(0);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('live slots on PostgreSQL, across server processes', () => {
  let dropDatabase: () => Promise<void>;
  let first: OpenedDatabase;
  let second: OpenedDatabase;
  let appA: OpenAPIHono;
  let appB: OpenAPIHono;

  beforeAll(async () => {
    const created = await createPostgresDatabase(process.env.DATABASE_URL ?? '');
    dropDatabase = created.drop;
    // Two pools on one database, each with its own bus: two server processes as far as the bus can tell.
    first = await openDatabase({ databaseUrl: created.url, poolSize: 3 });
    await migrateDatabase(first);
    await seedDatabase(first.db);
    second = await openDatabase({ databaseUrl: created.url, poolSize: 3 });
    appA = createApp({ db: first.db });
    appB = createApp({ db: second.db });
  });
  afterAll(async () => {
    await Promise.all([closeSlotBus(first.db), closeSlotBus(second.db)]);
    await Promise.all([first.close(), second.close()]);
    await dropDatabase();
  });

  it('brings a cart change made through one process to a planning stream of the other', async () => {
    const { hallId } = await idsOf(first.db, 'padel-park', 'PADEL');
    const watcher = await openFlux(appB, hallId);
    const player = await createPlayer(first.db);
    const body = await freePadel(appA, first.db, 2);
    // The other process has that week in memory (slots-cache.ts) before the change.
    const cached = await slotsOf(appB, second.db, { hall: 'padel-park', sport: 'PADEL', daysFromToday: 2 });
    expect(cached.find((s) => s.nIdCreneau === body.nIdCreneau)?.sStatut).toBe('disponible');
    expect((await add(appA, player, body)).status).toBe(200);
    const event = await watcher.next();
    expect(event.event).toBe('creneaux');
    expect(JSON.parse(event.data).idMultisalle).toBe(hallId);
    // What the planning then reloads through the other process shows the slot taken: the bus dropped the
    // week it had in memory.
    const slots = await slotsOf(appB, second.db, { hall: 'padel-park', sport: 'PADEL', daysFromToday: 2 });
    expect(slots.find((s) => s.nIdCreneau === body.nIdCreneau)?.sStatut).toBe('reserve');
    await watcher.close();
  });

  it('gets its LISTEN connection back after it drops, and has every open planning reload once', async () => {
    const { hallId } = await idsOf(first.db, 'padel-park', 'PADEL');
    const watcher = await openFlux(appB, hallId);
    await first.db.execute(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'LISTEN multisalle_slots'",
    );
    // The resync after the reconnection (first retry after 1 s).
    expect((await watcher.next(5000)).event).toBe('creneaux');
    const player = await createPlayer(first.db);
    expect((await add(appA, player, await freePadel(appA, first.db, 3))).status).toBe(200);
    expect(JSON.parse((await watcher.next()).data).idMultisalle).toBe(hallId);
    await watcher.close();
  });
});
