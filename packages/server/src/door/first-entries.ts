import { and, eq, inArray, isNotNull, min } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { doorEntries } from '../db/schema.ts';

/** The key of {@link firstEntries}' map: a participant of a session. */
export const entryKey = (reservationId: string, contactId: number) => `${reservationId}:${contactId}`;

/**
 * When each participant of these sessions first came in through a door (the earliest allowed decision,
 * online or offline), keyed by {@link entryKey}; a participant not in yet has no key. One query: the
 * hall's screens, the door's manifest, MES RÉSERVATIONS and the statistics all read arrivals through it.
 *
 * @example const arrived = await firstEntries(db, [reservationId]); arrived.get(entryKey(reservationId, 42))
 */
export async function firstEntries(
  db: Database,
  reservationIds: readonly string[],
): Promise<Map<string, Date>> {
  if (reservationIds.length === 0) return new Map();
  const rows = await db
    .select({
      reservationId: doorEntries.reservationId,
      contactId: doorEntries.contactId,
      at: min(doorEntries.decidedAt),
    })
    .from(doorEntries)
    .where(
      and(
        inArray(doorEntries.reservationId, [...new Set(reservationIds)]),
        isNotNull(doorEntries.contactId),
        eq(doorEntries.isAllowed, true),
      ),
    )
    .groupBy(doorEntries.reservationId, doorEntries.contactId);
  const arrived = new Map<string, Date>();
  for (const row of rows) {
    // min() comes back as text from some drivers: read it as a date either way.
    if (row.reservationId && row.contactId !== null && row.at)
      arrived.set(entryKey(row.reservationId, row.contactId), new Date(row.at));
  }
  return arrived;
}
