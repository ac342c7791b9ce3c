import type { Database } from '../db/client.ts';
import type { HallClock } from './clock.ts';
import type { HallEventBus } from './hall-event-bus.ts';
import { createHallHub, type HallHub, type HallStreamClient } from './hall-hub.ts';
import type { HallInfo } from './hall-sessions.ts';

/**
 * How many streams one device may hold open at once in a process. A screen needs one; a few more cover a
 * reconnection while the dead connection is not yet noticed (the next heartbeat finds it).
 * @default 5
 */
export const MAX_STREAMS_PER_DEVICE = 5;

/** A stream attached to its hall's hub. */
export interface AttachedStream {
  /** Resolves once the hall's buses listen: what happens from now on reaches the stream. */
  ready: Promise<void>;
  noteState(key: string): void;
  detach(): void;
}

/** The open hall streams of one database in this process. */
export interface HallStreams {
  readonly clock: HallClock;
  /** Takes one of the device's stream places; `undefined` when it holds {@link MAX_STREAMS_PER_DEVICE}. */
  reserve(deviceId: number): (() => void) | undefined;
  attach(hall: HallInfo, idField: string, client: HallStreamClient): AttachedStream;
  /** How many streams of `hallId` are open in this process. */
  count(hallId: number): number;
  /** Aborted on server stop: every stream sends `arret` and ends. */
  readonly closing: AbortSignal;
  close(): void;
}

/**
 * The hall streams of a database: one hub per hall with open streams, and the per-device count.
 *
 * @example const streams = createHallStreams(db, bus, realHallClock);
 */
export function createHallStreams(
  db: Database,
  bus: HallEventBus,
  clock: HallClock,
  ready: () => Promise<void>,
): HallStreams {
  const hubs = new Map<string, { hallId: number; hub: HallHub }>();
  const perDevice = new Map<number, number>();
  const closer = new AbortController();

  return {
    clock,
    reserve(deviceId) {
      const held = perDevice.get(deviceId) ?? 0;
      if (held >= MAX_STREAMS_PER_DEVICE) return undefined;
      perDevice.set(deviceId, held + 1);
      let isReleased = false;
      return () => {
        if (isReleased) return;
        isReleased = true;
        const left = (perDevice.get(deviceId) ?? 1) - 1;
        if (left > 0) perDevice.set(deviceId, left);
        else perDevice.delete(deviceId);
      };
    },
    attach(hall, idField, client) {
      // Keyed by the field name too: the `etat` a hub sends names the hall the way its streams asked.
      const key = `${idField}:${hall.id}`;
      let entry = hubs.get(key);
      if (!entry) {
        const hub = createHallHub({ db, hall, idField, clock, bus, onIdle: () => hubs.delete(key) });
        entry = { hallId: hall.id, hub };
        hubs.set(key, entry);
      }
      const { hub } = entry;
      hub.add(client);
      let isDetached = false;
      return {
        ready: ready(),
        noteState: (state) => hub.noteState(state),
        detach() {
          if (isDetached) return;
          isDetached = true;
          hub.remove(client);
        },
      };
    },
    count(hallId) {
      let total = 0;
      for (const entry of hubs.values()) if (entry.hallId === hallId) total += entry.hub.size;
      return total;
    },
    closing: closer.signal,
    close() {
      closer.abort();
      for (const { hub } of hubs.values()) hub.dispose();
      hubs.clear();
    },
  };
}
