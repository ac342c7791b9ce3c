import { and, eq, gt, inArray, isNull, lt, ne } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { cartLines, carts, halls, sports, zoneSports, zones } from '../db/schema.ts';
import { deriveSlots, type HallPlanning, type Slot, type SlotType } from '../planning/derive-slots.ts';
import { addDays, localDateOf, zonedInstant } from '../planning/local-time.ts';
import { loadHallPlanning } from '../planning/planning-repository.ts';
import { sellsPlaces } from './hold-rules.ts';

/** A zone offer (`zone_sports` row) with its zone, hall and sport: what a slot id points at. */
export interface OfferContext {
  zoneSportId: number;
  zoneId: number;
  sportId: number;
  slotType: SlotType | null;
  maxParticipants: number | null;
  sport: { id: number; label: string; recommendedPlayers: number };
  hall: {
    id: number;
    name: string;
    timezone: string;
    isActive: boolean;
    skipPaymentStep: boolean;
    isMembersOnly: boolean;
  };
}

/** Which cart holds count as taken: none (only bookings), all, or all but one cart's. */
export type HoldsToCount =
  | { kind: 'none' }
  | { kind: 'all'; now: Date }
  | { kind: 'others'; now: Date; cartId: string };

/** The zone offer with this id and what it belongs to, or `undefined`. */
export async function findOffer(db: Database, zoneSportId: number): Promise<OfferContext | undefined> {
  const [row] = await db
    .select({ offer: zoneSports, hall: halls, sport: sports })
    .from(zoneSports)
    .innerJoin(zones, eq(zones.id, zoneSports.zoneId))
    .innerJoin(halls, eq(halls.id, zones.hallId))
    .innerJoin(sports, eq(sports.id, zoneSports.sportId))
    .where(eq(zoneSports.id, zoneSportId));
  if (!row) return undefined;
  return {
    zoneSportId: row.offer.id,
    zoneId: row.offer.zoneId,
    sportId: row.offer.sportId,
    slotType: row.offer.slotType,
    maxParticipants: row.offer.maxParticipants,
    sport: { id: row.sport.id, label: row.sport.label, recommendedPlayers: row.sport.recommendedPlayers },
    hall: {
      id: row.hall.id,
      name: row.hall.name,
      timezone: row.hall.timezone,
      isActive: row.hall.isActive,
      skipPaymentStep: row.hall.skipPaymentStep,
      isMembersOnly: row.hall.isMembersOnly,
    },
  };
}

/**
 * The live cart holds on a hall's zones over `[from, to)`, as the planning's booked times: a held
 * `place`/`cours` line takes its quantity of places, any other line the whole zone.
 */
export async function loadHolds(
  db: Database,
  zoneIds: readonly number[],
  range: { from: Date; to: Date },
  holds: Exclude<HoldsToCount, { kind: 'none' }>,
): Promise<HallPlanning['bookings']> {
  if (zoneIds.length === 0) return [];
  const rows = await db
    .select({ line: cartLines, slotType: zoneSports.slotType })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .innerJoin(zoneSports, eq(zoneSports.id, cartLines.zoneSportId))
    .where(
      and(
        isNull(carts.validatedAt),
        gt(cartLines.holdExpiresAt, holds.now),
        inArray(cartLines.zoneId, [...zoneIds]),
        lt(cartLines.startsAt, range.to),
        gt(cartLines.endsAt, range.from),
        holds.kind === 'others' ? ne(cartLines.cartId, holds.cartId) : undefined,
      ),
    );
  return rows.map(({ line, slotType }) => ({
    zoneId: line.zoneId,
    sportId: line.sportId,
    startsAt: line.startsAt,
    endsAt: line.endsAt,
    places: sellsPlaces(slotType) ? line.quantity : null,
  }));
}

/** A hall's planning over `[from, to)`: bookings, plus the cart holds asked for. */
export async function loadOccupancy(
  db: Database,
  hall: { id: number; timezone: string },
  range: { from: Date; to: Date },
  holds: HoldsToCount,
): Promise<HallPlanning> {
  const planning = await loadHallPlanning(db, hall, range);
  if (holds.kind === 'none') return planning;
  const held = await loadHolds(
    db,
    planning.zones.map((zone) => zone.id),
    range,
    holds,
  );
  return { ...planning, bookings: [...planning.bookings, ...held] };
}

/**
 * The slot an offer has at `startsAt`, derived like the slots endpoint does (so an id only matches a slot
 * the planning really shows), with bookings and the holds asked for; `undefined` when there is none.
 */
export async function findSlot(
  db: Database,
  offer: OfferContext,
  startsAt: Date,
  holds: HoldsToCount,
): Promise<Slot | undefined> {
  const { timezone } = offer.hall;
  const day = localDateOf(startsAt, timezone);
  const from = zonedInstant(day, 0, timezone);
  // A day's last slot may end after midnight: take the next day too.
  const to = zonedInstant(addDays(day, 2), 0, timezone);
  const planning = await loadOccupancy(db, offer.hall, { from, to }, holds);
  return deriveSlots(planning, { sportId: offer.sportId, from: day, to: day }).find(
    (slot) => slot.zoneOfferId === offer.zoneSportId && slot.startsAt.getTime() === startsAt.getTime(),
  );
}

/** Places a `place`/`cours` slot still has (`null` for a whole-zone slot). */
export function placesLeft(slot: Slot): number | null {
  if (slot.maxParticipants === null) return null;
  return Math.max(0, slot.maxParticipants - (slot.participants ?? 0));
}

/** Whether `quantity` more places (or the whole zone) can be taken in the slot. */
export function canTake(slot: Slot, quantity: number): boolean {
  const left = placesLeft(slot);
  if (left === null) return !slot.isBooked;
  return left >= quantity && !slot.isBooked;
}
