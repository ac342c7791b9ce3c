// Test helpers of the MQTT suites: a device's client on the real broker that keeps what it receives, and
// a root of topics of its own per test file, cleared of its retained messages at the end.
import { randomBytes } from 'node:crypto';
import { connectAsync, type IClientOptions, type MqttClient } from 'mqtt';

/** The broker every project machine runs (Mosquitto); `MQTT_TEST_URL` points elsewhere. */
export const BROKER_URL = process.env.MQTT_TEST_URL ?? 'mqtt://127.0.0.1:1883';

/** A root of topics for one test file, so runs beside each other on the shared broker never cross. */
export const testRoot = () => `mstest${randomBytes(4).toString('hex')}`;

/** A message as a device received it. */
export interface Received {
  topic: string;
  // biome-ignore lint/suspicious/noExplicitAny: test payloads are checked field by field.
  data: any;
  retain: boolean;
  correlationData?: Buffer;
}

/** A device on the broker, with every message it received kept in order. */
export interface TestDevice {
  client: MqttClient;
  received: Received[];
  /** The first message on `topic` (kept or to come) whose data `matches`. */
  // biome-ignore lint/suspicious/noExplicitAny: test payloads are checked field by field.
  next(topic: string, matches?: (data: any) => boolean, timeoutMs?: number): Promise<Received>;
  /** The messages on `topic` received so far. */
  on(topic: string): Received[];
  close(): Promise<void>;
}

/**
 * Connects a device (MQTT 5) and subscribes it to `filters` (QoS 1).
 *
 * @example const screen = await testDevice([`${root}/padel-park/#`]);
 */
export async function testDevice(
  filters: string[],
  options: IClientOptions = {},
  url = BROKER_URL,
): Promise<TestDevice> {
  const client = await connectAsync(url, { protocolVersion: 5, reconnectPeriod: 0, ...options });
  const received: Received[] = [];
  const waiters = new Set<() => void>();
  client.on('message', (topic, payload, packet) => {
    const text = payload.toString('utf8');
    let data: unknown = text;
    try {
      data = text === '' ? null : JSON.parse(text);
    } catch {
      // Kept as text.
    }
    received.push({
      topic,
      data,
      retain: packet.retain,
      correlationData: packet.properties?.correlationData,
    });
    for (const wake of waiters) wake();
  });
  if (filters.length > 0) await client.subscribeAsync(filters, { qos: 1 });
  return {
    client,
    received,
    next(topic, matches = () => true, timeoutMs = 5000) {
      const find = () => received.find((one) => one.topic === topic && matches(one.data));
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = find();
          if (!found) return;
          cleanup();
          resolve(found);
        };
        const timer = setTimeout(() => {
          cleanup();
          const seen = received.map((one) => `${one.topic} ${JSON.stringify(one.data).slice(0, 120)}`);
          reject(new Error(`nothing on ${topic} within ${timeoutMs} ms; received: ${seen.join(' | ')}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    on: (topic) => received.filter((one) => one.topic === topic),
    close: () => client.endAsync(),
  };
}

/** Removes the retained messages under `root` (an empty retained payload deletes one). */
export async function clearRetained(root: string, url = BROKER_URL, options: IClientOptions = {}) {
  const cleaner = await testDevice([`${root}/#`], options, url);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const topics = new Set(cleaner.received.filter((one) => one.retain).map((one) => one.topic));
  for (const topic of topics) await cleaner.client.publishAsync(topic, '', { qos: 1, retain: true });
  await cleaner.close();
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
