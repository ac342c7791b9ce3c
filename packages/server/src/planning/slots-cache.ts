import { createHash } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { compressBody } from '../http/compression.ts';
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
export interface CachedSlots<T> {
  /** The response body before the caller's holds are marked. */
  value: T;
  /** The body as JSON and its `ETag`, for visitors. */
  json: string;
  etag: string;
  expiresAt: number;
  /** The JSON compressed once per encoding, on the first call that accepts it. */
  encoded: Partial<Record<'br' | 'gzip', Promise<Buffer>>>;
}

/** The cached JSON compressed for `encoding` (once per week and encoding). */
export function encodedSlots(entry: CachedSlots<unknown>, encoding: 'br' | 'gzip'): Promise<Buffer> {
  entry.encoded[encoding] ??= compressBody(Buffer.from(entry.json), encoding);
  return entry.encoded[encoding];
}

interface DatabaseCache {
  /**
   * Grows on every change of any hall: an answer computed across a change is not kept. One counter for
   * the database, so that asking for a hall (any id a request names) stores nothing until it is kept.
   */
  generation: number;
  /** Per hall, its computed weeks by key (sport, start, days). */
  halls: Map<number, Map<string, CachedSlots<unknown>>>;
}

// Per database object (tests open several in one process).
const caches = new WeakMap<Database, DatabaseCache>();

function cacheOf(db: Database): DatabaseCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { generation: 0, halls: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

/** A strong `ETag` of a body. */
export function etagOf(json: string): string {
  return `"${createHash('sha1').update(json).digest('base64url')}"`;
}

/**
 * Forgets a hall's computed weeks (every hall's without `hallId`) in this process (`publishSlotChange`
 * calls it at once, before the bus's coalescing delay; other processes hear the bus).
 *
 * @example invalidateSlotsCache(db, hallId);
 */
export function invalidateSlotsCache(db: Database, hallId?: number): void {
  const cache = caches.get(db);
  if (!cache) return;
  cache.generation += 1;
  for (const [id, hall] of cache.halls) {
    if (hallId === undefined || id === hallId) hall.clear();
  }
}

/**
 * The memory of the slots call: `read` answers a fresh computed week or `undefined`; `generation` is read
 * before computing and handed back to `keep`, which drops the answer if the hall changed meanwhile.
 *
 * @example
 * const generation = cache.generation();
 * const hit = cache.read(hallId, key);
 * if (!hit) cache.keep(hallId, key, generation, body, Date.now() + SLOTS_CACHE_TTL_MS, slotBus(db));
 */
export function slotsCache(db: Database) {
  return {
    generation(): number {
      return cacheOf(db).generation;
    },
    read<T>(hallId: number, key: string): CachedSlots<T> | undefined {
      const hall = caches.get(db)?.halls.get(hallId);
      const entry = hall?.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= Date.now()) {
        hall?.delete(key);
        return undefined;
      }
      return entry as CachedSlots<T>;
    },
    keep<T>(hallId: number, key: string, generation: number, value: T, expiresAt: number, bus: SlotBus) {
      const json = JSON.stringify(value);
      const entry: CachedSlots<T> = { value, json, etag: etagOf(json), expiresAt, encoded: {} };
      const cache = cacheOf(db);
      if (cache.generation !== generation) return entry;
      let hall = cache.halls.get(hallId);
      if (!hall) {
        hall = new Map();
        cache.halls.set(hallId, hall);
        // The other processes' changes arrive through the bus (PostgreSQL LISTEN/NOTIFY), for as long as
        // the database is open.
        bus.subscribe(hallId, () => invalidateSlotsCache(db, hallId));
      }
      if (hall.size >= ENTRIES_PER_HALL) {
        const oldest = hall.keys().next().value;
        if (oldest !== undefined) hall.delete(oldest);
      }
      hall.set(key, entry);
      return entry;
    },
  };
}
