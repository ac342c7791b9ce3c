import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  contacts,
  halls,
  participantAnswers,
  reservationParticipants,
  reservations,
  sports,
  zones,
} from '../db/schema.ts';
import { formatZoned } from '../planning/local-time.ts';
import type { EntryFacts } from './decide-entry.ts';
import { entryKey, firstEntries } from './first-entries.ts';

/** The session as the door shows it: ISO times with the hall's offset, court and sport labels. */
export interface WireSession {
  debut: string;
  fin: string;
  terrain: string;
  sport: string;
}

/** What the door needs of a code's reservation and participant, and what it shows of them. */
export interface LoadedEntry {
  facts: EntryFacts;
  session: WireSession;
  /** The participant's pseudonym (never a name: door screens are public), `null` for an unknown contact. */
  pseudonym: string | null;
}

/** When a participant's code first opened a door of its session, or `null`. */
export async function firstEntryOf(
  db: Database,
  reservationId: string,
  contactId: number,
): Promise<Date | null> {
  return (await firstEntries(db, [reservationId])).get(entryKey(reservationId, contactId)) ?? null;
}

/**
 * Loads what the door decides on for a verified participant code: the reservation, its hall, court and
 * sport, the participant's answer and pseudonym, and the first entry already recorded.
 *
 * @returns `undefined` when the reservation does not exist (any more).
 */
export async function loadEntry(
  db: Database,
  reservationId: string,
  contactId: number,
): Promise<LoadedEntry | undefined> {
  const [row] = await db
    .select({
      hallId: halls.id,
      hallName: halls.name,
      timeZone: halls.timezone,
      opensMinutesBefore: halls.entryOpensMinutesBefore,
      status: reservations.status,
      startsAt: reservations.startsAt,
      endsAt: reservations.endsAt,
      court: zones.label,
      sport: sports.label,
    })
    .from(reservations)
    .innerJoin(zones, eq(zones.id, reservations.zoneId))
    .innerJoin(halls, eq(halls.id, zones.hallId))
    .innerJoin(sports, eq(sports.id, reservations.sportId))
    .where(eq(reservations.id, reservationId));
  if (!row) return undefined;
  const [participant] = await db
    .select({ isOrganiser: reservationParticipants.isOrganiser, answer: reservationParticipants.answer })
    .from(reservationParticipants)
    .where(
      and(
        eq(reservationParticipants.reservationId, reservationId),
        eq(reservationParticipants.contactId, contactId),
      ),
    );
  const [contact] = await db
    .select({ pseudonym: contacts.pseudonym })
    .from(contacts)
    .where(eq(contacts.id, contactId));
  const facts: EntryFacts = {
    hallId: row.hallId,
    hallName: row.hallName,
    timeZone: row.timeZone,
    opensMinutesBefore: row.opensMinutesBefore,
    isCancelled: row.status === 'cancelled',
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    participant: participant
      ? { isAccepted: participant.isOrganiser || participant.answer === participantAnswers.accepted }
      : null,
    enteredAt: await firstEntryOf(db, reservationId, contactId),
  };
  const session = {
    debut: formatZoned(row.startsAt, row.timeZone),
    fin: formatZoned(row.endsAt, row.timeZone),
    terrain: row.court,
    sport: row.sport,
  };
  return { facts, session, pseudonym: contact?.pseudonym ?? null };
}
