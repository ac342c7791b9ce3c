import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { connectAsync } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSigningKey } from '../accounts/config.ts';
import { accountsConfigFromEnv } from '../accounts/index.ts';
import { createApp } from '../app.ts';
import { halls } from '../db/schema.ts';
import { runDeviceCommand } from '../hall-devices/device-command.ts';
import { codeOf, hallDevice, sessionSoon } from '../hall-stream/hall-test-helpers.ts';
import { closeHallStreams } from '../hall-stream/index.ts';
import { closeSlotBus } from '../live/index.ts';
import { freePort } from '../test/free-port.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { deviceUsername, serverUsername } from './broker-config.ts';
import { type MqttBridge, startMqttBridge } from './index.ts';
import { sleep, type TestDevice, testDevice } from './mqtt-test-helpers.ts';
import { hallTopics } from './topics.ts';

// Devices « authenticated per device by the broker ». A Mosquitto of the test's own, configured as
// the server README tells an operator: a password file (mosquitto_passwd, each device's key as its
// password), the access list `npm run device -- mqtt-acl` prints, no anonymous client. A device publishes
// only on its own code topic and reads only its hall's topics and its own decisions.

const MOSQUITTO = ['/usr/sbin/mosquitto', '/usr/bin/mosquitto'].find((path) => existsSync(path));
const MOSQUITTO_PASSWD = ['/usr/bin/mosquitto_passwd', '/usr/sbin/mosquitto_passwd'].find((path) =>
  existsSync(path),
);
const missing = !MOSQUITTO || !MOSQUITTO_PASSWD;
if (missing)
  console.warn(
    'broker-auth.test.ts skipped: no mosquitto or mosquitto_passwd binary (apt-get install mosquitto).',
  );

const ROOT = 'multisalle';
const SERVER_PASSWORD = 'mot-de-passe-du-serveur';

