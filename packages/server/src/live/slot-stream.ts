import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { SlotBus } from './slot-bus.ts';

/**
 * A comment line this often keeps proxies and load balancers from closing an idle stream, in ms.
 * @default 25000
 */
export const SLOT_HEARTBEAT_MS = 25_000;

/**
 * The `retry:` hint: how long a browser waits before it reconnects a dropped stream, in ms.
 * @default 3000
 */
export const SLOT_RETRY_MS = 3000;

/** The `retry:` hint of the last event a stopping server sends, in ms. @default 500 */
export const SLOT_STOP_RETRY_MS = 500;

/**
 * Answers a server-sent events stream of one hall's slot changes: `event: creneaux` with data
 * `{ [idField]: hallId, at }` per change, a heartbeat comment every {@link SLOT_HEARTBEAT_MS}. It ends
 * when the client goes away or the bus closes (server shutdown, after an `event: arret`); the browser then
 * reconnects by itself.
 *
 * @example
 * ```ts
 * return streamSlotChanges(c, slotBus(db), hall.id, 'idMultisalle');
 * ```
 */
export function streamSlotChanges(c: Context, bus: SlotBus, hallId: number, idField: string): Response {
  // nginx buffers responses unless told not to; an event must leave at once.
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    let endStream = () => {};
    const ended = new Promise<void>((resolve) => {
      endStream = resolve;
    });
    stream.onAbort(endStream);
    if (bus.closing.aborted) endStream();
    bus.closing.addEventListener('abort', endStream);
    const unsubscribe = bus.subscribe(hallId, ({ at }) => {
      void stream.writeSSE({
        event: 'creneaux',
        data: JSON.stringify({ [idField]: hallId, at: at.toISOString() }),
      });
    });
    const heartbeat = setInterval(() => void stream.write(': ping\n\n'), SLOT_HEARTBEAT_MS);
    try {
      // A LISTEN that failed retries by itself and resyncs every stream once it is back.
      await bus.ready().catch(() => {});
      // The first bytes say the subscription is live (and flush the headers through proxies).
      await stream.write(`retry: ${SLOT_RETRY_MS}\n: flux des créneaux\n\n`);
      await ended;
      // Server stop: a last event says so and asks for a quick reconnection, which the proxy sends to
      // another process (the hall stream's `arret` likewise).
      if (bus.closing.aborted) await stream.write(`retry: ${SLOT_STOP_RETRY_MS}\nevent: arret\ndata: {}\n\n`);
    } finally {
      clearInterval(heartbeat);
      unsubscribe();
      bus.closing.removeEventListener('abort', endStream);
    }
  });
}
