import type { OpenAPIHono } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSigningKey } from '../accounts/config.ts';
import { accountsConfigFromEnv } from '../accounts/index.ts';
import { createApp } from '../app.ts';
import { type OpenedDatabase, openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { doorEntries, halls } from '../db/schema.ts';
import { seedDatabase } from '../db/seed.ts';
import { codeOf, hallDevice, scanAt, sessionSoon } from '../hall-stream/hall-test-helpers.ts';
import { closeHallStreams } from '../hall-stream/index.ts';
import { closeSlotBus } from '../live/index.ts';
import { createPostgresDatabase } from '../test/test-db.ts';
import { type MqttBridge, startMqttBridge } from './index.ts';
import { clearRetained, sleep, testDevice, testRoot } from './mqtt-test-helpers.ts';
import { hallTopics } from './topics.ts';

// MQTT with several server processes on one PostgreSQL: each event reaches the devices once (one
// process publishes, chosen by an advisory lock; another takes over when it stops), and each code a
// reader publishes is answered once (a shared subscription: the broker gives it to one process).

describe.skipIf(!process.env.DATABASE_URL)('MQTT with two server processes on PostgreSQL', () => {
  const root = testRoot();
  const topics = hallTopics(root, 'padel-park');
  let dropDatabase: () => Promise<void>;
  let first: OpenedDatabase;
  let second: OpenedDatabase;
  let appA: OpenAPIHono;
  let bridges: MqttBridge[];
  let hallId: number;

  const bridgeOf = (opened: OpenedDatabase) =>
    startMqttBridge(opened.db, {
      url: 'mqtt://127.0.0.1:1883',
      root,
      idField: 'idMultisalle',
      signingKey: () => loadSigningKey(opened.db, accountsConfigFromEnv()),
      leadershipRetryMs: 200,
    });

  beforeAll(async () => {
    const created = await createPostgresDatabase(process.env.DATABASE_URL ?? '');
    dropDatabase = created.drop;
    // Two pools on one database, each with its own buses and bridge: two server processes as far as they
    // can tell.
    first = await openDatabase({ databaseUrl: created.url, poolSize: 3 });
    await migrateDatabase(first);
    await seedDatabase(first.db);
    second = await openDatabase({ databaseUrl: created.url, poolSize: 3 });
    appA = createApp({ db: first.db });
    const [hall] = await first.db.select({ id: halls.id }).from(halls).where(eq(halls.key, 'padel-park'));
    hallId = hall?.id ?? 0;
    bridges = await Promise.all([bridgeOf(first), bridgeOf(second)]);
    await Promise.all(bridges.map((bridge) => bridge.ready));
  });
  afterAll(async () => {
    await Promise.all(bridges.map((bridge) => bridge.stop()));
    await Promise.all([closeHallStreams(first.db), closeHallStreams(second.db)]);
    await Promise.all([closeSlotBus(first.db), closeSlotBus(second.db)]);
    await Promise.all([first.close(), second.close()]);
    await dropDatabase();
    await clearRetained(root);
  });

  it('answers each published code once and publishes each entry once, then the other process takes over', async () => {
    await expect.poll(() => bridges.filter((bridge) => bridge.isPublisher).length, { timeout: 5000 }).toBe(1);
    // The publisher's retained state: it listens to the hall's events from now on.
    const screen = await testDevice([topics.state, topics.entry]);
    await screen.next(topics.state);

    const door = await hallDevice(first.db, hallId, ['entree']);
    const reader = await testDevice([topics.doorDecision(door.id)]);
    const { game, guest } = await sessionSoon(appA, first.db);
    const code = await codeOf(appA, game.id, guest);
    const ids = ['scan-1', 'scan-2', 'scan-3', 'scan-4'];
    await Promise.all(
      ids.map((id) =>
        reader.client.publishAsync(topics.doorCode(door.id), JSON.stringify({ code, id }), { qos: 1 }),
      ),
    );
    await expect.poll(() => reader.on(topics.doorDecision(door.id)).length, { timeout: 5000 }).toBe(4);
    await sleep(500);
    const decisions = reader.on(topics.doorDecision(door.id)).map((one) => one.data);
    // Four codes, four answers (not one per process), one of them letting the player in.
    expect(decisions.map((one) => one.id).sort()).toEqual(ids);
    expect(decisions.filter((one) => one.autorise)).toHaveLength(1);
    const recorded = await first.db.select().from(doorEntries).where(eq(doorEntries.deviceId, door.id));
    expect(recorded).toHaveLength(4);
    await screen.next(topics.entry, (data) => data.idReservation === game.id);
    await sleep(500);
    expect(screen.on(topics.entry).filter((one) => one.data.idReservation === game.id)).toHaveLength(1);

    // The publishing process stops: the other takes the lock over and publishes the next entry, once.
    const leader = bridges.find((bridge) => bridge.isPublisher);
    const other = bridges.find((bridge) => !bridge.isPublisher);
    const statesBefore = screen.on(topics.state).length;
    await leader?.stop();
    await expect.poll(() => other?.isPublisher, { timeout: 5000 }).toBe(true);
    await expect.poll(() => screen.on(topics.state).length, { timeout: 5000 }).toBeGreaterThan(statesBefore);
    const next = await sessionSoon(appA, first.db);
    const httpDoor = await hallDevice(first.db, hallId, ['entree']);
    expect(
      (await scanAt(appA, hallId, httpDoor.key, await codeOf(appA, next.game.id, next.guest))).body,
    ).toMatchObject({
      autorise: true,
    });
    await screen.next(topics.entry, (data) => data.idReservation === next.game.id);
    await sleep(500);
    expect(screen.on(topics.entry).filter((one) => one.data.idReservation === next.game.id)).toHaveLength(1);
    await Promise.all([screen.close(), reader.close()]);
  });
});