describe.skipIf(missing)('a broker that authenticates each device', () => {
  let testDb: TestDatabase;
  let dir: string;
  let broker: ChildProcess | undefined;
  let url: string;
  let bridge: MqttBridge;
  let padelId: number;
  let chateaurouxId: number;
  const devices: TestDevice[] = [];
  const doors: { id: number; key: string }[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const hallOf = async (key: string) =>
      (await testDb.db.select({ id: halls.id }).from(halls).where(eq(halls.key, key)))[0]?.id ?? 0;
    padelId = await hallOf('padel-park');
    chateaurouxId = await hallOf('multisalle-chateauroux');
    doors.push(await hallDevice(testDb.db, padelId, ['entree'], 'Porte A'));
    doors.push(await hallDevice(testDb.db, padelId, ['entree'], 'Porte B'));
    doors.push(await hallDevice(testDb.db, chateaurouxId, ['entree', 'ecran'], 'Porte de Châteauroux'));

    dir = mkdtempSync(join(tmpdir(), 'multisalle-mosquitto-'));
    // Mosquitto started by root reads its files as the mosquitto user.
    chmodSync(dir, 0o755);
    const passwords = join(dir, 'passwd');
    writeFileSync(passwords, '');
    execFileSync(MOSQUITTO_PASSWD ?? '', ['-b', passwords, serverUsername(ROOT), SERVER_PASSWORD]);
    for (const door of doors)
      execFileSync(MOSQUITTO_PASSWD ?? '', ['-b', passwords, deviceUsername(door.id), door.key]);
    const acl = await runDeviceCommand(testDb.db, ['mqtt-acl'], { root: ROOT });
    expect(acl.exitCode).toBe(0);
    writeFileSync(join(dir, 'acl'), `${acl.lines.join('\n')}\n`);
    const port = await freePort();
    writeFileSync(
      join(dir, 'mosquitto.conf'),
      [
        `listener ${port} 127.0.0.1`,
        'allow_anonymous false',
        `password_file ${passwords}`,
        `acl_file ${join(dir, 'acl')}`,
        'persistence false',
        'log_dest stderr',
        '',
      ].join('\n'),
    );
    for (const file of ['passwd', 'acl', 'mosquitto.conf']) chmodSync(join(dir, file), 0o644);
    broker = spawn(MOSQUITTO ?? '', ['-c', join(dir, 'mosquitto.conf')], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let log = '';
    broker.stderr?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
    });
    url = `mqtt://127.0.0.1:${port}`;
    // Up when it accepts the server's account.
    for (let attempt = 0; ; attempt += 1) {
      try {
        const probe = await connectAsync(url, {
          username: serverUsername(ROOT),
          password: SERVER_PASSWORD,
          reconnectPeriod: 0,
          protocolVersion: 5,
        });
        await probe.endAsync();
        break;
      } catch (error) {
        if (attempt > 50) throw new Error(`mosquitto did not start: ${String(error)}\n${log}`);
        await sleep(100);
      }
    }
    bridge = await startMqttBridge(testDb.db, {
      url,
      username: serverUsername(ROOT),
      password: SERVER_PASSWORD,
      root: ROOT,
      idField: 'idMultisalle',
      signingKey: () => loadSigningKey(testDb.db, accountsConfigFromEnv()),
    });
    await bridge.ready;
    await bridge.whenPublishing();
  });
  afterAll(async () => {
    await Promise.all(devices.map((device) => device.close().catch(() => {})));
    await bridge?.stop();
    await closeHallStreams(testDb.db);
    await closeSlotBus(testDb.db);
    broker?.kill('SIGTERM');
    await testDb.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const asDevice = async (door: { id: number; key: string }, filters: string[]) => {
    const device = await testDevice(filters, { username: deviceUsername(door.id), password: door.key }, url);
    devices.push(device);
    return device;
  };

  it('refuses a client without an account or with a wrong key', async () => {
    await expect(connectAsync(url, { reconnectPeriod: 0, protocolVersion: 5 })).rejects.toThrow();
    await expect(
      connectAsync(url, {
        username: deviceUsername(doors[0]?.id ?? 0),
        password: doors[1]?.key ?? 'x',
        reconnectPeriod: 0,
        protocolVersion: 5,
      }),
    ).rejects.toThrow();
  });

  it("lets a reader publish its codes on its own topic only, read its own decisions and its hall's topics", async () => {
    const [doorA, doorB, doorOther] = doors;
    if (!doorA || !doorB || !doorOther) throw new Error('no doors');
    const padel = hallTopics(ROOT, 'padel-park');
    const chateauroux = hallTopics(ROOT, 'multisalle-chateauroux');
    // The server's account sees everything: it watches what reaches reader B and the other hall.
    const watcher = await testDevice(
      [padel.doorCode(doorB.id), padel.doorDecision(doorB.id), padel.doorDecision(doorA.id)],
      { username: serverUsername(ROOT), password: SERVER_PASSWORD },
      url,
    );
    devices.push(watcher);
    const readerA = await asDevice(doorA, [
      padel.state,
      padel.doorDecision(doorA.id),
      padel.doorDecision(doorB.id),
      chateauroux.state,
    ]);

    // Its hall's state (retained by the server), not the other hall's; its own decision, not B's.
    await readerA.next(padel.state);
    const app = createApp({ db: testDb.db });
    const { game, guest } = await sessionSoon(app, testDb.db);
    const code = await codeOf(app, game.id, guest);
    await readerA.client.publishAsync(padel.doorCode(doorA.id), JSON.stringify({ code, id: 'a-1' }), {
      qos: 1,
    });
    expect((await readerA.next(padel.doorDecision(doorA.id))).data).toMatchObject({
      id: 'a-1',
      autorise: true,
    });

    // Speaking for reader B: the broker drops it, the server never hears it, nobody is let in.
    await readerA.client
      .publishAsync(padel.doorCode(doorB.id), JSON.stringify({ code, id: 'usurpe' }), { qos: 1 })
      .catch(() => undefined);
    await sleep(500);
    expect(watcher.on(padel.doorCode(doorB.id))).toEqual([]);
    expect(watcher.on(padel.doorDecision(doorB.id))).toEqual([]);
    expect(readerA.on(chateauroux.state)).toEqual([]);
    // The server did answer A (the watcher saw it), and A never read another reader's topic.
    expect(watcher.on(padel.doorDecision(doorA.id))).toHaveLength(1);
    expect(readerA.received.every((one) => !one.topic.startsWith(`${ROOT}/multisalle-chateauroux/`))).toBe(
      true,
    );

    // The other hall's reader reads its own hall's state.
    const other = await asDevice(doorOther, [chateauroux.state, padel.state]);
    await other.next(chateauroux.state);
    await sleep(300);
    expect(other.on(padel.state)).toEqual([]);
  });
});
