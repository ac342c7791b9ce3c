import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { Database } from '../db/client.ts';
import { Refusal } from '../domain-errors/index.ts';
import { slotBus } from '../live/index.ts';
import type { HallStreamClient } from './hall-hub.ts';
import type { HallInfo } from './hall-sessions.ts';
import { hallState, stateKey } from './hall-state.ts';
import type { HallStreams, StreamHolder } from './hall-streams.ts';
import { hallStreamMessages } from './messages.ts';

/**
 * A comment line this often keeps proxies from closing an idle stream, and finds dead connections, in ms.
 * @default 25000
 */
export const HALL_HEARTBEAT_MS = 25_000;

/**
 * The `retry:` hint: how long a screen waits before it reconnects a dropped stream, in ms.
 * @default 3000
 */
export const HALL_RETRY_MS = 3000;

/**
 * Answers a hall's event stream (`text/event-stream`): `retry: 3000`, then `etat` at once, then `entree`,
 * `score`, `programme`, `etat` and `seance` events as they happen (each with `event:`, `id:` and `data:`),
 * a `: ping` comment every {@link HALL_HEARTBEAT_MS}, and `arret` before it ends on server stop. Over
 * {@link MAX_STREAMS_PER_DEVICE} streams for one holder: 429 in French, nothing opened.
 *
 * @example return streamHall(c, { db, streams: hallStreams(db), hall, idField, holder: `appareil:${device.id}` });
 */
export function streamHall(
  c: Context,
  input: { db: Database; streams: HallStreams; hall: HallInfo; idField: string; holder: StreamHolder },
): Response {
  const { db, streams, hall, idField } = input;
  const release = streams.reserve(input.holder);
  if (!release) throw new Refusal('too-many-requests', hallStreamMessages.tooManyStreams);
  // nginx buffers responses unless told not to; an event must leave at once.
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    let eventId = 0;
    const write = (event: string, data: unknown) => {
      eventId += 1;
      return stream.writeSSE({ event, id: String(eventId), data: JSON.stringify(data) }).catch(() => {});
    };
    // What happens while the first `etat` is read waits behind it, so the screen applies it on top.
    let queued: [string, unknown][] | undefined = [];
    const client: HallStreamClient = {
      send(event, data) {
        if (queued) queued.push([event, data]);
        else void write(event, data);
      },
    };

    let endStream = () => {};
    const ended = new Promise<void>((resolve) => {
      endStream = resolve;
    });
    let isStopping = false;
    // Server stop: tell the screen to reconnect (to another process), then end.
    const stop = () => {
      if (isStopping) return;
      isStopping = true;
      void write('arret', {}).finally(endStream);
    };
    stream.onAbort(endStream);
    const stopSignals = [streams.closing, slotBus(db).closing];
    for (const signal of stopSignals) signal.addEventListener('abort', stop);
    const attached = streams.attach(hall, idField, client);
    const heartbeat = setInterval(() => void stream.write(': ping\n\n').catch(() => {}), HALL_HEARTBEAT_MS);
    heartbeat.unref?.();
    try {
      await attached.ready;
      // The first bytes say the stream follows the hall (and flush the headers through proxies).
      await stream.write(`retry: ${HALL_RETRY_MS}\n: flux de la salle\n\n`);
      if (stopSignals.some((signal) => signal.aborted)) stop();
      else {
        const state = await hallState(db, hall, idField, streams.clock.now());
        attached.noteState(stateKey(state));
        await write('etat', state);
        const waiting = queued;
        queued = undefined;
        for (const [event, data] of waiting) void write(event, data);
      }
      await ended;
    } finally {
      clearInterval(heartbeat);
      attached.detach();
      release();
      for (const signal of stopSignals) signal.removeEventListener('abort', stop);
    }
  });
}
