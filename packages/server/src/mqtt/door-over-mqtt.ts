import { doorMotifs } from '@multisalle/core';
import { hitRateLimit } from '../accounts/rate-limit.ts';
import type { Database } from '../db/client.ts';
import { checkEntry, type WireEntryDecision } from '../door/check-entry.ts';
import { EntryRequestSchema } from '../door/door-wire.ts';
import { doorRateLimit } from '../door/rate-limit.ts';
import { liveDeviceInHall } from '../hall-devices/device-repository.ts';
import { deviceMessages } from '../hall-devices/messages.ts';
import { hallTopics, parseDoorCodeTopic } from './topics.ts';

/** The largest message a door reader publishes: a code of 512 characters at most, and its request id. */
export const MAX_DOOR_MESSAGE_BYTES = 2048;

/** A door reader's own request id, echoed in the decision (as the offline batch's `id`). */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** French answers on the decision topic to a message the door cannot decide on. */
export const mqttDoorMessages = {
  tooLarge: `Message trop long\u00a0: publiez { "code": "<texte scanné>" } (${MAX_DOOR_MESSAGE_BYTES} octets au plus).`,
  badId: 'id\u00a0: 1 à 100 lettres, chiffres, « . _\u00a0: - ».',
} as const;

/** The decision published on `<root>/<hall key>/porte/<device id>/decision`. */
export type MqttDoorDecision = WireEntryDecision & { id?: string };

/** What {@link answerDoorCode} needs. */
export interface DoorCodeInput {
  root: string;
  signingKey: () => Promise<Uint8Array>;
  topic: string;
  payload: Buffer;
  now: Date;
}

const refusal = (motif: string, id?: string): MqttDoorDecision => ({
  ...(id === undefined ? {} : { id }),
  autorise: false,
  motif,
  participant: null,
  seance: null,
});

/** The message's code and request id: `{ "code": "...", "id": "..." }`, or the scanned text alone. */
function readMessage(payload: Buffer): { code?: unknown; id?: unknown } {
  const text = payload.toString('utf8');
  if (text.trimStart().startsWith('{')) {
    try {
      const value = JSON.parse(text) as unknown;
      if (value && typeof value === 'object' && !Array.isArray(value)) return value as { code?: unknown };
    } catch {
      // Not JSON after all: a scanned text that starts with a brace, read as the code (and refused).
    }
  }
  return { code: text };
}

/**
 * The door's answer to a code a reader published on its own topic (`<root>/<hall key>/porte/<device id>/code`),
 * decided and recorded as `POST salle/{id}/entree` does, with the same per-device limit: the topic names the
 * device, which the broker's ACL lets alone publish there; the server checks that this device is live, of
 * that hall and of scope `entree`. `undefined` for a topic that is not a door code topic (nothing to answer).
 *
 * @example const answer = await answerDoorCode(db, { root, signingKey, topic, payload, now: new Date() });
 */
export async function answerDoorCode(
  db: Database,
  input: DoorCodeInput,
): Promise<{ topic: string; decision: MqttDoorDecision } | undefined> {
  const place = parseDoorCodeTopic(input.root, input.topic);
  if (!place) return undefined;
  const topic = hallTopics(input.root, place.hallKey).doorDecision(place.deviceId);
  if (input.payload.length > MAX_DOOR_MESSAGE_BYTES)
    return { topic, decision: refusal(mqttDoorMessages.tooLarge) };
  const message = readMessage(input.payload);
  let id: string | undefined;
  if (message.id !== undefined) {
    if (typeof message.id !== 'string' || !REQUEST_ID.test(message.id))
      return { topic, decision: refusal(mqttDoorMessages.badId) };
    id = message.id;
  }
  const device = await liveDeviceInHall(db, place.hallKey, place.deviceId);
  if (!device) return { topic, decision: refusal(deviceMessages.badKey, id) };
  if (!device.scopes.includes('entree'))
    return { topic, decision: refusal(deviceMessages.missingScope.entree, id) };
  if (await hitRateLimit(db, doorRateLimit, `device-${device.id}`, input.now))
    return { topic, decision: refusal(doorMotifs.tooManyRequests, id) };
  const parsed = EntryRequestSchema.safeParse({ code: message.code });
  if (!parsed.success)
    return { topic, decision: refusal(parsed.error.issues[0]?.message ?? doorMotifs.unknownCode, id) };
  const decision = await checkEntry(db, {
    signingKey: await input.signingKey(),
    device,
    code: parsed.data.code,
    now: input.now,
  });
  return { topic, decision: id === undefined ? decision : { id, ...decision } };
}
