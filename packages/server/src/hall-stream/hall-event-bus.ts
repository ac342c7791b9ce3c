// The hall's event bus: what one server process learns (a door let someone in, a tablet sent a score, a
// booking changed) reaches the hall streams of every process. Same shape as the slot bus (live/), but its
// messages carry data and are not merged: each entry and each score is news.
import type { LocalDate } from '../planning/local-time.ts';
import type { WireEntryEvent, WireScore } from './wire.ts';

/** What travels between processes, per hall. */
export type HallEvent =
  | { type: 'entree'; data: WireEntryEvent }
  | { type: 'score'; data: WireScore }
  /** A booking was made, cancelled or moved on these local days: their programme changed, and maybe today. */
  | { type: 'reservations'; dates: LocalDate[] }
  /**
   * Who takes part in a session changed (an invitation answered): the screens' lists, and the players'
   * own reservation streams (by `idReservation`).
   */
  | { type: 'seances'; idReservation?: string }
  /** The LISTEN connection came back: events may have been lost, the screens catch up. */
  | { type: 'resync' };

export type HallEventListener = (event: HallEvent) => void;

/** How events leave the process and come back: in-process (PGlite) or through PostgreSQL. */
export interface HallEventTransport {
  send(payload: string): Promise<void>;
  start(receive: (payload: string) => void, resync: () => void): Promise<void>;
  stop(): Promise<void>;
}

/** Publish and subscribe for a hall's events; one per database per process (see `hallEventBus`). */
export interface HallEventBus {
  /** Sends `event` to `hallId`'s listeners of every process. Never throws. */
  publish(hallId: number, event: HallEvent): void;
  /** Calls `listener` for each event of `hallId` until the returned function is called. */
  subscribe(hallId: number, listener: HallEventListener): () => void;
  /** Resolves once events published from now on will reach this process's listeners. */
  ready(): Promise<void>;
  /** Aborted when the bus closes (server stop). */
  readonly closing: AbortSignal;
  close(): Promise<void>;
}

/** PostgreSQL caps a NOTIFY payload at 8000 bytes; ours are far below (a score is about 1 kB). */
const MAX_PAYLOAD_BYTES = 7900;

/** The transport of a single process: what is sent is received at once, here. */
export function inProcessHallTransport(): HallEventTransport {
  let target: ((payload: string) => void) | undefined;
  return {
    async send(payload) {
      target?.(payload);
    },
    async start(receive) {
      target = receive;
    },
    async stop() {
      target = undefined;
    },
  };
}

function parse(payload: string): { hallId: number; event: HallEvent } | undefined {
  try {
    const value = JSON.parse(payload) as { h?: unknown; e?: { type?: unknown } };
    if (!Number.isInteger(value.h) || typeof value.e?.type !== 'string') return undefined;
    return { hallId: value.h as number, event: value.e as HallEvent };
  } catch {
    return undefined;
  }
}

/**
 * A hall event bus over a transport.
 *
 * @example
 * ```ts
 * const bus = createHallEventBus(inProcessHallTransport());
 * bus.subscribe(1, (event) => console.log(event.type));
 * bus.publish(1, { type: 'seances' });
 * ```
 */
export function createHallEventBus(transport: HallEventTransport): HallEventBus {
  const listeners = new Map<number, Set<HallEventListener>>();
  const closer = new AbortController();
  let started: Promise<void> | undefined;

  const deliver = (hallId: number, event: HallEvent) => {
    for (const listener of listeners.get(hallId) ?? []) {
      try {
        listener(event);
      } catch (error) {
        console.error('Hall event listener failed:', error);
      }
    }
  };
  const receive = (payload: string) => {
    const message = parse(payload);
    if (message) deliver(message.hallId, message.event);
  };
  const resync = () => {
    for (const hallId of listeners.keys()) deliver(hallId, { type: 'resync' });
  };
  const start = () => {
    started ??= transport.start(receive, resync).catch((error: unknown) => {
      started = undefined;
      throw error;
    });
    return started;
  };

  return {
    publish(hallId, event) {
      if (closer.signal.aborted) return;
      const payload = JSON.stringify({ h: hallId, e: event });
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
        console.error(`Hall event ${event.type} too large to publish (${payload.length} characters)`);
        return;
      }
      transport.send(payload).catch((error: unknown) => {
        console.error('Could not publish a hall event:', error);
      });
    },
    subscribe(hallId, listener) {
      const set = listeners.get(hallId) ?? new Set<HallEventListener>();
      listeners.set(hallId, set);
      set.add(listener);
      start().catch((error: unknown) => console.error('Could not listen to hall events:', error));
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(hallId) === set) listeners.delete(hallId);
      };
    },
    ready: start,
    closing: closer.signal,
    async close() {
      if (closer.signal.aborted) return;
      closer.abort();
      listeners.clear();
      await transport.stop();
    },
  };
}
