import { and, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  bookings,
  hallClosures,
  hallSports,
  halls,
  openingExceptions,
  openingHours,
  priceBands,
  sports,
  zoneOverlaps,
  zoneSports,
  zones,
} from '../db/schema.ts';
import type { HallPlanning, PlanningZone } from './derive-slots.ts';
import { timeToMinutes } from './local-time.ts';
import { invalidateSlotsCache } from './slots-cache.ts';

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

/** What a hall's slots are derived from, except the bookings: it changes only when the hall is set up. */
export type StaticPlanning = Omit<HallPlanning, 'bookings'>;

/**
 * How long a hall's static planning is kept in memory. The console's changes (opening hours, exceptional
 * days) drop it at once in the process that made them; the limit bounds how long the other processes of a
 * cluster, or a change made straight in the database, take to show.
 */
export const STATIC_PLANNING_TTL_MS = 60_000;

/** The sport id of a closure in the planning's bookings: none (a closure is no sport's, it takes the ground). */
const CLOSURE_SPORT_ID = 0;

// Per database object (each test opens its own), then per hall. Transactions are other objects and
// always read fresh, so a booking's checks never depend on the cache.
const staticCaches = new WeakMap<
  Database,
  Map<number, { expiresAt: number; value: Promise<StaticPlanning> }>
>();

/**
 * Forgets the cached static planning of a hall (or of every hall), and the weeks of slots computed from
 * it (slots-cache.ts): what a change of zones, offers, hours or prices calls once it is committed.
 *
 * @example invalidateHallPlanning(db, hallId);
 */
export function invalidateHallPlanning(db: Database, hallId?: number): void {
  if (hallId === undefined) staticCaches.delete(db);
  else staticCaches.get(db)?.delete(hallId);
  // The weeks computed from it go too.
  invalidateSlotsCache(db, hallId);
}

/**
 * Reads the static planning as the database holds it now, uncached (queries one after another: one
 * connection, or a transaction's): what a change of the hours reads inside its own transaction.
 */
export async function readStaticPlanning(
  db: Database,
  hall: Pick<PlanningHall, 'id' | 'timezone'>,
): Promise<StaticPlanning> {
  const zoneRows = await db.select().from(zones).where(eq(zones.hallId, hall.id));
  const zoneIds = zoneRows.map((zone) => zone.id);
  if (zoneIds.length === 0)
    return { timeZone: hall.timezone, zones: [], offers: [], windows: [], exceptions: [], bands: [] };
  const overlapRows = await db.select().from(zoneOverlaps).where(inArray(zoneOverlaps.zoneId, zoneIds));
  const offerRows = await db.select().from(zoneSports).where(inArray(zoneSports.zoneId, zoneIds));
  const hourRows = await db.select().from(openingHours).where(inArray(openingHours.zoneId, zoneIds));
  const exceptionRows = await db
    .select()
    .from(openingExceptions)
    .where(eq(openingExceptions.hallId, hall.id));
  const bandRows = await db
    .select({ band: priceBands })
    .from(priceBands)
    .innerJoin(zoneSports, eq(zoneSports.id, priceBands.zoneSportId))
    .where(inArray(zoneSports.zoneId, zoneIds))
    .orderBy(priceBands.id);
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
    exceptions: exceptionRows.map((row) => ({
      date: row.day,
      isClosed: row.isClosed,
      opensMinutes: row.opensAt === null ? 0 : timeToMinutes(row.opensAt),
      closesMinutes: row.closesAt === null ? 0 : timeToMinutes(row.closesAt),
    })),
    bands: bandRows.map(({ band }) => ({
      zoneOfferId: band.zoneSportId,
      weekdays: band.weekdays,
      startsMinutes: timeToMinutes(band.startsAt),
      endsMinutes: timeToMinutes(band.endsAt),
      priceCents: band.priceCents,
      oldPriceCents: band.oldPriceCents,
      validFrom: band.validFrom,
    })),
  };
}

/**
 * The static planning (zones, offers, opening windows and exceptional days, price bands; no booking) from
 * the cache of `db` when fresh, else read and kept.
 */
export function staticPlanning(
  db: Database,
  hall: Pick<PlanningHall, 'id' | 'timezone'>,
): Promise<StaticPlanning> {
  let halls = staticCaches.get(db);
  if (!halls) {
    halls = new Map();
    staticCaches.set(db, halls);
  }
  const cached = halls.get(hall.id);
  if (cached && cached.expiresAt > Date.now()) return cached.value;
  const value = readStaticPlanning(db, hall);
  halls.set(hall.id, { expiresAt: Date.now() + STATIC_PLANNING_TTL_MS, value });
  // A failed read is not kept: the next call tries again.
  value.catch(() => halls.delete(hall.id));
  return value;
}

/**
 * Loads what a hall's slots are derived from: zones and shared ground, offers, opening windows, price
 * bands (kept in memory per hall, see {@link STATIC_PLANNING_TTL_MS}), and the bookings (not cancelled) and
 * the hall's closures that overlap `[from, to)`, always read: two queries per call once the hall is cached.
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
  const planning = await staticPlanning(db, hall);
  const zoneIds = planning.zones.map((zone) => zone.id);
  if (zoneIds.length === 0) return { ...planning, bookings: [] };
  const bookingRows = await db
    .select({
      zoneId: bookings.zoneId,
      sportId: bookings.sportId,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      places: bookings.places,
    })
    .from(bookings)
    .where(
      and(
        inArray(bookings.zoneId, zoneIds),
        ne(bookings.status, 'cancelled'),
        lt(bookings.startsAt, range.to),
        gt(bookings.endsAt, range.from),
      ),
    );
  const closureRows = await db
    .select({ zoneId: hallClosures.zoneId, startsAt: hallClosures.startsAt, endsAt: hallClosures.endsAt })
    .from(hallClosures)
    .where(
      and(
        eq(hallClosures.hallId, hall.id),
        lt(hallClosures.startsAt, range.to),
        gt(hallClosures.endsAt, range.from),
      ),
    );
  // A closure takes its court (or every court) whole, like a booking of no sport: the slots derived over it
  // are taken, and a hold or a booking there is refused as for any taken slot.
  const closed = closureRows.flatMap(({ zoneId, startsAt, endsAt }) =>
    (zoneId === null ? zoneIds : [zoneId]).map((closedZoneId) => ({
      zoneId: closedZoneId,
      sportId: CLOSURE_SPORT_ID,
      startsAt,
      endsAt,
      places: null,
    })),
  );
  return { ...planning, bookings: [...bookingRows, ...closed] };
}
