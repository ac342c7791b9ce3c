import type { OpenAPIHono } from '@hono/zod-openapi';
import { doorMotifs } from '@multisalle/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSigningKey } from '../accounts/config.ts';
import { accountsConfigFromEnv } from '../accounts/index.ts';
import { createApp } from '../app.ts';
import { createPlayer } from '../cart/cart-test-helpers.ts';
import { contacts, halls, reservations } from '../db/schema.ts';
import { doorRateLimit } from '../door/rate-limit.ts';
import { deviceMessages } from '../hall-devices/messages.ts';
import { codeOf, hallDevice, scanAt, sessionSoon } from '../hall-stream/hall-test-helpers.ts';
import { announceBookingChange, closeHallStreams } from '../hall-stream/index.ts';
import { closeSlotBus } from '../live/index.ts';
import { localDateOf, zonedInstant } from '../planning/local-time.ts';
import { gameInHall } from '../reservations/accept-test-helpers.ts';
import { call } from '../routes/accounts-test-helpers.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { mosquittoAcl } from './broker-config.ts';
import { mqttDoorMessages } from './door-over-mqtt.ts';
import { type MqttBridge, mqttConfigFromEnv, startMqttBridge } from './index.ts';
import { clearRetained, sleep, testDevice, testRoot } from './mqtt-test-helpers.ts';
import { hallTopics, serverStatusTopic } from './topics.ts';

// « Devices that speak MQTT », against the real broker of the project's machines (Mosquitto on
// 127.0.0.1:1883): the halls' events published on <root>/<hall key>/... (retained where a device joining
// late needs the last value), and the door's decisions for a reader that publishes the codes it scans.

const MINUTE = 60_000;
const PARIS = 'Europe/Paris';
const root = testRoot();
let testDb: TestDatabase;
let app: OpenAPIHono;
let bridge: MqttBridge;
let padel: { id: number };
let chateauroux: { id: number };
/** The bridge's clock runs ahead of the real one by this much once a test moves it. */
let clockOffsetMs = 0;
/** When a test sets it, the app's and the bridge's clocks both stand at this instant. */
let standingAtMs: number | undefined;
/**
 * Both clocks start at 14:00 today in Paris and run on (a session « in 10 minutes » is today whatever hour
 * this runs at: at 23:55 it was tomorrow's, and today's programme did not have it).
 */
const dayShiftMs = zonedInstant(localDateOf(new Date(), PARIS), 14 * 60, PARIS).getTime() - Date.now();
/** The time at the start of the tests' day, running on. */
const dayNowMs = () => Date.now() + dayShiftMs;
/** The time both clocks read: the day's moved by the offset, or the instant a test stopped them at. */
const testNowMs = (offsetMs: number) => standingAtMs ?? dayNowMs() + offsetMs;
const topics = hallTopics(root, 'padel-park');

/** A session starting in 10 minutes, made before the bridge starts: today's retained programme has it. */
let early: Awaited<ReturnType<typeof sessionSoon>>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({
    db: testDb.db,
    clock: { now: () => new Date(testNowMs(0)), nowMs: () => testNowMs(0) },
  });
  const hallOf = async (key: string) => {
    const [row] = await testDb.db.select({ id: halls.id }).from(halls).where(eq(halls.key, key));
    if (!row) throw new Error(`no hall ${key}`);
    return row;
  };
  padel = await hallOf('padel-park');
  chateauroux = await hallOf('multisalle-chateauroux');
  early = await sessionSoon(app, testDb.db, { minutes: 10 });
  const config = accountsConfigFromEnv();
  bridge = await startMqttBridge(testDb.db, {
    url: 'mqtt://127.0.0.1:1883',
    root,
    idField: 'idMultisalle',
    signingKey: () => loadSigningKey(testDb.db, config),
    clock: { now: () => new Date(testNowMs(clockOffsetMs)), tickMs: 50 },
    dayCheckMs: 100,
  });
  await bridge.ready;
  await bridge.whenPublishing();
});
afterAll(async () => {
  await bridge.stop();
  await closeHallStreams(testDb.db);
  await closeSlotBus(testDb.db);
  await testDb.close();
  await clearRetained(root);
});

