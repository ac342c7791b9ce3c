import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { bookings, deskBookings, payments, refunds, reservations, sports, zones } from '../db/schema.ts';
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

/**
 * A hall's revenue over the range, by sport, court and way: the shares debited by card (on the day they
 * were paid), the desk's bookings paid on site (on the session's day) and the refunds done (on their day,
 * negative). Summed by the database, three queries.
 *
 * @example const rows = await revenueReport(db, hallId, range);
 */
export async function revenueReport(db: Database, hallId: number, range: ReportRange): Promise<RevenueRow[]> {
  const cards = await db
    .select({
      sport: sports.label,
      court: zones.label,
      position: zones.position,
      cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(payments)
    .innerJoin(reservations, eq(reservations.id, payments.reservationId))
    .innerJoin(zones, eq(zones.id, reservations.zoneId))
    .innerJoin(sports, eq(sports.id, reservations.sportId))
    .where(
      and(
        eq(zones.hallId, hallId),
        eq(payments.status, 'paid'),
        gte(payments.paidAt, range.startsAt),
        lt(payments.paidAt, range.endsAt),
      ),
    )
    .groupBy(sports.label, zones.label, zones.position);
  const desk = await db
    .select({
      sport: sports.label,
      court: zones.label,
      position: zones.position,
      cents: sql<number>`coalesce(sum(${deskBookings.priceCents}), 0)::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(deskBookings)
    .innerJoin(bookings, eq(bookings.id, deskBookings.bookingId))
    .innerJoin(zones, eq(zones.id, bookings.zoneId))
    .innerJoin(sports, eq(sports.id, bookings.sportId))
    .where(
      and(
        eq(deskBookings.hallId, hallId),
        eq(bookings.status, 'confirmed'),
        gte(bookings.startsAt, range.startsAt),
        lt(bookings.startsAt, range.endsAt),
      ),
    )
    .groupBy(sports.label, zones.label, zones.position);
  const refunded = await db
    .select({
      sport: sports.label,
      court: zones.label,
      position: zones.position,
      cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(refunds)
    .innerJoin(reservations, eq(reservations.id, refunds.reservationId))
    .innerJoin(zones, eq(zones.id, reservations.zoneId))
    .innerJoin(sports, eq(sports.id, reservations.sportId))
    .where(
      and(
        eq(zones.hallId, hallId),
        eq(refunds.status, 'succeeded'),
        gte(refunds.doneAt, range.startsAt),
        lt(refunds.doneAt, range.endsAt),
      ),
    )
    .groupBy(sports.label, zones.label, zones.position);
  const ways: [RevenueWay, typeof cards, number][] = [
    ['carte', cards, 1],
    ['guichet', desk, 1],
    ['remboursement', refunded, -1],
  ];
  return ways
    .flatMap(([mode, rows, sign]) =>
      rows.map((row) => ({
        position: row.position,
        sport: row.sport,
        terrain: row.court,
        mode,
        montantCentimes: sign * row.cents,
        nombre: row.count,
      })),
    )
    .sort((a, b) => a.position - b.position || a.sport.localeCompare(b.sport) || a.mode.localeCompare(b.mode))
    .map(({ position: _, ...row }) => row);
}
