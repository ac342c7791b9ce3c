import { addDays, daysBetween, isoWeekday, type LocalDate, zonedInstant } from './local-time.ts';
import { encodeSlotId } from './slot-id.ts';

/** The wire's `typeCreneau`; `null` is a plain court. */
export type SlotType = 'terrain' | 'place' | 'cours';

/** A zone of the hall and the zones sharing its ground. */
export interface PlanningZone {
  id: number;
  label: string;
  position: number;
  overlappingZoneIds: readonly number[];
}

/** A way a zone is booked for a sport (a `zone_sports` row). */
export interface ZoneOffer {
  id: number;
  zoneId: number;
  sportId: number;
  slotMinutes: number;
  stepMinutes: number;
  slotType: SlotType | null;
  maxParticipants: number | null;
  /** A `cours`'s level ('Niveau avancé'), `null` otherwise. */
  level: string | null;
}

/** Local opening hours of a zone on an ISO weekday; with `zoneOfferId`, a scheduled session instead. */
export interface OpeningWindow {
  zoneId: number;
  zoneOfferId: number | null;
  weekday: number;
  opensMinutes: number;
  closesMinutes: number;
}

/**
 * An exceptional day of the hall: closed, or every court open that weekday open at these hours instead
 * (the sessions outside them do not run).
 */
export interface OpeningException {
  date: LocalDate;
  isClosed: boolean;
  opensMinutes: number;
  closesMinutes: number;
}

/** A price by local start time for one zone offer. */
export interface PriceBand {
  zoneOfferId: number;
  weekdays: readonly number[];
  startsMinutes: number;
  endsMinutes: number;
  priceCents: number;
  oldPriceCents: number | null;
  /** The first day the band holds (`AAAA-MM-JJ`); `null`: always. */
  validFrom?: LocalDate | null;
}

/** A booking as the planning sees it; `places` marks a participation in a session. */
export interface BookedTime {
  zoneId: number;
  sportId: number;
  startsAt: Date;
  endsAt: Date;
  places: number | null;
}

/** Everything a hall's slots are derived from. */
export interface HallPlanning {
  timeZone: string;
  zones: readonly PlanningZone[];
  offers: readonly ZoneOffer[];
  windows: readonly OpeningWindow[];
  /** The hall's exceptional days (holidays, special hours); at most one a date. */
  exceptions: readonly OpeningException[];
  bands: readonly PriceBand[];
  bookings: readonly BookedTime[];
}

/** A derived slot, in plain names (the route maps it to the wire). */
export interface Slot {
  id: number;
  zoneId: number;
  zoneLabel: string;
  zoneOfferId: number;
  startsAt: Date;
  endsAt: Date;
  minutes: number;
  isBooked: boolean;
  slotType: SlotType | null;
  priceCents: number;
  oldPriceCents: number | null;
  maxParticipants: number | null;
  /** Places already taken in a `place` or `cours` slot; `null` for a whole-zone slot. */
  participants: number | null;
  /** The level of a `cours` (its offer's), `null` otherwise. */
  level: string | null;
}

interface Interval {
  zoneId: number;
  startsAt: Date;
  endsAt: Date;
}

const MINUTE_MS = 60_000;

function isSession(offer: ZoneOffer): boolean {
  return offer.slotType === 'place' || offer.slotType === 'cours';
}

function intersects(a: { startsAt: Date; endsAt: Date }, b: { startsAt: Date; endsAt: Date }): boolean {
  return a.startsAt < b.endsAt && b.startsAt < a.endsAt;
}

/**
 * The opening windows that hold on a local date: its weekday's, unless it is an exceptional day. A closed
 * day has none; on a day of special hours every court open that weekday opens at those hours, and only
 * the sessions inside them run.
 *
 * @example windowsOfDay(planning, '2026-12-25'); // [] when the hall closes on Christmas
 */
export function windowsOfDay(
  planning: Pick<HallPlanning, 'windows' | 'exceptions'>,
  date: LocalDate,
): OpeningWindow[] {
  const weekday = isoWeekday(date);
  const regular = planning.windows.filter((w) => w.weekday === weekday);
  const exception = planning.exceptions.find((candidate) => candidate.date === date);
  if (!exception) return regular;
  if (exception.isClosed) return [];
  const { opensMinutes, closesMinutes } = exception;
  const openZones = new Set(regular.filter((w) => w.zoneOfferId === null).map((w) => w.zoneId));
  return [
    ...[...openZones].map((zoneId) => ({ zoneId, zoneOfferId: null, weekday, opensMinutes, closesMinutes })),
    ...regular.filter(
      (w) => w.zoneOfferId !== null && w.opensMinutes >= opensMinutes && w.closesMinutes <= closesMinutes,
    ),
  ];
}

function sessionIntervals(
  planning: HallPlanning,
  date: LocalDate,
  windows: readonly OpeningWindow[],
): Interval[] {
  const sessionIds = new Set(planning.offers.filter(isSession).map((offer) => offer.id));
  return windows
    .filter((w) => w.zoneOfferId !== null && sessionIds.has(w.zoneOfferId))
    .map((w) => ({
      zoneId: w.zoneId,
      startsAt: zonedInstant(date, w.opensMinutes, planning.timeZone),
      endsAt: zonedInstant(date, w.closesMinutes, planning.timeZone),
    }));
}

