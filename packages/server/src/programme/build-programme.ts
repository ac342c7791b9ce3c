// The courts' programme: for each court, and each floor it shares, the sport its ground must be
// set up for and when, derived from the bookings (never stored apart from them). The equipment controller
// moves the motorised equipment from it.

/** A zone of the hall (a court, a floor). */
export interface ProgrammeZone {
  id: number;
  name: string;
  position: number;
}

/** A confirmed booking of a zone. */
export interface ProgrammeBooking {
  zoneId: number;
  sport: { id: number; name: string };
  startsAt: Date;
  endsAt: Date;
}

/** A time the ground is set up for one sport. */
export interface ProgrammeSlot {
  startsAt: Date;
  endsAt: Date;
  sport: { id: number; name: string };
}

/** One zone's programme. */
export interface ZoneProgramme {
  zone: ProgrammeZone;
  /** The floor the zone shares its ground on (itself for the floor), `null` for a court on its own. */
  floor: ProgrammeZone | null;
  slots: ProgrammeSlot[];
}

/**
 * The floor of each zone that shares ground: zones linked by shared ground, directly or through others, make
 * one floor, named after the zone that shares ground with the most others (the whole floor; on a tie the
 * first in the hall's order). A zone sharing nothing has no floor.
 */
export function floorsOf(
  zones: readonly ProgrammeZone[],
  overlaps: readonly (readonly [number, number])[],
): Map<number, ProgrammeZone | null> {
  const neighbours = new Map<number, Set<number>>(zones.map((zone) => [zone.id, new Set<number>()]));
  for (const [a, b] of overlaps) {
    neighbours.get(a)?.add(b);
    neighbours.get(b)?.add(a);
  }
  const floors = new Map<number, ProgrammeZone | null>();
  const byId = new Map(zones.map((zone) => [zone.id, zone]));
  for (const zone of zones) {
    if (floors.has(zone.id)) continue;
    const group: ProgrammeZone[] = [];
    const toVisit = [zone.id];
    const seen = new Set(toVisit);
    while (toVisit.length > 0) {
      const id = toVisit.pop() as number;
      const found = byId.get(id);
      if (found) group.push(found);
      for (const next of neighbours.get(id) ?? []) {
        if (!seen.has(next)) {
          seen.add(next);
          toVisit.push(next);
        }
      }
    }
    const degree = (one: ProgrammeZone) => neighbours.get(one.id)?.size ?? 0;
    const floor =
      group.length < 2
        ? null
        : ([...group].sort((a, b) => degree(b) - degree(a) || a.position - b.position)[0] ?? null);
    for (const member of group) floors.set(member.id, floor);
  }
  return floors;
}

/**
 * Joins one sport's times that follow each other (an end equal to the next start) or overlap (two courts
 * of the floor booked for it at once): the equipment stays as it is between them.
 */
export function mergeSameSport(slots: readonly ProgrammeSlot[]): ProgrammeSlot[] {
  const bySport = new Map<number, ProgrammeSlot[]>();
  for (const slot of slots) bySport.set(slot.sport.id, [...(bySport.get(slot.sport.id) ?? []), slot]);
  const merged: ProgrammeSlot[] = [];
  for (const sportSlots of bySport.values()) {
    const sorted = [...sportSlots].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    let current: ProgrammeSlot | undefined;
    for (const slot of sorted) {
      if (current && slot.startsAt.getTime() <= current.endsAt.getTime()) {
        if (slot.endsAt > current.endsAt) current = { ...current, endsAt: slot.endsAt };
        continue;
      }
      if (current) merged.push(current);
      current = slot;
    }
    if (current) merged.push(current);
  }
  return merged.sort(
    (a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.sport.name.localeCompare(b.sport.name),
  );
}

/**
 * The programme of every zone of a hall, in the hall's order: the bookings of the zone and of every zone
 * sharing its ground (a basketball game on the whole floor clears the badminton courts under it; padel on
 * one court of the floor sets the floor up for padel), one sport's consecutive times merged.
 *
 * @example buildProgramme({ zones, overlaps: [[floorId, courtId]], bookings })
 */
export function buildProgramme(input: {
  zones: readonly ProgrammeZone[];
  overlaps: readonly (readonly [number, number])[];
  bookings: readonly ProgrammeBooking[];
}): ZoneProgramme[] {
  const floors = floorsOf(input.zones, input.overlaps);
  const sharing = new Map<number, Set<number>>(input.zones.map((zone) => [zone.id, new Set([zone.id])]));
  for (const [a, b] of input.overlaps) {
    sharing.get(a)?.add(b);
    sharing.get(b)?.add(a);
  }
  return [...input.zones]
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map((zone) => {
      const ground = sharing.get(zone.id) ?? new Set([zone.id]);
      const slots = input.bookings
        .filter((booking) => ground.has(booking.zoneId))
        .map(({ startsAt, endsAt, sport }) => ({ startsAt, endsAt, sport }));
      return { zone, floor: floors.get(zone.id) ?? null, slots: mergeSameSport(slots) };
    });
}
