// Devices that speak MQTT: when MQTT_URL is set, the server publishes the halls' events on
// `<root>/<hall key>/...` topics of a broker (Mosquitto in tests and on the project's machines) and answers
// the door readers that publish the codes they scan. The server README documents it for hardware makers.
import { hostname } from 'node:os';
import type { IClientOptions, MqttClient } from 'mqtt';
import type { Database } from '../db/client.ts';
import { type HallClock, realHallClock } from '../hall-stream/clock.ts';
import { defaultLogger, type Logger } from '../logging/index.ts';
import { answerDoorCode } from './door-over-mqtt.ts';
import { type HallPublisher, startHallPublisher } from './hall-publisher.ts';
import { followLeadership, MQTT_PUBLISHER_LOCK_ID } from './leader.ts';
import { doorCodeSubscription, serverStatus, serverStatusTopic } from './topics.ts';

export { MQTT_PUBLISHER_LOCK_ID } from './leader.ts';
export { doorCodeSubscription, hallTopics, serverStatus, serverStatusTopic } from './topics.ts';

/** The broker and how to reach it, from the environment. */
export interface MqttConfig {
  /** `mqtt://host:1883`, `mqtts://…`, `ws://…`; user and password may be in it. */
  url: string;
  username?: string;
  password?: string;
  /**
   * The topics' root (`MQTT_PREFIX`): two installations on one broker each take their own, so they share no
   * retained topic and no door code. Unset: the product key.
   */
  prefix?: string;
}

/** A topic root: words of letters, digits, `_` and `-`, joined by `/`; no wildcard, no empty level. */
const PREFIX_PATTERN = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

/**
 * `MQTT_URL` (unset: no MQTT at all, the default), `MQTT_USERNAME` and `MQTT_PASSWORD` (the server's own
 * account on the broker, when not in the URL), `MQTT_PREFIX` (the topics' root; the product key when unset).
 *
 * @example const mqtt = mqttConfigFromEnv(process.env); if (mqtt) await startMqttBridge(db, { ...mqtt, ... });
 */