function bookingState(
  planning: HallPlanning,
  offer: ZoneOffer,
  slot: { startsAt: Date; endsAt: Date },
  sharedGround: ReadonlySet<number>,
): { isBooked: boolean; participants: number | null } {
  let isBooked = false;
  let participants = 0;
  for (const booking of planning.bookings) {
    if (!sharedGround.has(booking.zoneId) || !intersects(booking, slot)) continue;
    const isPlaceInThisSession =
      isSession(offer) &&
      booking.places !== null &&
      booking.zoneId === offer.zoneId &&
      booking.sportId === offer.sportId &&
      booking.startsAt.getTime() === slot.startsAt.getTime() &&
      booking.endsAt.getTime() === slot.endsAt.getTime();
    if (isPlaceInThisSession) participants += booking.places ?? 0;
    else isBooked = true;
  }
  if (!isSession(offer)) return { isBooked, participants: null };
  return { isBooked: isBooked || participants >= (offer.maxParticipants ?? 0), participants };
}

/**
 * The price bands of an offer that hold on a day, the ones from the latest day first: a slot takes the
 * first that covers its start, so a price from a date replaces the one before it from that day on.
 */
function bandsOfDay(
  bands: readonly PriceBand[],
  offerId: number,
  date: LocalDate,
  weekday: number,
): PriceBand[] {
  const from = (band: PriceBand) => band.validFrom ?? '';
  return bands
    .filter((b) => b.zoneOfferId === offerId && b.weekdays.includes(weekday) && from(b) <= date)
    .sort((a, b) => (from(a) === from(b) ? 0 : from(a) < from(b) ? 1 : -1));
}

function offerSlotsOfDay(
  planning: HallPlanning,
  offer: ZoneOffer,
  zone: PlanningZone,
  date: LocalDate,
  day: { windows: readonly OpeningWindow[]; sessions: readonly Interval[] },
): Slot[] {
  const weekday = isoWeekday(date);
  const { sessions } = day;
  const sharedGround = new Set([zone.id, ...zone.overlappingZoneIds]);
  const windows = day.windows.filter(
    (w) => w.zoneId === zone.id && w.zoneOfferId === (isSession(offer) ? offer.id : null),
  );
  const bands = bandsOfDay(planning.bands, offer.id, date, weekday);
  const slots: Slot[] = [];
  for (const window of windows) {
    for (let m = window.opensMinutes; m + offer.slotMinutes <= window.closesMinutes; m += offer.stepMinutes) {
      const startsAt = zonedInstant(date, m, planning.timeZone);
      const span = { startsAt, endsAt: new Date(startsAt.getTime() + offer.slotMinutes * MINUTE_MS) };
      // A scheduled session takes its zone and the zones sharing its ground: no plain slot there.
      if (!isSession(offer) && sessions.some((s) => sharedGround.has(s.zoneId) && intersects(s, span)))
        continue;
      // A slot without a price can't be sold: a gap in the price bands hides it rather than making it free.
      const band = bands.find((b) => m >= b.startsMinutes && m < b.endsMinutes);
      if (!band) continue;
      slots.push({
        id: encodeSlotId({ zoneSportId: offer.id, startsAt }),
        zoneId: zone.id,
        zoneLabel: zone.label,
        zoneOfferId: offer.id,
        ...span,
        minutes: offer.slotMinutes,
        slotType: offer.slotType,
        priceCents: band.priceCents,
        oldPriceCents: band.oldPriceCents,
        maxParticipants: isSession(offer) ? offer.maxParticipants : null,
        level: offer.slotType === 'cours' ? offer.level : null,
        ...bookingState(planning, offer, span, sharedGround),
      });
    }
  }
  return slots;
}

/**
 * The slots of one sport in a hall for the local days `from` to `to` (inclusive), derived from the opening
 * hours, the price bands and the bookings. A slot is booked when a booking of its zone or of a zone sharing
 * its ground overlaps it; a `place`/`cours` slot is booked too once its places are all taken.
 *
 * @example
 * ```ts
 * const slots = deriveSlots(planning, { sportId: 3, from: '2026-11-23', to: '2026-11-29' });
 * ```
 */
export function deriveSlots(
  planning: HallPlanning,
  { sportId, from, to }: { sportId: number; from: LocalDate; to: LocalDate },
): Slot[] {
  const zonesById = new Map(planning.zones.map((zone) => [zone.id, zone]));
  const offers = planning.offers.filter((offer) => offer.sportId === sportId);
  const byId = new Map<number, Slot>();
  for (let offset = 0; offset <= daysBetween(from, to); offset += 1) {
    const date = addDays(from, offset);
    const windows = windowsOfDay(planning, date);
    const day = { windows, sessions: sessionIntervals(planning, date, windows) };
    for (const offer of offers) {
      const zone = zonesById.get(offer.zoneId);
      if (!zone) continue;
      // On the night clocks go forward two local times can name one instant: keep the first.
      for (const slot of offerSlotsOfDay(planning, offer, zone, date, day)) {
        if (!byId.has(slot.id)) byId.set(slot.id, slot);
      }
    }
  }
  const position = (slot: Slot) => zonesById.get(slot.zoneId)?.position ?? 0;
  return [...byId.values()].sort(
    (a, b) => a.startsAt.getTime() - b.startsAt.getTime() || position(a) - position(b) || a.zoneId - b.zoneId,
  );
}
