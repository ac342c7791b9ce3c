// What the rest of the server calls after a change the hall's screens show: an entry at the door, a
// booking made, cancelled or moved, an answer to an invitation. Each runs after its transaction committed,
// in the background, and never throws: a screen missing an event catches up at its next `etat`.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { reservations, zones } from '../db/schema.ts';
import { formatZoned, localDateOf } from '../planning/local-time.ts';
import { loadHallInfo, loadSessions } from './hall-sessions.ts';
import { publishHallEvent } from './registry.ts';
import type { WireEntryEvent } from './wire.ts';

function inBackground(what: string, work: () => Promise<void>): void {
  work().catch((error: unknown) => console.error(`Hall stream: could not announce ${what}:`, error));
}

/**
 * Announces allowed door entries (online or from a reader's offline batch) to the hall's screens: one
 * `entree` per person, with how many of the session have arrived.
 *
 * @example announceEntries(db, device.hallId, [{ reservationId, contactId }]);
 */
export function announceEntries(
  db: Database,
  hallId: number,
  entries: readonly { reservationId: string; contactId: number }[],
): void {
  if (entries.length === 0) return;
  inBackground('an entry', async () => {
    const hall = await loadHallInfo(db, hallId);
    if (!hall) return;
    const sessions = await loadSessions(db, hallId, {
      reservationIds: [...new Set(entries.map((entry) => entry.reservationId))],
    });
    const seen = new Set<string>();
    for (const { reservationId, contactId } of entries) {
      const key = `${reservationId}:${contactId}`;
      const session = sessions.find((one) => one.reservationId === reservationId);
      const person = session?.participants.find((one) => one.contactId === contactId);
      if (!session || !person?.arrivedAt || seen.has(key)) continue;
      seen.add(key);
      const data: WireEntryEvent = {
        idReservation: reservationId,
        pseudo: person.pseudonym,
        arriveLe: formatZoned(person.arrivedAt, hall.timeZone),
        terrain: { id: session.court.id, nom: session.court.name },
        arrives: session.participants.filter((one) => one.arrivedAt !== null).length,
        attendus: session.participants.length,
      };
      publishHallEvent(db, hallId, { type: 'entree', data });
    }
  });
}

/**
 * Announces that bookings of the hall were made, cancelled or moved at these instants: the screens read
 * their state again and are told which days' programme changed (`programme { date }`).
 *
 * @example announceBookingChange(db, hall.id, [line.startsAt]);
 */
export function announceBookingChange(db: Database, hallId: number, instants: readonly Date[]): void {
  if (instants.length === 0) return;
  inBackground('a booking change', async () => {
    const hall = await loadHallInfo(db, hallId);
    if (!hall) return;
    const dates = [...new Set(instants.map((instant) => localDateOf(instant, hall.timeZone)))].sort();
    publishHallEvent(db, hallId, { type: 'reservations', dates });
  });
}

/** The hall and start of a reservation, or `undefined`. */
async function placeOf(db: Database, reservationId: string) {
  const [row] = await db
    .select({ hallId: zones.hallId, startsAt: reservations.startsAt })
    .from(reservations)
    .innerJoin(zones, eq(zones.id, reservations.zoneId))
    .where(eq(reservations.id, reservationId));
  return row;
}

/**
 * {@link announceBookingChange} for one reservation, found by id (a cancellation).
 *
 * @example announceReservationChange(db, id);
 */
export function announceReservationChange(db: Database, reservationId: string): void {
  inBackground('a booking change', async () => {
    const place = await placeOf(db, reservationId);
    if (place) announceBookingChange(db, place.hallId, [place.startsAt]);
  });
}

/**
 * Announces that a session changed without its booking changing (an invitation answered, a player
 * removed, the development route that moves a start): the screens' lists (« 3 joueurs sur 4 ») read their
 * state again; the programme, read from bookings, did not change.
 *
 * @example announceSessionChange(db, request.reservationId);
 */
export function announceSessionChange(db: Database, reservationId: string): void {
  inBackground('a session change', async () => {
    const place = await placeOf(db, reservationId);
    if (place) publishHallEvent(db, place.hallId, { type: 'seances', idReservation: reservationId });
  });
}