describe("the halls' events on MQTT", () => {
  it("keeps the state and today's programme for a device joining late, and publishes an entry, a score and the session's moments", async () => {
    const late = await testDevice([`${root}/padel-park/#`]);
    // Retained: a device that just connected gets the day's state and programme at once.
    const state = await late.next(topics.state, (data) =>
      data.seances.some((one: { idReservation: string }) => one.idReservation === early.game.id),
    );
    expect(state.retain).toBe(true);
    expect(state.data.salle).toMatchObject({ idMultisalle: padel.id, cle: 'padel-park' });
    const [session] = await testDb.db.select().from(reservations).where(eq(reservations.id, early.game.id));
    const programme = await late.next(topics.programme);
    expect(programme.retain).toBe(true);
    expect(programme.data.date).toBe(localDateOf(new Date(testNowMs(0)), PARIS));
    // The same programme as the equipment controller reads over HTTP.
    const controller = await hallDevice(testDb.db, padel.id, ['programme']);
    const http = await call(app, 'GET', `/api/v2/salle/${padel.id}/programme?date=${programme.data.date}`, {
      token: controller.key,
    });
    expect(programme.data).toEqual(http.body);

    // The door lets the guest in (HTTP here): the entry, then a state where the guest has arrived.
    const door = await hallDevice(testDb.db, padel.id, ['entree', 'tablette']);
    expect(
      (await scanAt(app, padel.id, door.key, await codeOf(app, early.game.id, early.guest))).body,
    ).toMatchObject({
      autorise: true,
    });
    const [guest] = await testDb.db.select().from(contacts).where(eq(contacts.id, early.guest.contactId));
    const entry = await late.next(topics.entry, (data) => data.idReservation === early.game.id);
    expect(entry.retain).toBe(false);
    expect(entry.data).toMatchObject({ pseudo: guest?.pseudonym, arrives: 1, attendus: 2 });
    // Pseudonyms only: a hall's devices show them in public.
    expect(JSON.stringify(entry.data)).not.toContain(guest?.lastName ?? '?');

    // A court tablet's live score: retained on the court's topic.
    const courtId = session?.zoneId ?? 0;
    const posted = await call(app, 'POST', `/api/v2/salle/${padel.id}/terrains/${courtId}/score`, {
      token: door.key,
      body: {
        idReservation: early.game.id,
        equipes: [{ sNom: 'Les Bleus' }, { sNom: 'Les Verts' }],
        periodes: [{ nScoreEquipe1: 6, nScoreEquipe2: 4 }],
        enCours: { sEquipe1: '30', sEquipe2: 'AV' },
      },
    });
    expect(posted.status).toBe(200);
    const score = await late.next(topics.courtScore(courtId));
    expect(score.data).toMatchObject({ terrain: { id: courtId }, enCours: { equipe2: 'AV' } });

    // The clock passes « 5 minutes before the start »: the moment, and the court's last moment kept.
    clockOffsetMs = 5 * MINUTE + 2000;
    const moment = await late.next(
      topics.session,
      (data) => data.idReservation === early.game.id && data.moment === 'debut-proche',
    );
    expect(moment.data).toMatchObject({ minutes: 5, terrain: { id: courtId } });
    expect(moment.retain).toBe(false);
    await late.next(topics.courtSession(courtId), (data) => data.moment === 'debut-proche');
    // The state is read again after the entry and the score (in the background): its new value.
    const arrivedIn = (data: { seances: { idReservation: string; arrives: number }[]; scores: unknown[] }) =>
      data.seances.some((one) => one.idReservation === early.game.id && one.arrives === 1) &&
      data.scores.length > 0;
    expect((await late.next(topics.state, arrivedIn)).retain).toBe(false);
    await late.close();

    // Another device switched on now: the kept values, retained, without waiting for news.
    const later = await testDevice([topics.state, topics.programme, `${root}/padel-park/terrain/+/seance`]);
    const kept = await later.next(topics.courtSession(courtId));
    expect(kept).toMatchObject({ retain: true, data: { moment: 'debut-proche' } });
    const keptState = await later.next(topics.state);
    expect(keptState.retain).toBe(true);
    const seance = keptState.data.seances.find(
      (one: { idReservation: string }) => one.idReservation === early.game.id,
    );
    expect(seance).toMatchObject({ arrives: 1, attendus: 2 });
    expect(keptState.data.scores).toEqual([score.data]);
    await later.close();
    const lateScore = await testDevice([topics.courtScore(courtId)]);
    expect((await lateScore.next(topics.courtScore(courtId))).retain).toBe(true);
    await lateScore.close();
  });

  it("says which day's programme changed, and publishes today's again when it is today", async () => {
    const device = await testDevice([topics.programmeChanged, topics.programme]);
    await device.next(topics.programme);
    const before = device.on(topics.programme).length;
    // A cancellation 3 days ahead (the organiser may still cancel).
    const organiser = await createPlayer(testDb.db);
    const later = await gameInHall(testDb.db, organiser.userId, 'padel-park');
    const cancelled = await call(app, 'PUT', `/api/v2/reservation/annulation/gp/${later.id}`, {
      token: organiser.token,
    });
    expect(cancelled.status).toBe(200);
    const [row] = await testDb.db.select().from(reservations).where(eq(reservations.id, later.id));
    const day = localDateOf(row?.startsAt ?? new Date(), PARIS);
    const changed = await device.next(topics.programmeChanged, (data) => data.date === day);
    expect(changed).toMatchObject({ retain: false, data: { date: day } });
    await sleep(200);
    expect(device.on(topics.programme)).toHaveLength(before);
    // A booking made for today (the cart announces it so): today's programme is sent again, retained.
    announceBookingChange(testDb.db, padel.id, [new Date(testNowMs(0))]);
    await device.next(
      topics.programmeChanged,
      (data) => data.date === localDateOf(new Date(testNowMs(0)), PARIS),
    );
    await expect.poll(() => device.on(topics.programme).length, { timeout: 5000 }).toBeGreaterThan(before);
    await device.close();
  });
});

