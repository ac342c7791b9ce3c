import { systemClock } from '../clock/index.ts';
import type { Database } from '../db/client.ts';
import { type KeptJson, keepJson } from '../http/kept-json.ts';
import type { SlotBus } from '../live/slot-bus.ts';

/**
 * How long a computed week of slots is served from memory at most. Every change made through the API
 * (cart, validation, cancellation, hold expiry) drops a hall's weeks at once, in this process and, through
 * the slot bus, in every other one; the limit bounds a change written straight into the database.
 */
export const SLOTS_CACHE_TTL_MS = 5_000;

/** How many weeks (hall, sport, window) one hall keeps; the oldest goes first. */
const ENTRIES_PER_HALL = 64;

/** A computed answer of the slots call, as a visitor gets it (the caller's own holds are laid over it). */
export interface CachedSlots<T> extends KeptJson {
  /** The response body before the caller's holds are marked (its JSON, tag and encodings: for visitors). */
  value: T;
  expiresAt: number;
}

/** A hall's computed weeks, and how many times they were dropped. */
interface HallRecord {
  /** Grows on every change of the hall: an answer computed across a change is not kept. */
  generation: number;
  /** Its computed weeks by key (sport, start, days). */
  weeks: Map<string, CachedSlots<unknown>>;
  isSubscribed: boolean;
}

interface DatabaseCache {
  /** Grows when every hall is dropped at once (an admin change of all plannings). */
  epoch: number;
  /**
   * Records of the halls that had a week kept or a change announced: real halls only, so a request that
   * names any hall id stores nothing.
   */
  halls: Map<number, HallRecord>;
}

// Per database object (tests open several in one process).
const caches = new WeakMap<Database, DatabaseCache>();

function cacheOf(db: Database): DatabaseCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { epoch: 0, halls: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

function recordOf(cache: DatabaseCache, hallId: number): HallRecord {
  let record = cache.halls.get(hallId);
  if (!record) {
    record = { generation: 0, weeks: new Map(), isSubscribed: false };
    cache.halls.set(hallId, record);
  }
  return record;
}

/** Where a hall's weeks stand: compared before keeping an answer computed meanwhile. */
function stateOf(cache: DatabaseCache, hallId: number): string {
  return `${cache.epoch}:${cache.halls.get(hallId)?.generation ?? 0}`;
}

/**
 * Forgets a hall's computed weeks (every hall's without `hallId`) in this process (`publishSlotChange`
 * calls it at once, before the bus's coalescing delay; other processes hear the bus).
 *
 * @example invalidateSlotsCache(db, hallId);
 */
export function invalidateSlotsCache(db: Database, hallId?: number): void {
  const cache = cacheOf(db);
  if (hallId === undefined) {
    cache.epoch += 1;
    for (const record of cache.halls.values()) record.weeks.clear();
    return;
  }
  const record = recordOf(cache, hallId);
  record.generation += 1;
  record.weeks.clear();
}

/**
 * The memory of the slots call: `read` answers a week still fresh at `nowMs` (the server's clock, whose
 * time `keep`'s `expiresAt` is in) or `undefined`; `generation` is read before computing and handed back to
 * `keep`, which drops the answer if the hall changed meanwhile.
 *
 * @example
 * const generation = cache.generation(hallId);
 * const hit = cache.read(hallId, key, clock.nowMs());
 * if (!hit) cache.keep(hallId, key, generation, body, clock.nowMs() + SLOTS_CACHE_TTL_MS, slotBus(db));
 */
export function slotsCache(db: Database) {
  return {
    generation(hallId: number): string {
      return stateOf(cacheOf(db), hallId);
    },
    read<T>(hallId: number, key: string, nowMs: number = systemClock.nowMs()): CachedSlots<T> | undefined {
      const weeks = caches.get(db)?.halls.get(hallId)?.weeks;
      const entry = weeks?.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= nowMs) {
        weeks?.delete(key);
        return undefined;
      }
      return entry as CachedSlots<T>;
    },
    keep<T>(hallId: number, key: string, generation: string, value: T, expiresAt: number, bus: SlotBus) {
      const entry: CachedSlots<T> = { ...keepJson(value), value, expiresAt };
      const cache = cacheOf(db);
      if (stateOf(cache, hallId) !== generation) return entry;
      const record = recordOf(cache, hallId);
      if (!record.isSubscribed) {
        // The other processes' changes arrive through the bus (PostgreSQL LISTEN/NOTIFY), for as long as
        // the database is open.
        bus.subscribe(hallId, () => invalidateSlotsCache(db, hallId));
        record.isSubscribed = true;
      }
      if (record.weeks.size >= ENTRIES_PER_HALL) {
        const oldest = record.weeks.keys().next().value;
        if (oldest !== undefined) record.weeks.delete(oldest);
      }
      record.weeks.set(key, entry);
      return entry;
    },
  };
}
