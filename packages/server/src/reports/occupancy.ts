import { and, asc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { bookings, hallClosures, zones } from '../db/schema.ts';
import { windowsOfDay } from '../planning/derive-slots.ts';
import {
  addDays,
  daysBetween,
  isoWeekday,
  type LocalDate,
  localDateOf,
  zonedInstant,
} from '../planning/local-time.ts';
import { staticPlanning } from '../planning/planning-repository.ts';
import type { ReportRange } from './report-range.ts';

/** How the occupancy is grouped: by day, by week (named by its Monday), by month (`AAAA-MM`). */
export type OccupancyPeriod = 'jour' | 'semaine' | 'mois';

/** One court over one period: its open minutes (closures apart), its booked minutes and their ratio. */
export interface OccupancyRow {
  periode: string;
  idZone: number;
  terrain: string;
  minutesOuvertes: number;
  minutesReservees: number;
  /** Booked over open, 0 to 1 (4 decimals); null for a court not open in the period. */
  taux: number | null;
}

const MINUTE_MS = 60_000;

/** The period a day falls in. */
export function periodOf(date: LocalDate, by: OccupancyPeriod): string {
  if (by === 'mois') return date.slice(0, 7);
  if (by === 'semaine') return addDays(date, 1 - isoWeekday(date));
  return date;
}

/** How much of `[start, end)` is left once `closed` (sorted, possibly overlapping) are taken out, in their unit. */
function openPart(start: number, end: number, closed: readonly [number, number][]): number {
  let open = 0;
  let cursor = start;
  for (const [from, to] of closed) {
    if (to <= cursor || from >= end) continue;
    if (from > cursor) open += from - cursor;
    cursor = Math.max(cursor, to);
    if (cursor >= end) break;
  }
  if (cursor < end) open += end - cursor;
  return open;
}

/** A hall's courts by position, what their hours derive from, and each court's closures over the range. */
async function hallOpenings(db: Database, hall: { id: number; timezone: string }, range: ReportRange) {
  const courts = await db
    .select({ id: zones.id, label: zones.label, position: zones.position })
    .from(zones)
    .where(eq(zones.hallId, hall.id))
    .orderBy(asc(zones.position), asc(zones.id));
  const planning = await staticPlanning(db, hall);
  const closures = await db
    .select({ zoneId: hallClosures.zoneId, startsAt: hallClosures.startsAt, endsAt: hallClosures.endsAt })
    .from(hallClosures)
    .where(
      and(
        eq(hallClosures.hallId, hall.id),
        lt(hallClosures.startsAt, range.endsAt),
        gt(hallClosures.endsAt, range.startsAt),
      ),
    );
  /** The closures of a court (its own and the whole floor's), as sorted instants in ms. */
  const closedOf = (zoneId: number): [number, number][] =>
    closures
      .filter((closure) => closure.zoneId === null || closure.zoneId === zoneId)
      .map((closure): [number, number] => [closure.startsAt.getTime(), closure.endsAt.getTime()])
      .sort((a, b) => a[0] - b[0]);
  return { courts, planning, closedOf };
}

/** Open and booked minutes summed under string keys. */
function tally() {
  const sums = new Map<string, { open: number; booked: number }>();
  return {
    sums,
    at(key: string) {
      let found = sums.get(key);
      if (!found) {
        found = { open: 0, booked: 0 };
        sums.set(key, found);
      }
      return found;
    },
  };
}

/**
 * A hall's occupancy per court and period: the minutes each court was open (its opening hours and the
 * exceptional days, closures taken out) against the minutes booked on it (online, at the desk; a session
 * sold by the place counts once). The booked minutes are summed by the database; the open ones come from
 * the hours, day by day.
 *
 * @example const rows = await occupancyReport(db, { id: hallId, timezone }, range, 'semaine');
 */
export async function occupancyReport(
  db: Database,
  hall: { id: number; timezone: string },
  range: ReportRange,
  by: OccupancyPeriod,
): Promise<OccupancyRow[]> {
  const { courts, planning, closedOf } = await hallOpenings(db, hall, range);
  if (courts.length === 0) return [];
  const courtIds = courts.map((court) => court.id);
  const closedByZone = new Map(courtIds.map((id) => [id, closedOf(id)]));
  const totals = tally();
  const total = (period: string, zoneId: number) => totals.at(`${period} ${zoneId}`);
  for (let offset = 0; offset <= daysBetween(range.from, range.to); offset += 1) {
    const date = addDays(range.from, offset);
    const period = periodOf(date, by);
    for (const court of courts) total(period, court.id);
    for (const window of windowsOfDay(planning, date)) {
      if (window.zoneOfferId !== null || !closedByZone.has(window.zoneId)) continue;
      const start = zonedInstant(date, window.opensMinutes, hall.timezone).getTime();
      const end = zonedInstant(date, window.closesMinutes, hall.timezone).getTime();
      total(period, window.zoneId).open +=
        openPart(start, end, closedByZone.get(window.zoneId) ?? []) / MINUTE_MS;
    }
  }

  // A session sold by the place has one booking per participation: the same span counts once.
  const spans = db
    .selectDistinct({ zoneId: bookings.zoneId, startsAt: bookings.startsAt, endsAt: bookings.endsAt })
    .from(bookings)
    .where(
      and(
        inArray(bookings.zoneId, courtIds),
        eq(bookings.status, 'confirmed'),
        gte(bookings.startsAt, range.startsAt),
        lt(bookings.startsAt, range.endsAt),
      ),
    )
    .as('spans');
  const day = sql<string>`to_char(${spans.startsAt} at time zone ${hall.timezone}, 'YYYY-MM-DD')`;
  const booked = await db
    .select({
      zoneId: spans.zoneId,
      day,
      minutes: sql<number>`round(sum(extract(epoch from (${spans.endsAt} - ${spans.startsAt}))) / 60)::int`,
    })
    .from(spans)
    // By position: the day's expression carries the time zone as a parameter, which PostgreSQL would not
    // match with the same expression written again.
    .groupBy(sql`1`, sql`2`);
  for (const row of booked) total(periodOf(row.day, by), row.zoneId).booked += row.minutes;

  const periods = [...new Set([...totals.sums.keys()].map((key) => key.split(' ')[0] ?? ''))].sort();
  return periods.flatMap((period) =>
    courts.map((court) => {
      const { open, booked: bookedMinutes } = total(period, court.id);
      const minutesOuvertes = Math.round(open);
      return {
        periode: period,
        idZone: court.id,
        terrain: court.label,
        minutesOuvertes,
        minutesReservees: bookedMinutes,
        taux: minutesOuvertes > 0 ? Math.round((bookedMinutes / minutesOuvertes) * 10_000) / 10_000 : null,
      };
    }),
  );
}

/** One cell of the occupancy heat map: a weekday and an hour of the hall's clock, every court together. */
export interface HeatMapCell {
  /** ISO weekday, 1 = Monday. */
  jour: number;
  /** The hour of the hall's clock, 0 to 23. */
  heure: number;
  minutesOuvertes: number;
  minutesReservees: number;
  taux: number | null;
}

/** Adds the minutes of `[start, end)` (minutes of a day) to each hour they cross. */
function spreadOverHours(start: number, end: number, add: (hour: number, minutes: number) => void): void {
  for (let hour = Math.floor(start / 60); hour * 60 < end && hour < 24; hour += 1) {
    const minutes = Math.min(end, (hour + 1) * 60) - Math.max(start, hour * 60);
    if (minutes > 0) add(hour, minutes);
  }
}

/**
 * The occupancy as a heat map: for each weekday and hour of the hall's clock, the minutes every court was
 * open (closures apart) and booked over the range. The hours where nothing opens are left out. The day's
 * minutes are counted from its midnight (a day the clocks change is an hour off for the hours after it).
 *
 * @example const cells = await occupancyHeatMap(db, { id: hallId, timezone }, range);
 */
export async function occupancyHeatMap(
  db: Database,
  hall: { id: number; timezone: string },
  range: ReportRange,
): Promise<HeatMapCell[]> {
  const { courts, planning, closedOf } = await hallOpenings(db, hall, range);
  if (courts.length === 0) return [];
  const courtIds = courts.map((court) => court.id);
  const cells = tally();
  const cell = (weekday: number, hour: number) => cells.at(`${weekday} ${hour}`);
  for (let offset = 0; offset <= daysBetween(range.from, range.to); offset += 1) {
    const date = addDays(range.from, offset);
    const weekday = isoWeekday(date);
    const midnight = zonedInstant(date, 0, hall.timezone).getTime();
    const dayMinutes = (instant: Date) => (instant.getTime() - midnight) / MINUTE_MS;
    for (const window of windowsOfDay(planning, date)) {
      if (window.zoneOfferId !== null || !courtIds.includes(window.zoneId)) continue;
      const closed = closedOf(window.zoneId).map(([from, to]): [number, number] => [
        dayMinutes(new Date(from)),
        dayMinutes(new Date(to)),
      ]);
      spreadOverHours(window.opensMinutes, window.closesMinutes, (hour, minutes) => {
        const from = Math.max(window.opensMinutes, hour * 60);
        cell(weekday, hour).open += openPart(from, from + minutes, closed);
      });
    }
  }
  const spans = await db
    .selectDistinct({ zoneId: bookings.zoneId, startsAt: bookings.startsAt, endsAt: bookings.endsAt })
    .from(bookings)
    .where(
      and(
        inArray(bookings.zoneId, courtIds),
        eq(bookings.status, 'confirmed'),
        gte(bookings.startsAt, range.startsAt),
        lt(bookings.startsAt, range.endsAt),
      ),
    );
  for (const span of spans) {
    const date = localDateOf(span.startsAt, hall.timezone);
    const midnight = zonedInstant(date, 0, hall.timezone).getTime();
    const start = (span.startsAt.getTime() - midnight) / MINUTE_MS;
    const end = (span.endsAt.getTime() - midnight) / MINUTE_MS;
    spreadOverHours(start, end, (hour, minutes) => {
      cell(isoWeekday(date), hour).booked += minutes;
    });
  }
  return [...cells.sums.entries()]
    .map(([key, { open, booked }]) => {
      const [jour = 0, heure = 0] = key.split(' ').map(Number);
      const minutesOuvertes = Math.round(open);
      return {
        jour,
        heure,
        minutesOuvertes,
        minutesReservees: Math.round(booked),
        taux:
          minutesOuvertes > 0 ? Math.min(1, Math.round((booked / minutesOuvertes) * 10_000) / 10_000) : null,
      };
    })
    .filter((found) => found.minutesOuvertes > 0)
    .sort((a, b) => a.jour - b.jour || a.heure - b.heure);
}