describe("the halls' events on MQTT at midnight", () => {
  it("publishes the new day's programme and state, retained, once the hall's day changes", async () => {
    const device = await testDevice([topics.programme, topics.state]);
    await device.next(topics.programme);
    // The clock passes the hall's next midnight (tomorrow in Paris, one second after 00:00).
    const today = localDateOf(new Date(testNowMs(clockOffsetMs)), PARIS);
    const tomorrow = new Date(`${today}T12:00:00Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    const nextDay = tomorrow.toISOString().slice(0, 10);
    const midnight = zonedInstant(nextDay, 0, PARIS).getTime() + 1000;
    clockOffsetMs = midnight - dayNowMs();
    const fresh = await device.next(topics.programme, (data) => data.date === nextDay);
    expect(fresh.retain).toBe(false);
    // The state is read again after the programme: both are on the broker before a device comes late.
    await device.next(topics.state, (data) => data.maintenant.startsWith(nextDay));
    await device.close();
    const late = await testDevice([topics.programme, topics.state]);
    expect((await late.next(topics.programme)).data.date).toBe(nextDay);
    expect((await late.next(topics.state)).data.maintenant.slice(0, 10)).toBe(nextDay);
    await late.close();
    clockOffsetMs = 0;
  });
});

describe('the door over MQTT', () => {
  /** A reader publishing on its own topic, listening to its own decisions. */
  async function reader(hallKey: string, deviceId: number) {
    const own = hallTopics(root, hallKey);
    const device = await testDevice([own.doorDecision(deviceId)]);
    let sent = 0;
    return {
      device,
      async scan(payload: string | Record<string, unknown>, properties = {}) {
        sent += 1;
        const before = sent - 1;
        await device.client.publishAsync(
          own.doorCode(deviceId),
          typeof payload === 'string' ? payload : JSON.stringify(payload),
          { qos: 1, properties },
        );
        await expect.poll(() => device.on(own.doorDecision(deviceId)).length, { timeout: 5000 }).toBe(sent);
        return device.on(own.doorDecision(deviceId))[before] ?? { topic: '', data: null, retain: false };
      },
    };
  }

  it("lets a participant in once from a code published on the reader's topic, with its request id and correlation data echoed", async () => {
    const { game, guest } = await sessionSoon(app, testDb.db, { minutes: 10 });
    const door = await hallDevice(testDb.db, padel.id, ['entree']);
    const screen = await testDevice([topics.entry]);
    const code = await codeOf(app, game.id, guest);
    const readerA = await reader('padel-park', door.id);

    const first = await readerA.scan(
      { code, id: 'porte-1-000001' },
      { correlationData: Buffer.from('scan-1') },
    );
    expect(first.data).toMatchObject({
      id: 'porte-1-000001',
      autorise: true,
      motif: doorMotifs.allowed,
      seance: { terrain: expect.any(String) },
    });
    expect(first.correlationData?.toString()).toBe('scan-1');
    expect(first.retain).toBe(false);
    // Every decision is recorded, and the hall's devices hear of the entry.
    await screen.next(topics.entry, (data) => data.idReservation === game.id);

    // The scanned text alone works too; the second scan is refused as already used.
    const second = await readerA.scan(code);
    expect(second.data.autorise).toBe(false);
    expect(second.data.motif).toMatch(/^Déjà entré à \d{2}h\d{2}\.$/);
    expect(second.data).not.toHaveProperty('id');

    // One character changed: unknown code.
    const altered = code.slice(0, -1) + (code.endsWith('0') ? '1' : '0');
    expect((await readerA.scan({ code: altered })).data).toMatchObject({
      autorise: false,
      motif: doorMotifs.unknownCode,
      participant: null,
    });
    await Promise.all([readerA.device.close(), screen.close()]);
  });

  it('answers bad messages in French and never lets a device speak for another', async () => {
    const door = await hallDevice(testDb.db, padel.id, ['entree']);
    const screenOnly = await hallDevice(testDb.db, padel.id, ['ecran']);
    const otherHall = await hallDevice(testDb.db, chateauroux.id, ['entree']);
    const readerA = await reader('padel-park', door.id);

    expect((await readerA.scan('')).data.motif).toBe('Le code scanné est requis.');
    expect((await readerA.scan({ code: 42 })).data).toMatchObject({ autorise: false });
    expect((await readerA.scan('{"code": "MS1.P.x", "id": "a b"}')).data.motif).toBe(mqttDoorMessages.badId);
    expect((await readerA.scan('x'.repeat(3000))).data.motif).toBe(mqttDoorMessages.tooLarge);
    expect((await readerA.scan('{ pas du json')).data.motif).toBe(doorMotifs.unknownCode);
    expect((await readerA.scan({ code: 'a'.repeat(600) })).data.motif).toMatch(/^Le code scanné dépasse 512/);

    // A screen's device, a device of another hall under this hall's key, a revoked or unknown device.
    const screenReader = await reader('padel-park', screenOnly.id);
    expect((await screenReader.scan({ code: 'MS1.P.x' })).data.motif).toBe(
      deviceMessages.missingScope.entree,
    );
    const crossing = await reader('padel-park', otherHall.id);
    expect((await crossing.scan({ code: 'MS1.P.x' })).data.motif).toBe(deviceMessages.badKey);
    const unknown = await reader('padel-park', 999_999);
    expect((await unknown.scan({ code: 'MS1.P.x' })).data.motif).toBe(deviceMessages.badKey);
    await Promise.all([readerA, screenReader, crossing, unknown].map((one) => one.device.close()));
  });

  it('limits a flooding reader to 60 codes a minute, like the HTTP door', async () => {
    const door = await hallDevice(testDb.db, padel.id, ['entree']);
    const own = hallTopics(root, 'padel-park');
    const device = await testDevice([own.doorDecision(door.id)]);
    // The limit counts per clock minute (fixed windows, accounts/rate-limit.ts): both clocks stand still in
    // the middle of a minute, so the 61 scans fall in one window whenever the test runs.
    const window = doorRateLimit.windowMs;
    standingAtMs = Math.floor(dayNowMs() / window) * window + window + window / 2;
    // Counted in the same table as the HTTP door's calls: fill the minute there, then one over MQTT.
    for (let index = 0; index < doorRateLimit.limit; index += 1)
      await scanAt(app, padel.id, door.key, 'MS1.P.rien');
    await device.client.publishAsync(own.doorCode(door.id), JSON.stringify({ code: 'MS1.P.rien' }), {
      qos: 1,
    });
    const answer = await device.next(own.doorDecision(door.id));
    expect(answer.data).toMatchObject({ autorise: false, motif: doorMotifs.tooManyRequests });
    await device.close();
    standingAtMs = undefined;
  }, 60_000);

  it('tells the devices whether the server is there: « en ligne » while it publishes, « hors ligne » from its will when its connection drops, « en ligne » once back', async () => {
    const status = serverStatusTopic(root);
    const device = await testDevice([status]);
    await device.next(status, (data) => data.etat === 'en ligne');
    // A cut connection, as a crash leaves it: no goodbye, the broker publishes the process's will.
    bridge.client.stream.destroy();
    await device.next(status, (data) => data.etat === 'hors ligne', 10_000);
    // The client connects again on its own and, still the one publishing, says so.
    await device.next(
      status,
      () => device.on(status).at(-1)?.data.etat === 'en ligne' && device.on(status).length >= 3,
      10_000,
    );
    await device.close();
  }, 30_000);
});

describe('MQTT_PREFIX', () => {
  it("gives each installation its own topics root, refuses a root with a wildcard, and lets devices read the server's status", () => {
    const url = 'mqtt://127.0.0.1:1883';
    expect(mqttConfigFromEnv({ MQTT_URL: url, MQTT_PREFIX: 'salle-a/prod' })?.prefix).toBe('salle-a/prod');
    expect(mqttConfigFromEnv({ MQTT_URL: url })?.prefix).toBeUndefined();
    for (const bad of ['salle/#', 'a/+/b', '/salle', 'salle/', 'a b'])
      expect(() => mqttConfigFromEnv({ MQTT_URL: url, MQTT_PREFIX: bad }), bad).toThrow(/MQTT_PREFIX/);
    expect(mosquittoAcl('salle-a', [{ id: 3, hallKey: 'padel-park', scopes: ['ecran'] }])).toContain(
      `topic read ${serverStatusTopic('salle-a')}`,
    );
  });
});
