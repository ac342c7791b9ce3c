import { and, asc, eq, gte, inArray, isNull, ne } from 'drizzle-orm';
import { lockHallZones } from '../cart/hall-lock.ts';
import type { Database } from '../db/client.ts';
import { openingExceptions, openingHours, reservations, zones } from '../db/schema.ts';
import { InvalidField, Refusal } from '../domain-errors/index.ts';
import { announceReservationChange } from '../hall-stream/announce.ts';
import { publishSlotChange } from '../live/index.ts';
import { windowsOfDay } from '../planning/derive-slots.ts';
import { localDateOf, zonedInstant } from '../planning/local-time.ts';
import { invalidateHallPlanning, readStaticPlanning } from '../planning/planning-repository.ts';
import { cancelInTransaction } from '../reservations/cancel-reservation.ts';
import { recordStaffAction, type StaffActor } from '../staff/audit.ts';
import { recordHallCancellation } from '../staff/cancel-for-hall.ts';

/** French texts of the opening hours' rules. */
export const openingHoursMessages = {
  unknownZone: "Ce terrain n'appartient pas à cette salle.",
  zoneTwice: "Chaque terrain ne figure qu'une fois.",
  overlap: "Deux plages d'ouverture du même jour se chevauchent.",
  dayTwice: "Chaque date exceptionnelle ne figure qu'une fois.",
  pastDay: 'Une date exceptionnelle ne peut pas être déjà passée.',
  overBookings:
    'Des réservations à venir tombent en dehors des nouveaux horaires\u00a0: gardez-les ou annulez-les (les joueurs sont prévenus).',
  defaultMotif: "Changement des horaires d'ouverture de la salle",
} as const;

/** One day of a court's week: open from one time to another (several entries for a break), or closed. */
export type DayHoursView =
  | { jour: number; ouverture: string; fermeture: string }
  | { jour: number; ferme: true };

/** An exceptional day of the hall: closed, or open at other hours. */
export type ExceptionView =
  | { date: string; ferme: true }
  | { date: string; ouverture: string; fermeture: string };

/** The hall's opening hours as the console reads them: each court's week, and the exceptional days to come. */
export interface OpeningHoursView {
  /** The hall's today: the exceptional days listed start there. */
  aujourdhui: string;
  terrains: { idZone: number; nom: string; jours: DayHoursView[] }[];
  exceptions: ExceptionView[];
}

/** A change of the opening hours, in minutes of the hall's wall clock (a window's end may be 24:00). */
export interface OpeningHoursChange {
  /** The courts whose week is replaced; the others keep theirs. */
  courts: { zoneId: number; windows: { weekday: number; opens: number; closes: number }[] }[];
  /** Replaces the exceptional days from today on. */
  exceptions: (
    | { date: string; isClosed: true }
    | { date: string; isClosed: false; opens: number; closes: number }
  )[];
  /** What to do with the reservations to come that the new hours leave out; without it they refuse the change. */
  outsideReservations?: 'conserver' | 'annuler' | undefined;
  /** The motif the cancelled reservations' players are told. */
  motif?: string | undefined;
}

/** A reservation to come that new hours would leave out. */
export interface OutsideReservation {
  id: string;
  zoneId: number;
  startsAt: Date;
  endsAt: Date;
}

/** The change leaves reservations to come outside the hours: refused, naming them, until the manager decides. */
export class HoursOverBookings extends Refusal {
  constructor(readonly reservations: OutsideReservation[]) {
    super('conflict', openingHoursMessages.overBookings);
  }
}

