import type { Database } from '../db/client.ts';
import { type KeptJson, keepJson } from '../http/kept-json.ts';
import { listHalls } from './hall-repository.ts';
import type { HallWire } from './hall-wire.ts';

/**
 * How long the hall list is served from memory. Halls change only through the seed and an operator's
 * hand in the database (the API writes none), so a short bound is the whole invalidation across
 * processes; {@link invalidateHallList} drops it at once in this process.
 */
export const HALL_LIST_TTL_MS = 5_000;

interface HallListMemory {
  /** Grows on every invalidation: a list read across one is not kept. */
  generation: number;
  /** The answer by wire shape (one per product key), read once for every caller. */
  answers: WeakMap<HallWire, { kept: Promise<KeptJson>; expiresAt: number }>;
}

// Per database object (tests open several in one process).
const memories = new WeakMap<Database, HallListMemory>();

function memoryOf(db: Database): HallListMemory {
  let memory = memories.get(db);
  if (!memory) {
    memory = { generation: 0, answers: new WeakMap() };
    memories.set(db, memory);
  }
  return memory;
}

/**
 * The body of `GET /{productKey}`, serialised, tagged and compressed once for every caller until
 * {@link HALL_LIST_TTL_MS} passes; callers arriving while it is read share the one query.
 *
 * @example return answerKeptJson(c, await keptHallList(db, wire, names.listField));
 */
export function keptHallList(
  db: Database,
  wire: HallWire,
  listField: string,
  now = Date.now(),
): Promise<KeptJson> {
  const memory = memoryOf(db);
  const current = memory.answers.get(wire);
  if (current && current.expiresAt > now) return current.kept;
  const generation = memory.generation;
  const kept = listHalls(db).then((all) => keepJson({ [listField]: all.map(wire.toWireHall) }));
  const answer = { kept, expiresAt: now + HALL_LIST_TTL_MS };
  memory.answers.set(wire, answer);
  // A failed read or one that crossed an invalidation is not served to the next caller.
  kept.then(
    () => {
      if (memory.generation !== generation && memory.answers.get(wire) === answer)
        memory.answers.delete(wire);
    },
    () => {
      if (memory.answers.get(wire) === answer) memory.answers.delete(wire);
    },
  );
  return kept;
}

/** Forgets the kept hall list of this process (a future admin change of a hall must call it). */
export function invalidateHallList(db: Database): void {
  const memory = memoryOf(db);
  memory.generation += 1;
  memory.answers = new WeakMap();
}
