// « Ajouter à mon agenda »: a reservation as an iCalendar event (the `ics` package). Times go out in UTC
// (`…Z`): one instant whatever the reader's calendar zone, which shows it in Paris time for a French
// player; the hall's address is the location, the invitation page the URL, and a reminder two hours before.
import type { Database } from '../db/client.ts';
import { findReservationWithAddress } from './invitation-view.ts';

/** How long before the game the calendar reminds the player. */
export const CALENDAR_REMINDER_HOURS = 2;

/** The longest line RFC 5545 allows, in octets, its line break aside. */
const MAX_LINE_OCTETS = 75;

/**
 * Folds every line at {@link MAX_LINE_OCTETS} octets (RFC 5545 section 3.1: CRLF then a space), never
 * inside a UTF-8 character: the `ics` package counts characters, so a French title with accents went over.
 *
 * @example foldLines('SUMMARY:' + 'é'.repeat(60)) // three lines of at most 75 octets
 */
export function foldLines(text: string): string {
  const encoder = new TextEncoder();
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .map((line) => {
      const parts: string[] = [];
      let part = '';
      let octets = 0;
      for (const character of line) {
        const size = encoder.encode(character).length;
        // A continuation line's leading space counts in its 75.
        const room = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
        if (octets + size > room) {
          parts.push(part);
          part = '';
          octets = 0;
        }
        part += character;
        octets += size;
      }
      parts.push(part);
      return parts.join('\r\n ');
    })
    .join('\r\n');
}

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
    description: `Réservation ${sport.label} à ${hall.name}. Votre invitation et votre QR code d'entrée\u00a0: ${siteUrl}/invitation/${reservation.id}/${reservation.invitationToken}`,
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
    alarms: [
      {
        action: 'display',
        description: `${sport.label} à ${hall.name} dans ${CALENDAR_REMINDER_HOURS} heures`,
        trigger: { hours: CALENDAR_REMINDER_HOURS, before: true },
      },
    ],
  });
  if (error || !value) throw error ?? new Error('ics produced nothing');
  return foldLines(value);
}
