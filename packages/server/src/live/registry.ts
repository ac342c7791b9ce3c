import { type Database, postgresPoolOf } from '../db/client.ts';
import { invalidateSlotsCache } from '../planning/slots-cache.ts';
import { postgresTransport } from './postgres-transport.ts';
import { createSlotBus, inProcessTransport, type SlotBus } from './slot-bus.ts';

// One bus per open database (tests open several in one process, each standing for a server process).
const buses = new WeakMap<Database, SlotBus>();

/**
 * The slot-change bus of a database: through PostgreSQL `LISTEN/NOTIFY` when `db` runs on a `pg` pool,
 * so every server process on that database hears it; in-process on PGlite (one process by design).
 *
 * @example
 * ```ts
 * const stop = slotBus(db).subscribe(hallId, () => reload());
 * ```
 */
export function slotBus(db: Database): SlotBus {
  let bus = buses.get(db);
  if (!bus) {
    const pool = postgresPoolOf(db);
    bus = createSlotBus(pool ? postgresTransport(pool) : inProcessTransport());
    buses.set(db, bus);
  }
  return bus;
}

/**
 * Tells every open planning of `hallId` (every process) that its slots changed, and drops the hall's
 * computed weeks (planning/slots-cache.ts). Call it after the transaction that changed them committed;
 * bursts are merged into one event per hall. Never throws.
 *
 * @example
 * ```ts
 * await db.transaction(async (tx) => cancelBooking(tx, id));
 * publishSlotChange(db, hallId);
 * ```
 */
export function publishSlotChange(db: Database, hallId: number): void {
  // This process's computed weeks go at once; the others' when the bus brings the change.
  invalidateSlotsCache(db, hallId);
  slotBus(db).publish(hallId);
}

/** Ends the streams and the LISTEN connection of `db`'s bus; call it before closing the database. */
export async function closeSlotBus(db: Database): Promise<void> {
  await buses.get(db)?.close();
}
