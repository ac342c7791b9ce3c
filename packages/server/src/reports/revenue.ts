import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { bookings, deskBookings, payments, refunds, reservations, sports, zones } from '../db/schema.ts';
import { addDays } from '../planning/local-time.ts';
import { periodOf } from './occupancy.ts';
import type { ReportRange } from './report-range.ts';

/** How money came or went: card debits, bookings paid on site at the desk, refunds (negative). */
export type RevenueWay = 'carte' | 'guichet' | 'remboursement';

/** One line of the revenue report: a sport on a court, one way, its total and how many made it. */
export interface RevenueRow {
  sport: string;
  terrain: string;
  mode: RevenueWay;
  montantCentimes: number;
  nombre: number;
}

/** One week of revenue (named by its Monday), by way and in all, in cents (refunds negative). */
export interface WeeklyRevenueRow {
  semaine: string;
  carteCentimes: number;
  guichetCentimes: number;
  remboursementCentimes: number;
  totalCentimes: number;
}

/** The sums of one way, by sport, court and day of the hall's calendar. */
interface DaySum {
  mode: RevenueWay;
  sport: string;
  court: string;
  position: number;
  day: string;
  cents: number;
  count: number;
}

/**
 * The money of a hall over the range, summed by the database by sport, court and day, each way in one
 * query: the shares debited by card (on the day they were paid), the desk's bookings paid on site (on the
 * session's day), the refunds done (on their day, negative).
 */
async function revenueByDay(db: Database, hallId: number, range: ReportRange): Promise<DaySum[]> {
  const sums = (when: AnyPgColumn, amount: AnyPgColumn) => ({
    sport: sports.label,
    court: zones.label,
    position: zones.position,
    day: sql<string>`to_char(${when} at time zone ${range.timezone}, 'YYYY-MM-DD')`,
    cents: sql<number>`coalesce(sum(${amount}), 0)::int`,
    count: sql<number>`count(*)::int`,
  });
  // By position: the day's expression carries the time zone as a parameter, which PostgreSQL would not
  // match with the same expression written again.
  const groups: SQL[] = [sql`1`, sql`2`, sql`3`, sql`4`];
  const within = (when: AnyPgColumn) => and(gte(when, range.startsAt), lt(when, range.endsAt));
  const cards = await db
    .select(sums(payments.paidAt, payments.amountCents))
    .from(payments)
    .innerJoin(reservations, eq(reservations.id, payments.reservationId))
    .innerJoin(zones, eq(zones.id, reservations.zoneId))
    .innerJoin(sports, eq(sports.id, reservations.sportId))
    .where(and(eq(zones.hallId, hallId), eq(payments.status, 'paid'), within(payments.paidAt)))
    .groupBy(...groups);
  const desk = await db
    .select(sums(bookings.startsAt, deskBookings.priceCents))
    .from(deskBookings)
    .innerJoin(bookings, eq(bookings.id, deskBookings.bookingId))
    .innerJoin(zones, eq(zones.id, bookings.zoneId))
    .innerJoin(sports, eq(sports.id, bookings.sportId))
    .where(and(eq(deskBookings.hallId, hallId), eq(bookings.status, 'confirmed'), within(bookings.startsAt)))
    .groupBy(...groups);
  const refunded = await db
    .select(sums(refunds.doneAt, refunds.amountCents))
    .from(refunds)
    .innerJoin(reservations, eq(reservations.id, refunds.reservationId))
    .innerJoin(zones, eq(zones.id, reservations.zoneId))
    .innerJoin(sports, eq(sports.id, reservations.sportId))
    .where(and(eq(zones.hallId, hallId), eq(refunds.status, 'succeeded'), within(refunds.doneAt)))
    .groupBy(...groups);
  return [
    ...cards.map((row) => ({ ...row, mode: 'carte' as const })),
    ...desk.map((row) => ({ ...row, mode: 'guichet' as const })),
    ...refunded.map((row) => ({ ...row, mode: 'remboursement' as const, cents: -row.cents })),
  ];
}

/**
 * A hall's revenue over the range, by sport, court and way (card, desk, refunds negative), in cents.
 *
 * @example const rows = await revenueReport(db, hallId, range);
 */
export async function revenueReport(db: Database, hallId: number, range: ReportRange): Promise<RevenueRow[]> {
  const lines = new Map<string, RevenueRow & { position: number }>();
  for (const sum of await revenueByDay(db, hallId, range)) {
    const key = `${sum.position} ${sum.sport} ${sum.court} ${sum.mode}`;
    const line = lines.get(key) ?? {
      position: sum.position,
      sport: sum.sport,
      terrain: sum.court,
      mode: sum.mode,
      montantCentimes: 0,
      nombre: 0,
    };
    line.montantCentimes += sum.cents;
    line.nombre += sum.count;
    lines.set(key, line);
  }
  return [...lines.values()]
    .sort((a, b) => a.position - b.position || a.sport.localeCompare(b.sport) || a.mode.localeCompare(b.mode))
    .map(({ position: _, ...row }) => row);
}

/**
 * A hall's revenue week by week over the range (each week named by its Monday, every week of the range
 * listed, an empty one at 0), by way and in all, in cents.
 *
 * @example const weeks = await weeklyRevenue(db, hallId, range);
 */
export async function weeklyRevenue(
  db: Database,
  hallId: number,
  range: ReportRange,
): Promise<WeeklyRevenueRow[]> {
  const weeks = new Map<string, WeeklyRevenueRow>();
  const week = (monday: string) => {
    let found = weeks.get(monday);
    if (!found) {
      found = {
        semaine: monday,
        carteCentimes: 0,
        guichetCentimes: 0,
        remboursementCentimes: 0,
        totalCentimes: 0,
      };
      weeks.set(monday, found);
    }
    return found;
  };
  for (let monday = periodOf(range.from, 'semaine'); monday <= range.to; monday = addDays(monday, 7))
    week(monday);
  for (const sum of await revenueByDay(db, hallId, range)) {
    const row = week(periodOf(sum.day, 'semaine'));
    row[`${sum.mode}Centimes`] += sum.cents;
    row.totalCentimes += sum.cents;
  }
  return [...weeks.values()].sort((a, b) => a.semaine.localeCompare(b.semaine));
}