export function mqttConfigFromEnv(env: NodeJS.ProcessEnv): MqttConfig | undefined {
  const url = env.MQTT_URL?.trim();
  if (!url) return undefined;
  if (!/^(mqtts?|wss?):\/\//.test(url))
    throw new Error('MQTT_URL must be an mqtt://, mqtts://, ws:// or wss:// URL.');
  const prefix = env.MQTT_PREFIX?.trim() || undefined;
  if (prefix !== undefined && !PREFIX_PATTERN.test(prefix))
    throw new Error('MQTT_PREFIX must be words of letters, digits, _ and -, joined by / (no + or #).');
  return {
    url,
    username: env.MQTT_USERNAME || undefined,
    password: env.MQTT_PASSWORD || undefined,
    ...(prefix ? { prefix } : {}),
  };
}

/** What {@link startMqttBridge} needs beyond the broker. */
export interface MqttBridgeOptions extends MqttConfig {
  /** The topics' root: the product key (`multisalle`). */
  root: string;
  /** The hall id field of `etat` (`idMultisalle`). */
  idField: string;
  /** The key participant codes are signed with. */
  signingKey: () => Promise<Uint8Array>;
  /** The server's clock as the halls read it (`hallClock(clock)`): sessions, the day, door codes. */
  clock?: HallClock;
  /** How often a process that does not publish tries to take over, in ms (5000). */
  leadershipRetryMs?: number;
  /** Waits before connecting again after the broker went away, in ms (2000). */
  reconnectMs?: number;
  /** How often the publisher looks for a hall's midnight, in ms (60000). */
  dayCheckMs?: number;
  /** Where the broker's errors are said. @default defaultLogger() */
  log?: Logger;
}

/** The bridge of one server process. */
export interface MqttBridge {
  readonly client: MqttClient;
  /** Resolves once connected and subscribed to the door readers' codes. */
  readonly ready: Promise<void>;
  /** Whether this process is the one publishing the halls' events. */
  readonly isPublisher: boolean;
  /** Resolves once this process publishes the halls' events, their retained values sent (maybe never). */
  whenPublishing(): Promise<void>;
  /** Stops publishing (another process takes over), unsubscribes and disconnects. */
  stop(): Promise<void>;
}

/**
 * Connects a server process to the broker: every process answers door codes through one shared
 * subscription (the broker gives each code to one of them), and one process at a time (a PostgreSQL
 * advisory lock; the only one on PGlite) publishes the halls' events. Publications are QoS 1; those a
 * device joining late needs are retained (see topics.ts).
 *
 * @example const bridge = await startMqttBridge(db, { url, root: 'multisalle', idField: 'idMultisalle', signingKey });
 */
export async function startMqttBridge(db: Database, options: MqttBridgeOptions): Promise<MqttBridge> {
  // Loaded here (about 0.1 s): a server without MQTT_URL never loads the client.
  const { connect } = await import('mqtt');
  const { root } = options;
  const log = options.log ?? defaultLogger();
  const clientOptions: IClientOptions = {
    protocolVersion: 5,
    clientId: `${root}-serveur-${hostname()}-${process.pid}-${Math.random().toString(36).slice(2, 8)}`,
    clean: true,
    reconnectPeriod: options.reconnectMs ?? 2000,
    connectTimeout: 10_000,
    // The broker tells the devices when this process is gone without a word (a crash, a cut cable).
    will: {
      topic: serverStatusTopic(root),
      payload: Buffer.from(JSON.stringify(serverStatus.offline)),
      qos: 1,
      retain: true,
    },
    ...(options.username ? { username: options.username } : {}),
    ...(options.password ? { password: options.password } : {}),
  };
  const client = connect(options.url, clientOptions);
  client.on('error', (error) => log.error({ err: error }, 'MQTT: broker error'));

  const publish = (topic: string, payload: unknown, retain: boolean) => {
    client.publish(topic, JSON.stringify(payload), { qos: 1, retain }, (error) => {
      if (error) log.error({ topic, err: error }, `MQTT: could not publish on ${topic}`);
    });
  };

  const statusTopic = serverStatusTopic(root);
  const ready = new Promise<void>((resolve) => {
    client.once('connect', () => {
      client
        .subscribeAsync([doorCodeSubscription(root), statusTopic], { qos: 1 })
        .then(() => resolve())
        .catch((error: unknown) => log.error({ err: error }, 'MQTT: could not subscribe to the door codes'));
    });
  });
  const sayOnline = () => publish(statusTopic, serverStatus.online, true);
  // Back after a cut: the broker sent this process's will meanwhile.
  client.on('connect', () => {
    if (publisher) sayOnline();
  });

  const clock = options.clock ?? realHallClock;
  client.on('message', (topic, payload, packet) => {
    if (topic === statusTopic) {
      // Another process's will: the one publishing is still here and says so again.
      if (publisher && payload.toString('utf8').includes(serverStatus.offline.etat)) sayOnline();
      return;
    }
    answerDoorCode(db, { root, signingKey: options.signingKey, topic, payload, now: clock.now() })
      .then((answer) => {
        if (!answer) return;
        const correlationData = packet.properties?.correlationData;
        client.publish(
          answer.topic,
          JSON.stringify(answer.decision),
          { qos: 1, ...(correlationData ? { properties: { correlationData } } : {}) },
          (error) => {
            if (error)
              log.error({ topic: answer.topic, err: error }, `MQTT: could not answer on ${answer.topic}`);
          },
        );
      })
      .catch((error: unknown) => log.error({ err: error }, 'MQTT: a door code could not be decided'));
  });

  let publisher: HallPublisher | undefined;
  const publishingWaiters = new Set<() => void>();
  const leadership = followLeadership(db, MQTT_PUBLISHER_LOCK_ID, {
    retryMs: options.leadershipRetryMs,
    log,
    onGain: async () => {
      publisher = await startHallPublisher({
        db,
        root,
        idField: options.idField,
        clock,
        publish,
        dayCheckMs: options.dayCheckMs,
        log,
      });
      sayOnline();
      for (const wake of publishingWaiters) wake();
      publishingWaiters.clear();
    },
    onLose: () => {
      publisher?.stop();
      publisher = undefined;
    },
  });

  return {
    client,
    ready,
    get isPublisher() {
      return leadership.isLeader;
    },
    whenPublishing() {
      if (publisher) return Promise.resolve();
      return new Promise((resolve) => publishingWaiters.add(resolve));
    },
    async stop() {
      // A stop said aloud: the devices hear « hors ligne » at once (another process, if any, takes over).
      if (publisher) {
        await client
          .publishAsync(statusTopic, JSON.stringify(serverStatus.offline), { qos: 1, retain: true })
          .catch(() => {});
      }
      await leadership.stop();
      await client.endAsync().catch(() => {});
    },
  };
}
