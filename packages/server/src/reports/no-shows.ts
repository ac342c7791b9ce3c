import { and, asc, eq, gte, lt, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { participantAnswers, reservationParticipants, reservations, sports, zones } from '../db/schema.ts';
import { formatZoned } from '../planning/local-time.ts';
import type { ReportRange } from './report-range.ts';

/** One ended session of the report: its players who said yes, and how many came through the door. */
export interface NoShowRow {
  idReservation: string;
  debut: string;
  terrain: string;
  sport: string;
  attendus: number;
  entres: number;
  absents: number;
}

/**
 * The no-shows of a hall's sessions that started in the range and have ended by `now`: per session, the
 * participants who accepted, those who entered (an allowed door entry, a reader's or a manual one) and the
 * difference. Counted by the database, one query.
 *
 * @example const rows = await noShowsReport(db, hallId, range, clock.now());
 */
export async function noShowsReport(
  db: Database,
  hallId: number,
  range: ReportRange,
  now: Date,
): Promise<NoShowRow[]> {
  const entered = sql<boolean>`exists (select 1 from door_entries e where e.reservation_id = ${reservations.id} and e.contact_id = ${reservationParticipants.contactId} and e.is_allowed)`;
  const rows = await db
    .select({
      id: reservations.id,
      startsAt: reservations.startsAt,
      court: zones.label,
      sport: sports.label,
      expected: sql<number>`count(*)::int`,
      came: sql<number>`count(*) filter (where ${entered})::int`,
    })
    .from(reservations)
    .innerJoin(zones, eq(zones.id, reservations.zoneId))
    .innerJoin(sports, eq(sports.id, reservations.sportId))
    .innerJoin(reservationParticipants, eq(reservationParticipants.reservationId, reservations.id))
    .where(
      and(
        eq(zones.hallId, hallId),
        ne(reservations.status, 'cancelled'),
        gte(reservations.startsAt, range.startsAt),
        lt(reservations.startsAt, range.endsAt),
        lte(reservations.endsAt, now),
        eq(reservationParticipants.answer, participantAnswers.accepted),
      ),
    )
    .groupBy(reservations.id, zones.label, sports.label, zones.position)
    .orderBy(asc(reservations.startsAt), asc(zones.position));
  return rows.map((row) => ({
    idReservation: row.id,
    debut: formatZoned(row.startsAt, range.timezone),
    terrain: row.court,
    sport: row.sport,
    attendus: row.expected,
    entres: row.came,
    absents: row.expected - row.came,
  }));
}
