// Test helpers of the hall's screens suites: devices with chosen scopes, a screen reading the hall's stream,
// a session today with its participants, and the door letting one of them in.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { expect } from 'vitest';
import { createPlayer, type TestPlayer } from '../cart/cart-test-helpers.ts';
import type { Database } from '../db/client.ts';
import type { DeviceScope } from '../hall-devices/device-keys.ts';
import { addDevice } from '../hall-devices/device-repository.ts';
import { type ReadEvent, readSse, type SseReader } from '../live/sse-test-reader.ts';
import { gameInHall } from '../reservations/accept-test-helpers.ts';
import { call } from '../routes/accounts-test-helpers.ts';
import { decodeQrSvg } from '../test/decode-qr.ts';

/** A new device of a hall and its key; each test makes its own, so rate limits and stream counts stay apart. */
export async function hallDevice(
  db: Database,
  hallId: number,
  scopes: DeviceScope[],
  name = 'Écran de test',
) {
  const { device, key } = await addDevice(db, { hallId, name, scopes });
  return { id: device.id, key };
}

export const fluxPath = (hallId: number) => `/api/v2/salle/${hallId}/flux`;

/** A screen opening the hall's stream with its key, as the pages do (`fetch`, not EventSource). */
export async function requestFlux(app: OpenAPIHono, hallId: number, key: string): Promise<Response> {
  return await app.request(fluxPath(hallId), { headers: { authorization: `Bearer ${key}` } });
}

/** Opens the hall's stream and waits until it follows the hall (its `retry:` prelude). */
export async function openHallFlux(app: OpenAPIHono, hallId: number, key: string): Promise<SseReader> {
  const response = await requestFlux(app, hallId, key);
  expect(response.status).toBe(200);
  const reader = readSse(response);
  await reader.opened;
  return reader;
}

/** Events a {@link nextEvent} passed over, per reader: a later call for another name still finds them. */
const passedOver = new WeakMap<SseReader, ReadEvent[]>();

/**
 * The first event named `name` whose data `matches`, parsed: among those an earlier call passed over, then
 * as they arrive (the others are kept for later calls, so event order between two names does not matter).
 */
export async function nextEvent(
  reader: SseReader,
  name: string,
  matches: (data: Record<string, unknown>) => boolean = () => true,
  timeoutMs = 3000,
  // biome-ignore lint/suspicious/noExplicitAny: test payloads are checked field by field.
): Promise<any> {
  const kept = passedOver.get(reader) ?? [];
  passedOver.set(reader, kept);
  const fits = (event: ReadEvent) => event.event === name && matches(JSON.parse(event.data));
  const index = kept.findIndex(fits);
  if (index >= 0) return JSON.parse(kept.splice(index, 1)[0]?.data ?? 'null');
  const until = Date.now() + timeoutMs;
  const missing = () =>
    new Error(
      `no ${name} event within ${timeoutMs} ms; passed over: ${kept
        .map((event) => `${event.event} ${event.data.slice(0, 200)}`)
        .join(' | ')
        .slice(0, 2000)}`,
    );
  for (;;) {
    const left = until - Date.now();
    if (left <= 0) throw missing();
    const event = await reader.next(left).catch(() => undefined);
    if (!event) throw missing();
    if (fits(event)) return JSON.parse(event.data);
    kept.push(event);
  }
}

/** The events no {@link nextEvent} took, and those arriving within `ms`: for « nothing else came » checks. */
export async function eventsLeft(reader: SseReader, ms: number): Promise<ReadEvent[]> {
  const kept = passedOver.get(reader)?.splice(0) ?? [];
  return [...kept, ...(await reader.drain(ms))];
}

/** A session of `hallKey` moved to start in `minutes`, with its organiser and a guest who accepted. */
export async function sessionSoon(
  app: OpenAPIHono,
  db: Database,
  { hallKey = 'padel-park', minutes = 10 }: { hallKey?: string; minutes?: number } = {},
) {
  const organiser = await createPlayer(db);
  const guest = await createPlayer(db);
  const game = await gameInHall(db, organiser.userId, hallKey);
  const answer = await call(app, 'POST', '/api/v2/invitation/reponse', {
    token: guest.token,
    body: {
      uuidReservation: game.id,
      uuidInvitation: game.token,
      reponses: [{ idUser: guest.contactId, reponse: 2 }],
    },
  });
  expect(answer.status).toBe(200);
  await startIn(app, game.id, minutes);
  return { game, organiser, guest };
}

/** Moves a session's start to now + `minutes`, through the development route browser tests use. */
export async function startIn(app: OpenAPIHono, reservationId: string, minutes: number) {
  const moved = await call(app, 'POST', `/dev/reservations/${reservationId}/commence-dans/${minutes}`);
  expect(moved.status).toBe(200);
  return moved.body as { debut: string; fin: string };
}

/** The participant's code, read from the QR image their phone shows. */
export async function codeOf(app: OpenAPIHono, reservationId: string, player: TestPlayer): Promise<string> {
  const image = await app.request(`/api/v2/qrcode/participant/${reservationId}/${player.contactId}`, {
    headers: { authorization: `Bearer ${player.token}` },
  });
  expect(image.status).toBe(200);
  return decodeQrSvg(await image.text());
}

/** The door's decision on a scanned code. */
export const scanAt = (app: OpenAPIHono, hallId: number, key: string, code: string) =>
  call(app, 'POST', `/api/v2/salle/${hallId}/entree`, { token: key, body: { code } });
