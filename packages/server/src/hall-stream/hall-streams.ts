import type { Database } from '../db/client.ts';
import type { HallClock } from './clock.ts';
import type { HallEventBus } from './hall-event-bus.ts';
import { createHallHub, type HallHub, type HallStreamClient } from './hall-hub.ts';
import type { HallInfo } from './hall-sessions.ts';

/**
 * How many streams one holder (a device, or a staff member's console) may hold open at once in a process. A
 * screen needs one; a few more cover a reconnection while the dead connection is not yet noticed (the next
 * heartbeat finds it).
 * @default 5
 */
export const MAX_STREAMS_PER_DEVICE = 5;

/** Who holds a stream: a hall's device, or a staff member following the hall from the console. */
export type StreamHolder = `appareil:${number}` | `personnel:${number}`;

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
  /**
   * Takes one of the holder's stream places (`appareil:12`, `personnel:3`: devices and staff counted apart);
   * `undefined` when it holds {@link MAX_STREAMS_PER_DEVICE}.
   */
  reserve(holder: StreamHolder): (() => void) | undefined;
  attach(hall: HallInfo, idField: string, client: HallStreamClient): AttachedStream;
  /** How many streams of `hallId` are open in this process. */
  count(hallId: number): number;
  /** Aborted on server stop: every stream sends `arret` and ends. */
  readonly closing: AbortSignal;
  close(): void;
}

/**
 * The hall streams of a database: one hub per hall with open streams, and the count per holder.
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
  const perHolder = new Map<StreamHolder, number>();
  const closer = new AbortController();

  return {
    clock,
    reserve(holder) {
      const held = perHolder.get(holder) ?? 0;
      if (held >= MAX_STREAMS_PER_DEVICE) return undefined;
      perHolder.set(holder, held + 1);
      let isReleased = false;
      return () => {
        if (isReleased) return;
        isReleased = true;
        const left = (perHolder.get(holder) ?? 1) - 1;
        if (left > 0) perHolder.set(holder, left);
        else perHolder.delete(holder);
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
