import { and, asc, desc, eq, gt, gte, inArray, lt, lte, ne, or, type SQL } from 'drizzle-orm';
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
import { entryKey, firstEntries } from '../door/first-entries.ts';
import { addDays, formatZoned, type LocalDate, zonedInstant } from '../planning/local-time.ts';
import type { WireHall, WireSeance } from './wire.ts';

/** A hall as the screens need it. */
export interface HallInfo {
  id: number;
  key: string;
  name: string;
  timeZone: string;
}

/** One session of the hall: a reservation not cancelled, its court and sport, who comes and who came. */
export interface HallSession {
  reservationId: string;
  startsAt: Date;
  endsAt: Date;
  court: { id: number; name: string };
  sport: { id: number; name: string };
  /** The accepted participants (family members included), the organiser first. */
  participants: { contactId: number; pseudonym: string; arrivedAt: Date | null }[];
}

/** The hall, or `undefined`. */
export async function loadHallInfo(db: Database, hallId: number): Promise<HallInfo | undefined> {
  const [row] = await db
    .select({ id: halls.id, key: halls.key, name: halls.name, timeZone: halls.timezone })
    .from(halls)
    .where(eq(halls.id, hallId));
  return row;
}

/** The hall as the wire names it: `{ idMultisalle, cle, nom, fuseau }`. */
export function wireHall(hall: HallInfo, idField: string): WireHall {
  return { [idField]: hall.id, cle: hall.key, nom: hall.name, fuseau: hall.timeZone };
}

/** The instants a local day of the hall runs between. */
export function dayBounds(hall: HallInfo, day: LocalDate): { from: Date; to: Date } {
  return { from: zonedInstant(day, 0, hall.timeZone), to: zonedInstant(addDays(day, 1), 0, hall.timeZone) };
}

/** Which sessions to load: those starting in a window, those around the clock's moments, or named ones. */
export type SessionFilter =
  | { startsFrom: Date; startsBefore: Date; endsAfter?: Date }
  | { momentsAfter: Date; momentsUpTo: Date; noticeMs: number }
  | { reservationIds: string[] };

function whereOf(filter: SessionFilter): SQL | undefined {
  if ('reservationIds' in filter) return inArray(reservations.id, filter.reservationIds);
  if ('momentsAfter' in filter) {
    // A session whose notices run from `noticeMs` before its start to its end touches (after, upTo].
    return and(
      lte(reservations.startsAt, new Date(filter.momentsUpTo.getTime() + filter.noticeMs)),
      gt(reservations.endsAt, filter.momentsAfter),
    );
  }
  return and(
    gte(reservations.startsAt, filter.startsFrom),
    lt(reservations.startsAt, filter.startsBefore),
    filter.endsAfter ? gt(reservations.endsAt, filter.endsAfter) : undefined,
  );
}

/**
 * The hall's sessions (not cancelled) matching `filter`, by start then court, with their accepted
 * participants' pseudonyms (never names) and when each first came in through the door. Three queries
 * whatever the number of sessions.
 *
 * @example const today = await loadSessions(db, hall.id, { startsFrom, startsBefore, endsAfter: now });
 */
export async function loadSessions(
  db: Database,
  hallId: number,
  filter: SessionFilter,
): Promise<HallSession[]> {
  if ('reservationIds' in filter && filter.reservationIds.length === 0) return [];
  const rows = await db
    .select({
      reservationId: reservations.id,
      startsAt: reservations.startsAt,
      endsAt: reservations.endsAt,
      courtId: zones.id,
      courtName: zones.label,
      sportId: sports.id,
      sportName: sports.label,
    })
    .from(reservations)
    .innerJoin(zones, eq(zones.id, reservations.zoneId))
    .innerJoin(sports, eq(sports.id, reservations.sportId))
    .where(and(eq(zones.hallId, hallId), ne(reservations.status, 'cancelled'), whereOf(filter)))
    .orderBy(asc(reservations.startsAt), asc(zones.position), asc(reservations.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.reservationId);
  const people = await db
    .select({
      reservationId: reservationParticipants.reservationId,
      contactId: contacts.id,
      pseudonym: contacts.pseudonym,
    })
    .from(reservationParticipants)
    .innerJoin(contacts, eq(contacts.id, reservationParticipants.contactId))
    .where(
      and(
        inArray(reservationParticipants.reservationId, ids),
        or(
          eq(reservationParticipants.isOrganiser, true),
          eq(reservationParticipants.answer, participantAnswers.accepted),
        ),
      ),
    )
    .orderBy(desc(reservationParticipants.isOrganiser), asc(reservationParticipants.id));
  const arrived = await firstEntries(db, ids);
  return rows.map((row) => ({
    reservationId: row.reservationId,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    court: { id: row.courtId, name: row.courtName },
    sport: { id: row.sportId, name: row.sportName },
    participants: people
      .filter((person) => person.reservationId === row.reservationId)
      .map((person) => ({
        contactId: person.contactId,
        pseudonym: person.pseudonym,
        arrivedAt: arrived.get(entryKey(row.reservationId, person.contactId)) ?? null,
      })),
  }));
}

/** A session as the screens read it. */
export function toWireSeance(session: HallSession, timeZone: string): WireSeance {
  const participants = session.participants.map((person) => ({
    pseudo: person.pseudonym,
    arriveLe: person.arrivedAt ? formatZoned(person.arrivedAt, timeZone) : null,
  }));
  return {
    idReservation: session.reservationId,
    debut: formatZoned(session.startsAt, timeZone),
    fin: formatZoned(session.endsAt, timeZone),
    terrain: { id: session.court.id, nom: session.court.name },
    sport: { id: session.sport.id, nom: session.sport.name },
    participants,
    arrives: participants.filter((person) => person.arriveLe !== null).length,
    attendus: participants.length,
  };
}
