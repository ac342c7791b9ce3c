import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import { lockHallZones } from '../cart/hall-lock.ts';
import type { Database } from '../db/client.ts';
import { hallClosures, reservations, zoneOverlaps, zones } from '../db/schema.ts';
import { InvalidField, Refusal } from '../domain-errors/index.ts';
import { announceReservationChange } from '../hall-stream/announce.ts';
import { publishSlotChange } from '../live/index.ts';
import { addDays, formatZoned, localDateOf, timeToMinutes, zonedInstant } from '../planning/local-time.ts';
import { cancelInTransaction } from '../reservations/cancel-reservation.ts';
import { recordStaffAction, type StaffActor } from './audit.ts';
import { recordHallCancellation } from './cancel-for-hall.ts';
import { staffMessages } from './messages.ts';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** Longest single closure: two weeks (a longer one is a hall closed, not a court). */
export const MAX_CLOSURE_DAYS = 14;
/** Most weeks a weekly closure repeats: a season. */
export const MAX_CLOSURE_WEEKS = 52;

/** A closure as the console reads it. */
export interface ClosureView {
  id: number;
  idZone: number | null;
  debut: string;
  fin: string;
  motif: string;
  serie: string | null;
}

/** What a closure asks for: a court (or null: the whole floor), a range, a reason, and maybe a last week. */
export interface ClosureRequest {
  zoneId: number | null;
  startsAt: Date;
  endsAt: Date;
  reason: string;
  /** Repeat every week while the start is before this instant (a weekly closure). */
  weeklyUntil?: Date | undefined;
  /** Cancel the reservations in the way in the same action (their players told, with the motif). */
  cancelReservations?: boolean | undefined;
}

/** What a closure made: its occurrences, and the reservations it cancelled on the way. */
export interface ClosureOutcome {
  fermetures: ClosureView[];
  reservationsAnnulees: string[];
}

/** A booking a closure would fall on: the closure is refused and these are named. */
export class ClosureOverBookings extends Refusal {
  constructor(readonly reservationIds: string[]) {
    super('conflict', staffMessages.closureOverBookings);
  }
}

/**
 * Closes a court or the whole floor of a hall over a range, once or every week, as one action: the hall's
 * zones are locked as a booking locks them, and a range that meets a booking of that ground (the court and
 * the courts sharing its ground) refuses the whole closure, naming the reservations, unless the manager
 * asked to cancel them in the same action (their players are told, with the motif). Open plannings see the
 * slots taken at once. Recorded in the audit trail.
 *
 * @example await closeCourts(db, hall, { zoneId: 3, startsAt, endsAt, reason: 'Maintenance' }, actor, now);
 */
export async function closeCourts(
  db: Database,
  hall: { hallId: number; timezone: string },
  request: ClosureRequest,
  actor: StaffActor,
  now: Date,
): Promise<ClosureOutcome> {
  const occurrences = occurrencesOf(request, hall.timezone);
  const created = await db.transaction(async (tx) => {
    await lockHallZones(tx, [hall.hallId]);
    const ground = await groundOf(tx, hall.hallId, request.zoneId);
    const span = {
      from: occurrences[0]?.startsAt ?? request.startsAt,
      to: occurrences.at(-1)?.endsAt ?? request.endsAt,
    };
    const candidates = await tx
      .select({ id: reservations.id, startsAt: reservations.startsAt, endsAt: reservations.endsAt })
      .from(reservations)
      .where(
        and(
          inArray(reservations.zoneId, ground),
          ne(reservations.status, 'cancelled'),
          lt(reservations.startsAt, span.to),
          gt(reservations.endsAt, span.from),
        ),
      );
    const met = candidates.filter((row) =>
      occurrences.some((range) => row.startsAt < range.endsAt && row.endsAt > range.startsAt),
    );
    const inTheWay = met.map((row) => row.id).sort();
    if (inTheWay.length > 0 && !request.cancelReservations) throw new ClosureOverBookings(inTheWay);
    // Cancelled as the hall cancels one, each with the closure's motif (a settled game's shares refunded).
    const canceller = { kind: 'hall', hallId: hall.hallId, reason: request.reason, staff: actor } as const;
    for (const reservationId of inTheWay) {
      const { refunds } = await cancelInTransaction(tx, reservationId, canceller, now);
      await recordHallCancellation(
        tx,
        hall.hallId,
        actor,
        { reservationId, reason: request.reason, refunds },
        now,
        { fermeture: true },
      );
    }
    const seriesId = occurrences.length > 1 ? randomUUID() : null;
    const rows = await tx
      .insert(hallClosures)
      .values(
        occurrences.map((range) => ({
          hallId: hall.hallId,
          zoneId: request.zoneId,
          startsAt: range.startsAt,
          endsAt: range.endsAt,
          reason: request.reason,
          seriesId,
          createdByStaffId: actor.staffId,
          createdAt: now,
        })),
      )
      .returning();
    await recordStaffAction(
      tx,
      hall.hallId,
      actor,
      'fermeture.ajout',
      {
        idZone: request.zoneId,
        debut: formatZoned(request.startsAt, hall.timezone),
        fin: formatZoned(request.endsAt, hall.timezone),
        motif: request.reason,
        semaines: occurrences.length,
        ids: rows.map((row) => row.id),
      },
      now,
    );
    return { rows, inTheWay };
  });
  publishSlotChange(db, hall.hallId);
  for (const reservationId of created.inTheWay) announceReservationChange(db, reservationId);
  return {
    fermetures: created.rows
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
      .map((row) => closureView(row, hall.timezone)),
    reservationsAnnulees: created.inTheWay,
  };
}

