import { and, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  bookings,
  hallSports,
  halls,
  openingHours,
  priceBands,
  sports,
  zoneOverlaps,
  zoneSports,
  zones,
} from '../db/schema.ts';
import type { HallPlanning, PlanningZone } from './derive-slots.ts';
import { timeToMinutes } from './local-time.ts';

/** The hall settings the slots route needs. */
export type PlanningHall = Pick<typeof halls.$inferSelect, 'id' | 'isActive' | 'visibleDays' | 'timezone'>;

/** The active hall with this id, or `undefined` (an inactive hall is not bookable, so not found either). */
export async function findActiveHall(db: Database, hallId: number): Promise<PlanningHall | undefined> {
  const [hall] = await db
    .select({
      id: halls.id,
      isActive: halls.isActive,
      visibleDays: halls.visibleDays,
      timezone: halls.timezone,
    })
    .from(halls)
    .where(and(eq(halls.id, hallId), eq(halls.isActive, true)));
  return hall;
}

/** A sport with whether this hall offers it, or `undefined` when no sport has that id. */
export async function findSportForHall(
  db: Database,
  hallId: number,
  sportId: number,
): Promise<{ sport: typeof sports.$inferSelect; isOffered: boolean } | undefined> {
  const [row] = await db
    .select({ sport: sports, offeredBy: hallSports.hallId })
    .from(sports)
    .leftJoin(hallSports, and(eq(hallSports.sportId, sports.id), eq(hallSports.hallId, hallId)))
    .where(eq(sports.id, sportId));
  return row && { sport: row.sport, isOffered: row.offeredBy !== null };
}

/**
 * Loads what a hall's slots are derived from: zones and shared ground, offers, opening windows, price
 * bands, and the bookings (not cancelled) that overlap `[from, to)`.
 *
 * @example
 * ```ts
 * const planning = await loadHallPlanning(db, hall, { from, to });
 * ```
 */
export async function loadHallPlanning(
  db: Database,
  hall: Pick<PlanningHall, 'id' | 'timezone'>,
  range: { from: Date; to: Date },
): Promise<HallPlanning> {
  const zoneRows = await db.select().from(zones).where(eq(zones.hallId, hall.id));
  const zoneIds = zoneRows.map((zone) => zone.id);
  if (zoneIds.length === 0) {
    return { timeZone: hall.timezone, zones: [], offers: [], windows: [], bands: [], bookings: [] };
  }
  const [overlapRows, offerRows, hourRows, bandRows, bookingRows] = await Promise.all([
    db.select().from(zoneOverlaps).where(inArray(zoneOverlaps.zoneId, zoneIds)),
    db.select().from(zoneSports).where(inArray(zoneSports.zoneId, zoneIds)),
    db.select().from(openingHours).where(inArray(openingHours.zoneId, zoneIds)),
    db
      .select({ band: priceBands })
      .from(priceBands)
      .innerJoin(zoneSports, eq(zoneSports.id, priceBands.zoneSportId))
      .where(inArray(zoneSports.zoneId, zoneIds))
      .orderBy(priceBands.id),
    db
      .select()
      .from(bookings)
      .where(
        and(
          inArray(bookings.zoneId, zoneIds),
          ne(bookings.status, 'cancelled'),
          lt(bookings.startsAt, range.to),
          gt(bookings.endsAt, range.from),
        ),
      ),
  ]);
  const planningZones: PlanningZone[] = zoneRows.map((zone) => ({
    id: zone.id,
    label: zone.label,
    position: zone.position,
    overlappingZoneIds: overlapRows.filter((row) => row.zoneId === zone.id).map((row) => row.otherZoneId),
  }));
  return {
    timeZone: hall.timezone,
    zones: planningZones,
    offers: offerRows.map(
      ({ id, zoneId, sportId, slotMinutes, stepMinutes, slotType, maxParticipants, level }) => ({
        id,
        zoneId,
        sportId,
        slotMinutes,
        stepMinutes,
        slotType,
        maxParticipants,
        level,
      }),
    ),
    windows: hourRows.map((row) => ({
      zoneId: row.zoneId,
      zoneOfferId: row.zoneSportId,
      weekday: row.weekday,
      opensMinutes: timeToMinutes(row.opensAt),
      closesMinutes: timeToMinutes(row.closesAt),
    })),
    bands: bandRows.map(({ band }) => ({
      zoneOfferId: band.zoneSportId,
      weekdays: band.weekdays,
      startsMinutes: timeToMinutes(band.startsAt),
      endsMinutes: timeToMinutes(band.endsAt),
      priceCents: band.priceCents,
      oldPriceCents: band.oldPriceCents,
    })),
    bookings: bookingRows.map(({ zoneId, sportId, startsAt, endsAt, places }) => ({
      zoneId,
      sportId,
      startsAt,
      endsAt,
      places,
    })),
  };
}
