import { and, asc, desc, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { courtScores, halls, reservations, zoneOverlaps, zones } from '../db/schema.ts';
import { Refusal } from '../domain-errors/index.ts';
import type { HallInfo } from '../hall-stream/hall-sessions.ts';
import type { WireScore } from '../hall-stream/wire.ts';
import { formatZoned } from '../planning/local-time.ts';
import { scoreMessages } from './messages.ts';
import type { ScoreBody } from './score-wire.ts';

type ScoreRow = typeof courtScores.$inferSelect;

/** A kept score as the stream carries it. */
export function toWireScore(row: ScoreRow, courtName: string, timeZone: string): WireScore {
  return {
    terrain: { id: row.zoneId, nom: courtName },
    idReservation: row.reservationId,
    equipes: [{ nom: row.team1Name }, { nom: row.team2Name }],
    periodes: row.periods.map((period) => ({ equipe1: period.team1, equipe2: period.team2 })),
    enCours:
      row.currentTeam1 === null || row.currentTeam2 === null
        ? null
        : { equipe1: row.currentTeam1, equipe2: row.currentTeam2 },
    termine: row.isFinished,
    majLe: formatZoned(row.updatedAt, timeZone),
  };
}

/**
 * Keeps a court's live score (one row per court, replaced at each send) and answers it as the stream
 * carries it. The court must be one of the hall's zones, and a named reservation one of the hall's (404 in
 * French otherwise); the session must be under way (409), the one found on the court when none is named.
 * Nothing is written before these checks.
 *
 * @example const score = await recordScore(db, { hall, courtId: 4, deviceId: 7, body, now: new Date() });
 */
export async function recordScore(
  db: Database,
  input: { hall: HallInfo; courtId: number; deviceId: number; body: ScoreBody; now: Date },
): Promise<WireScore> {
  const { hall, courtId, body, now } = input;
  const [court] = await db
    .select({ name: zones.label })
    .from(zones)
    .where(and(eq(zones.id, courtId), eq(zones.hallId, hall.id)));
  if (!court) throw new Refusal('not-found', scoreMessages.unknownCourt);
  // A score belongs to a session under way: from the door's opening before it to a while after its end (a
  // tablet's clock or a forgotten game must not put a score on a screen hours early or late).
  let reservationId = body.idReservation ?? null;
  if (reservationId) {
    const [booked] = await db
      .select({
        startsAt: reservations.startsAt,
        endsAt: reservations.endsAt,
        opens: halls.entryOpensMinutesBefore,
      })
      .from(reservations)
      .innerJoin(zones, eq(zones.id, reservations.zoneId))
      .innerJoin(halls, eq(halls.id, zones.hallId))
      .where(
        and(
          eq(reservations.id, reservationId),
          eq(zones.hallId, hall.id),
          ne(reservations.status, 'cancelled'),
        ),
      );
    if (!booked) throw new Refusal('not-found', scoreMessages.unknownReservation);
    if (!isUnderWay(booked, now)) throw new Refusal('conflict', scoreMessages.notUnderWay);
  } else {
    reservationId = await sessionUnderWay(db, hall.id, courtId, now);
    if (!reservationId) throw new Refusal('conflict', scoreMessages.noSessionUnderWay);
  }
  const values = {
    hallId: hall.id,
    reservationId,
    deviceId: input.deviceId,
    team1Name: body.equipes[0].sNom,
    team2Name: body.equipes[1].sNom,
    periods: body.periodes.map((period) => ({ team1: period.nScoreEquipe1, team2: period.nScoreEquipe2 })),
    currentTeam1: body.enCours?.sEquipe1 ?? null,
    currentTeam2: body.enCours?.sEquipe2 ?? null,
    isFinished: body.termine ?? false,
    updatedAt: now,
  };
  const [row] = await db
    .insert(courtScores)
    .values({ zoneId: courtId, ...values })
    .onConflictDoUpdate({ target: courtScores.zoneId, set: values })
    .returning();
  if (!row) throw new Error('The score was not written');
  return toWireScore(row, court.name, hall.timeZone);
}

/** How long after a session's end its final score is still taken. */
export const SCORE_AFTER_END_MS = 15 * 60_000;

function isUnderWay(session: { startsAt: Date; endsAt: Date; opens: number }, now: Date): boolean {
  const from = session.startsAt.getTime() - session.opens * 60_000;
  return now.getTime() >= from && now.getTime() <= session.endsAt.getTime() + SCORE_AFTER_END_MS;
}

/** The session under way on a court (or on ground it shares) at `now`, the one started last; or null. */
async function sessionUnderWay(
  db: Database,
  hallId: number,
  courtId: number,
  now: Date,
): Promise<string | null> {
  const shared = await db
    .select({ id: zoneOverlaps.otherZoneId })
    .from(zoneOverlaps)
    .where(eq(zoneOverlaps.zoneId, courtId));
  const rows = await db
    .select({
      id: reservations.id,
      startsAt: reservations.startsAt,
      endsAt: reservations.endsAt,
      opens: halls.entryOpensMinutesBefore,
    })
    .from(reservations)
    .innerJoin(zones, eq(zones.id, reservations.zoneId))
    .innerJoin(halls, eq(halls.id, zones.hallId))
    .where(
      and(
        eq(zones.hallId, hallId),
        inArray(reservations.zoneId, [courtId, ...shared.map((row) => row.id)]),
        ne(reservations.status, 'cancelled'),
        lte(reservations.startsAt, new Date(now.getTime() + 24 * 3_600_000)),
        gte(reservations.endsAt, new Date(now.getTime() - SCORE_AFTER_END_MS)),
      ),
    )
    .orderBy(desc(reservations.startsAt));
  return rows.find((row) => isUnderWay(row, now))?.id ?? null;
}

/**
 * The last score of each court of the hall sent since `since` (the screens show today's, not yesterday's
 * final score), by court.
 */
export async function latestScores(db: Database, hall: HallInfo, since: Date): Promise<WireScore[]> {
  const rows = await db
    .select({ score: courtScores, courtName: zones.label })
    .from(courtScores)
    .innerJoin(zones, eq(zones.id, courtScores.zoneId))
    .where(and(eq(courtScores.hallId, hall.id), gte(courtScores.updatedAt, since)))
    .orderBy(asc(zones.position), asc(zones.id));
  return rows.map((row) => toWireScore(row.score, row.courtName, hall.timeZone));
}
