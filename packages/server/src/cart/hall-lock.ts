import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { zones } from '../db/schema.ts';

/**
 * Locks every zone row of the halls (`SELECT ... FOR UPDATE`, in id order so two transactions never wait on
 * each other in a cycle). Every write that occupies a zone (a hold, a booking) takes this lock first and
 * checks the overlap after it, inside the same transaction: under READ COMMITTED each statement after the
 * lock sees what the previous holder committed, so two overlapping bookings can never both pass.
 */
export async function lockHallZones(tx: Database, hallIds: readonly number[]): Promise<void> {
  if (hallIds.length === 0) return;
  await tx
    .select({ id: zones.id })
    .from(zones)
    .where(inArray(zones.hallId, [...new Set(hallIds)]))
    .orderBy(asc(zones.id))
    .for('update');
}