/** `08:00` for 480 minutes; `24:00` for the end of the day. */
function minutesToWallTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A `time` column for a number of minutes (`24:00:00` is PostgreSQL's end of the day). */
function timeColumn(minutes: number): string {
  return `${minutesToWallTime(minutes)}:00`;
}

/**
 * The hall's opening hours: each court's windows by ISO weekday (1 = Monday), a day without any as closed,
 * and the exceptional days from today on (the hall's calendar).
 *
 * @example const { terrains, exceptions } = await openingHoursOf(db, hall, clock.now());
 */
export async function openingHoursOf(
  db: Database,
  hall: { hallId: number; timezone: string },
  now: Date,
): Promise<OpeningHoursView> {
  const courts = await db
    .select({ id: zones.id, label: zones.label })
    .from(zones)
    .where(eq(zones.hallId, hall.hallId))
    .orderBy(asc(zones.position), asc(zones.id));
  const rows =
    courts.length === 0
      ? []
      : await db
          .select()
          .from(openingHours)
          .where(
            and(
              inArray(
                openingHours.zoneId,
                courts.map((court) => court.id),
              ),
              isNull(openingHours.zoneSportId),
            ),
          )
          .orderBy(asc(openingHours.weekday), asc(openingHours.opensAt));
  const today = localDateOf(now, hall.timezone);
  const exceptionRows = await db
    .select()
    .from(openingExceptions)
    .where(and(eq(openingExceptions.hallId, hall.hallId), gte(openingExceptions.day, today)))
    .orderBy(asc(openingExceptions.day));
  return {
    aujourdhui: today,
    terrains: courts.map((court) => ({
      idZone: court.id,
      nom: court.label,
      jours: [1, 2, 3, 4, 5, 6, 7].flatMap((jour): DayHoursView[] => {
        const windows = rows.filter((row) => row.zoneId === court.id && row.weekday === jour);
        if (windows.length === 0) return [{ jour, ferme: true }];
        return windows.map((row) => ({
          jour,
          ouverture: row.opensAt.slice(0, 5),
          fermeture: row.closesAt.slice(0, 5),
        }));
      }),
    })),
    exceptions: exceptionRows.map((row) =>
      row.isClosed || row.opensAt === null || row.closesAt === null
        ? { date: row.day, ferme: true as const }
        : { date: row.day, ouverture: row.opensAt.slice(0, 5), fermeture: row.closesAt.slice(0, 5) },
    ),
  };
}

/**
 * Replaces the opening hours of the courts named (their scheduled sessions stay) and the hall's exceptional
 * days from today on, as one action under the hall's booking lock. Reservations to come that the new hours
 * leave out (and the old ones did not) refuse the change, named, unless the manager keeps them (they stay, outside the hours) or
 * cancels them (as the hall cancels one, their players told with the motif, settled shares refunded).
 * The slots follow at once: the hall's cached planning is dropped and its open plannings told. Audited.
 *
 * @example await setOpeningHours(db, hall, { courts, exceptions }, staff, clock.now());
 */
export async function setOpeningHours(
  db: Database,
  hall: { hallId: number; timezone: string },
  change: OpeningHoursChange,
  actor: StaffActor,
  now: Date,
): Promise<OpeningHoursView & { reservationsAnnulees: string[]; reservationsConservees: string[] }> {
  checkShape(change, localDateOf(now, hall.timezone));
  const outcome = await db.transaction(async (tx) => {
    await lockHallZones(tx, [hall.hallId]);
    const hallZones = await tx
      .select({ id: zones.id, label: zones.label })
      .from(zones)
      .where(eq(zones.hallId, hall.hallId));
    const known = new Map(hallZones.map((zone) => [zone.id, zone.label]));
    for (const court of change.courts) {
      if (!known.has(court.zoneId)) throw new InvalidField('terrains', openingHoursMessages.unknownZone);
    }
    const today = localDateOf(now, hall.timezone);
    const courtIds = change.courts.map((court) => court.zoneId);
    // Only the reservations this change leaves out are asked about: one the manager kept outside the hours
    // at an earlier change stays as it is.
    const outsideBefore = new Set(
      (await reservationsOutsideHours(tx, hall, [...known.keys()], now)).map((row) => row.id),
    );
    if (courtIds.length > 0) {
      await tx
        .delete(openingHours)
        .where(and(inArray(openingHours.zoneId, courtIds), isNull(openingHours.zoneSportId)));
      const rows = change.courts.flatMap((court) =>
        court.windows.map((window) => ({
          zoneId: court.zoneId,
          zoneSportId: null,
          weekday: window.weekday,
          opensAt: timeColumn(window.opens),
          closesAt: timeColumn(window.closes),
        })),
      );
      if (rows.length > 0) await tx.insert(openingHours).values(rows);
    }
    await tx
      .delete(openingExceptions)
      .where(and(eq(openingExceptions.hallId, hall.hallId), gte(openingExceptions.day, today)));
    if (change.exceptions.length > 0) {
      await tx.insert(openingExceptions).values(
        change.exceptions.map((exception) => ({
          hallId: hall.hallId,
          day: exception.date,
          isClosed: exception.isClosed,
          opensAt: exception.isClosed ? null : timeColumn(exception.opens),
          closesAt: exception.isClosed ? null : timeColumn(exception.closes),
        })),
      );
    }
    const outsideRows = (await reservationsOutsideHours(tx, hall, [...known.keys()], now)).filter(
      (row) => !outsideBefore.has(row.id),
    );
    if (outsideRows.length > 0 && !change.outsideReservations) throw new HoursOverBookings(outsideRows);
    const outside = outsideRows.map((row) => row.id);
    const cancelled = change.outsideReservations === 'annuler' ? outside : [];
    const reason = change.motif ?? openingHoursMessages.defaultMotif;
    const canceller = { kind: 'hall', hallId: hall.hallId, reason, staff: actor } as const;
    for (const reservationId of cancelled) {
      const { refunds } = await cancelInTransaction(tx, reservationId, canceller, now);
      await recordHallCancellation(tx, hall.hallId, actor, { reservationId, reason, refunds }, now, {
        horaires: true,
      });
    }
    await recordStaffAction(
      tx,
      hall.hallId,
      actor,
      'regle.horaires',
      {
        terrains: courtIds,
        nomsTerrains: courtIds.map((id) => known.get(id) ?? ''),
        exceptions: change.exceptions.map((exception) => exception.date),
        reservationsAnnulees: cancelled,
        reservationsConservees: change.outsideReservations === 'conserver' ? outside : [],
      },
      now,
    );
    return { cancelled, kept: change.outsideReservations === 'conserver' ? outside : [] };
  });
  // The planning of every player follows now, not when the cache would have run out.
  invalidateHallPlanning(db, hall.hallId);
  publishSlotChange(db, hall.hallId);
  for (const reservationId of outcome.cancelled) announceReservationChange(db, reservationId);
  return {
    ...(await openingHoursOf(db, hall, now)),
    reservationsAnnulees: outcome.cancelled,
    reservationsConservees: outcome.kept,
  };
}

/**
 * The reservations to come of the hall (not cancelled) that no opening window of their court holds whole on
 * their day, read in the transaction that changed the hours.
 */
async function reservationsOutsideHours(
  tx: Database,
  hall: { hallId: number; timezone: string },
  zoneIds: number[],
  now: Date,
): Promise<OutsideReservation[]> {
  if (zoneIds.length === 0) return [];
  const coming = await tx
    .select({
      id: reservations.id,
      zoneId: reservations.zoneId,
      startsAt: reservations.startsAt,
      endsAt: reservations.endsAt,
    })
    .from(reservations)
    .where(
      and(
        inArray(reservations.zoneId, zoneIds),
        ne(reservations.status, 'cancelled'),
        gte(reservations.startsAt, now),
      ),
    );
  if (coming.length === 0) return [];
  // Read in the transaction, never from a cache: the hours it checks may be the ones it just wrote.
  const planning = await readStaticPlanning(tx, { id: hall.hallId, timezone: hall.timezone });
  return coming
    .filter((row) => {
      const date = localDateOf(row.startsAt, hall.timezone);
      return !windowsOfDay(planning, date).some(
        (window) =>
          window.zoneId === row.zoneId &&
          zonedInstant(date, window.opensMinutes, hall.timezone) <= row.startsAt &&
          row.endsAt <= zonedInstant(date, window.closesMinutes, hall.timezone),
      );
    })
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id.localeCompare(b.id));
}

/** What the schemas cannot say alone: no court twice, no overlap within a day, exceptional days once, to come. */
function checkShape(change: OpeningHoursChange, today: string): void {
  const courts = new Set<number>();
  for (const court of change.courts) {
    if (courts.has(court.zoneId)) throw new InvalidField('terrains', openingHoursMessages.zoneTwice);
    courts.add(court.zoneId);
    const sorted = [...court.windows].sort((a, b) => a.weekday - b.weekday || a.opens - b.opens);
    sorted.forEach((window, index) => {
      const previous = sorted[index - 1];
      if (previous && previous.weekday === window.weekday && previous.closes > window.opens)
        throw new InvalidField('terrains', openingHoursMessages.overlap);
    });
  }
  const days = new Set<string>();
  for (const exception of change.exceptions) {
    if (days.has(exception.date)) throw new InvalidField('exceptions', openingHoursMessages.dayTwice);
    if (exception.date < today) throw new InvalidField('exceptions', openingHoursMessages.pastDay);
    days.add(exception.date);
  }
}
