// « Ajouter à mon agenda »: a reservation as an iCalendar event (the `ics` package). Times go out in UTC
// (`…Z`): one instant whatever the reader's calendar zone, which shows it in Paris time for a French
// player; the hall's address is the location and the invitation page the URL.
import type { Database } from '../db/client.ts';
import { findReservationWithAddress } from './invitation-view.ts';

const utcParts = (date: Date): [number, number, number, number, number] => [
  date.getUTCFullYear(),
  date.getUTCMonth() + 1,
  date.getUTCDate(),
  date.getUTCHours(),
  date.getUTCMinutes(),
];

/**
 * The `.ics` text of a reservation, `undefined` when there is none with that id.
 *
 * @example const text = await reservationCalendar(db, id, 'https://multisalle.fr');
 */
export async function reservationCalendar(
  db: Database,
  reservationId: string,
  siteUrl: string,
): Promise<string | undefined> {
  const found = await findReservationWithAddress(db, reservationId);
  if (!found) return undefined;
  const { reservation, hall, sport, address } = found;
  // Imported on the first calendar asked for, not at the server's start.
  const { createEvent } = await import('ics');
  const { error, value } = createEvent({
    uid: `${reservation.id}@multisalle`,
    title: `${sport.label} — ${hall.name}`,
    description: `Réservation ${sport.label} à ${hall.name}. Votre invitation et votre QR code d’entrée : ${siteUrl}/invitation/${reservation.id}/${reservation.invitationToken}`,
    location: address,
    url: `${siteUrl}/invitation/${reservation.id}/${reservation.invitationToken}`,
    start: utcParts(reservation.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utcParts(reservation.endsAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: reservation.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    productId: 'multisalle/reservations',
  });
  if (error || !value) throw error ?? new Error('ics produced nothing');
  return value;
}
