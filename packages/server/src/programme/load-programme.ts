import { and, asc, eq, gt, inArray, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { bookings, reservations, sports, zoneOverlaps, zones } from '../db/schema.ts';
import { dayBounds, type HallInfo } from '../hall-stream/hall-sessions.ts';
import { etagOf } from '../http/kept-json.ts';
import { formatZoned, type LocalDate } from '../planning/local-time.ts';
import { buildProgramme, type ProgrammeZone } from './build-programme.ts';
import type { WireProgramme } from './programme-wire.ts';

const wireZone = (zone: ProgrammeZone) => ({ id: zone.id, nom: zone.name });

/**
 * The courts' programme of a hall for one local day, on the wire, and its ETag: every zone of the hall,
 * with the bookings (confirmed) that touch the day, each at its session's time. Three queries.
 *
 * @example const { programme, etag } = await loadProgramme(db, hall, '2026-11-25');
 */
export async function loadProgramme(
  db: Database,
  hall: HallInfo,
  day: LocalDate,
): Promise<{ programme: WireProgramme; etag: string }> {
  const hallZones = await db
    .select({ id: zones.id, name: zones.label, position: zones.position })
    .from(zones)
    .where(eq(zones.hallId, hall.id))
    .orderBy(asc(zones.position), asc(zones.id));
  const zoneIds = hallZones.map((zone) => zone.id);
  const { from, to } = dayBounds(hall, day);
  const [overlapRows, bookingRows] =
    zoneIds.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({ zoneId: zoneOverlaps.zoneId, otherZoneId: zoneOverlaps.otherZoneId })
            .from(zoneOverlaps)
            .where(inArray(zoneOverlaps.zoneId, zoneIds)),
          db
            .select({
              zoneId: bookings.zoneId,
              sportId: sports.id,
              sportName: sports.label,
              startsAt: bookings.startsAt,
              endsAt: bookings.endsAt,
              sessionStartsAt: reservations.startsAt,
              sessionEndsAt: reservations.endsAt,
            })
            .from(bookings)
            .innerJoin(sports, eq(sports.id, bookings.sportId))
            .leftJoin(reservations, eq(reservations.bookingId, bookings.id))
            .where(
              and(
                inArray(bookings.zoneId, zoneIds),
                eq(bookings.status, 'confirmed'),
                or(
                  and(lt(bookings.startsAt, to), gt(bookings.endsAt, from)),
                  and(lt(reservations.startsAt, to), gt(reservations.endsAt, from)),
                ),
              ),
            ),
        ]);
  // A booked session's time is its reservation's (what the door and the screens read); the booking's own
  // time is the planning's. They differ only when a session was moved (the development route does it).
  const sessions = bookingRows
    .map((row) => ({
      ...row,
      startsAt: row.sessionStartsAt ?? row.startsAt,
      endsAt: row.sessionEndsAt ?? row.endsAt,
    }))
    .filter((row) => row.startsAt < to && row.endsAt > from);
  const programme = buildProgramme({
    zones: hallZones,
    overlaps: overlapRows.map((row) => [row.zoneId, row.otherZoneId] as const),
    bookings: sessions.map((row) => ({
      zoneId: row.zoneId,
      sport: { id: row.sportId, name: row.sportName },
      startsAt: row.startsAt,
      endsAt: row.endsAt,
    })),
  });
  const wire: WireProgramme = {
    date: day,
    terrains: programme.map((entry) => ({
      terrain: wireZone(entry.zone),
      sol: entry.floor ? wireZone(entry.floor) : null,
      creneaux: entry.slots.map((slot) => ({
        debut: formatZoned(slot.startsAt, hall.timeZone),
        fin: formatZoned(slot.endsAt, hall.timeZone),
        sport: { id: slot.sport.id, nom: slot.sport.name },
      })),
    })),
  };
  return { programme: wire, etag: etagOf(JSON.stringify(wire)) };
}
