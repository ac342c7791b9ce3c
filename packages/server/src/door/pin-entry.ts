import { and, asc, eq, gt, lt, ne } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { reservationParticipants, reservations, zones } from '../db/schema.ts';

/** A PIN is the player's 6 digits (`participant/generate-pin`), typed on the reader's keypad. */
export const PIN_PATTERN = /^\d{6}$/;

const HOUR_MS = 3_600_000;
/** How far ahead a PIN finds its session: the same day's (an earlier arrival is told it is too early). */
const AHEAD_MS = 24 * HOUR_MS;

/**
 * Whose PIN `pin` is at this hall now: a participant of a session of the hall (not cancelled, not ended)
 * starting within a day, the nearest start first. A PIN is unique within its session only, so two sessions
 * of the day holding the same 6 digits find the one about to start or under way; the door then decides as
 * for a QR code (window, answer, one entry).
 *
 * @example const holder = await findPinHolder(db, hallId, '042917', now);
 */
export async function findPinHolder(
  db: Database,
  hallId: number,
  pin: string,
  now: Date,
): Promise<{ reservationId: string; contactId: number } | undefined> {
  const [holder] = await db
    .select({ reservationId: reservations.id, contactId: reservationParticipants.contactId })
    .from(reservationParticipants)
    .innerJoin(reservations, eq(reservations.id, reservationParticipants.reservationId))
    .innerJoin(zones, eq(zones.id, reservations.zoneId))
    .where(
      and(
        eq(reservationParticipants.pinCode, pin),
        eq(zones.hallId, hallId),
        ne(reservations.status, 'cancelled'),
        gt(reservations.endsAt, now),
        lt(reservations.startsAt, new Date(now.getTime() + AHEAD_MS)),
      ),
    )
    .orderBy(asc(reservations.startsAt))
    .limit(1);
  if (!holder || holder.contactId === null) return undefined;
  return { reservationId: holder.reservationId, contactId: holder.contactId };
}