/** Reopens one occurrence of a closure (its slots are free again at once). Recorded in the audit trail. */
export async function reopenCourts(
  db: Database,
  hall: { hallId: number; timezone: string },
  closureId: number,
  actor: StaffActor,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(hallClosures)
      .where(and(eq(hallClosures.id, closureId), eq(hallClosures.hallId, hall.hallId)))
      .returning();
    if (!row) throw new Refusal('not-found', staffMessages.unknownClosure);
    await recordStaffAction(
      tx,
      hall.hallId,
      actor,
      'fermeture.suppression',
      {
        id: row.id,
        idZone: row.zoneId,
        debut: formatZoned(row.startsAt, hall.timezone),
        fin: formatZoned(row.endsAt, hall.timezone),
        motif: row.reason,
      },
      now,
    );
  });
  publishSlotChange(db, hall.hallId);
}

/** The hall's closures that meet `[from, to)`, by start. */
export async function listClosures(
  db: Database,
  hall: { hallId: number; timezone: string },
  range: { from: Date; to: Date },
): Promise<ClosureView[]> {
  const rows = await db
    .select()
    .from(hallClosures)
    .where(
      and(
        eq(hallClosures.hallId, hall.hallId),
        lt(hallClosures.startsAt, range.to),
        gt(hallClosures.endsAt, range.from),
      ),
    )
    .orderBy(asc(hallClosures.startsAt), asc(hallClosures.id));
  return rows.map((row) => closureView(row, hall.timezone));
}

function closureView(row: typeof hallClosures.$inferSelect, timezone: string): ClosureView {
  return {
    id: row.id,
    idZone: row.zoneId,
    debut: formatZoned(row.startsAt, timezone),
    fin: formatZoned(row.endsAt, timezone),
    motif: row.reason,
    serie: row.seriesId,
  };
}

/**
 * The ranges a request closes: one, or one a week while the start is before `weeklyUntil`. Each week starts
 * at the first one's wall time in the hall (18:00 every Tuesday stays 18:00 across a change of time).
 */
function occurrencesOf(request: ClosureRequest, timezone: string): { startsAt: Date; endsAt: Date }[] {
  const length = request.endsAt.getTime() - request.startsAt.getTime();
  if (length <= 0) throw new InvalidField('fin', staffMessages.closureOrder);
  if (length > MAX_CLOSURE_DAYS * DAY_MS) throw new InvalidField('fin', staffMessages.closureTooLong);
  if (!request.weeklyUntil) return [{ startsAt: request.startsAt, endsAt: request.endsAt }];
  if (length > WEEK_MS) throw new InvalidField('fin', staffMessages.closureTooLong);
  const firstDay = localDateOf(request.startsAt, timezone);
  const wallMinutes = timeToMinutes(formatZoned(request.startsAt, timezone).slice(11, 16));
  const ranges: { startsAt: Date; endsAt: Date }[] = [];
  for (let week = 0; ; week += 1) {
    const startsAt =
      week === 0 ? request.startsAt : zonedInstant(addDays(firstDay, 7 * week), wallMinutes, timezone);
    if (startsAt >= request.weeklyUntil) break;
    if (week >= MAX_CLOSURE_WEEKS) {
      throw new InvalidField('chaqueSemaineJusquAu', staffMessages.closureTooManyWeeks);
    }
    ranges.push({ startsAt, endsAt: new Date(startsAt.getTime() + length) });
  }
  if (ranges.length === 0) throw new InvalidField('chaqueSemaineJusquAu', staffMessages.closureOrder);
  return ranges;
}

/** The zones a closure of `zoneId` takes or meets: the court and the ones sharing its ground, or all. */
async function groundOf(tx: Database, hallId: number, zoneId: number | null): Promise<number[]> {
  const hallZones = await tx.select({ id: zones.id }).from(zones).where(eq(zones.hallId, hallId));
  if (zoneId === null) return hallZones.map((zone) => zone.id);
  if (!hallZones.some((zone) => zone.id === zoneId))
    throw new InvalidField('idZone', staffMessages.unknownZone);
  const shared = await tx
    .select({ id: zoneOverlaps.otherZoneId })
    .from(zoneOverlaps)
    .where(eq(zoneOverlaps.zoneId, zoneId));
  return [zoneId, ...shared.map((row) => row.id)];
}
