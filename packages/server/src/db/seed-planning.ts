import { inArray } from 'drizzle-orm';
import { addDays, isoWeekday, localDateOf, zonedInstant } from '../planning/local-time.ts';
import type { Database } from './client.ts';
import { bookings, halls, openingHours, priceBands, zoneOverlaps, zoneSports, zones } from './schema.ts';
import {
  type SeedBooking,
  type SeedHallPlanning,
  type SeedHours,
  seedPlannings,
} from './seed-planning-data.ts';

function toMinutes(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

function hourRows(zoneId: number, zoneSportId: number | null, hours: readonly SeedHours[]) {
  return hours.flatMap(({ weekdays, opens, closes }) =>
    weekdays.map((weekday) => ({ zoneId, zoneSportId, weekday, opensAt: opens, closesAt: closes })),
  );
}

/**
 * When a seed booking starts, in the hall's time zone: `daysFromToday` days on, or this week's `nextWeekday`
 * (today included, since a week on would fall one day past the 7 visible days) — unless today's time has
 * already passed, then a week on: the seed never writes a booking in the past.
 */
export function seedBookingStart(
  booking: Pick<SeedBooking, 'day' | 'start'>,
  now: Date,
  timezone: string,
): Date {
  const today = localDateOf(now, timezone);
  const minutes = toMinutes(booking.start);
  if ('daysFromToday' in booking.day)
    return zonedInstant(addDays(today, booking.day.daysFromToday), minutes, timezone);
  const ahead = (booking.day.nextWeekday - isoWeekday(today) + 7) % 7;
  const startsAt = zonedInstant(addDays(today, ahead), minutes, timezone);
  return startsAt.getTime() > now.getTime()
    ? startsAt
    : zonedInstant(addDays(today, ahead + 7), minutes, timezone);
}

async function seedHallPlanning(
  db: Database,
  hall: { id: number; timezone: string },
  plan: SeedHallPlanning,
  sportIds: ReadonlyMap<string, number>,
  now: Date,
): Promise<void> {
  const sportId = (label: string) => {
    const id = sportIds.get(label);
    if (id === undefined) throw new Error(`Seed planning: unknown sport ${label}`);
    return id;
  };
  const created = await db
    .insert(zones)
    .values(plan.zones.map((zone, position) => ({ hallId: hall.id, label: zone.label, position })))
    .returning({ id: zones.id, label: zones.label });
  const zoneIds = new Map(created.map((zone) => [zone.label, zone.id]));
  const zoneId = (label: string) => {
    const id = zoneIds.get(label);
    if (id === undefined) throw new Error(`Seed planning: unknown zone ${label}`);
    return id;
  };

  if (plan.overlaps.length > 0) {
    await db.insert(zoneOverlaps).values(
      plan.overlaps.flatMap(([a, b]) => [
        { zoneId: zoneId(a), otherZoneId: zoneId(b) },
        { zoneId: zoneId(b), otherZoneId: zoneId(a) },
      ]),
    );
  }

  for (const zone of plan.zones) {
    const id = zoneId(zone.label);
    await db.insert(openingHours).values(hourRows(id, null, zone.hours));
    for (const offer of zone.offers) {
      const [row] = await db
        .insert(zoneSports)
        .values({
          zoneId: id,
          sportId: sportId(offer.sport),
          slotMinutes: offer.slotMinutes,
          stepMinutes: offer.stepMinutes ?? offer.slotMinutes,
          slotType: offer.slotType ?? null,
          maxParticipants: offer.maxParticipants ?? null,
          level: offer.course?.level ?? null,
          coachName: offer.course?.coachName ?? null,
          contentHtml: offer.course?.contentHtml ?? null,
          imageUrl: offer.course?.imageUrl ?? null,
        })
        .returning({ id: zoneSports.id });
      if (!row) throw new Error(`Seed planning: offer ${offer.sport} on ${zone.label} was not created`);
      if (offer.sessions) await db.insert(openingHours).values(hourRows(id, row.id, offer.sessions));
      await db.insert(priceBands).values(
        offer.bands.map((band) => ({
          zoneSportId: row.id,
          weekdays: [...band.weekdays],
          startsAt: band.from,
          endsAt: band.to,
          priceCents: band.priceCents,
          oldPriceCents: band.oldPriceCents ?? null,
        })),
      );
    }
  }

  if (plan.bookings.length === 0) return;
  await db.insert(bookings).values(
    plan.bookings.map((booking) => {
      const startsAt = seedBookingStart(booking, now, hall.timezone);
      return {
        zoneId: zoneId(booking.zone),
        sportId: sportId(booking.sport),
        startsAt,
        endsAt: new Date(startsAt.getTime() + booking.minutes * 60_000),
        places: booking.places ?? null,
      };
    }),
  );
}

/**
 * Adds the planning of the seed halls: zones and the ground they share, opening hours, slot lengths, price
 * bands, and a few bookings in the coming days (so the planning always shows reserved slots). Called by
 * `seedDatabase` inside its transaction, on an empty database only.
 *
 * @example
 * ```ts
 * await seedPlanning(tx, sportIds);
 * ```
 */
export async function seedPlanning(
  db: Database,
  sportIds: ReadonlyMap<string, number>,
  now: Date = new Date(),
): Promise<void> {
  const hallRows = await db
    .select({ id: halls.id, key: halls.key, timezone: halls.timezone })
    .from(halls)
    .where(
      inArray(
        halls.key,
        seedPlannings.map((plan) => plan.hallKey),
      ),
    );
  for (const plan of seedPlannings) {
    const hall = hallRows.find((row) => row.key === plan.hallKey);
    if (!hall) throw new Error(`Seed planning: hall ${plan.hallKey} is missing`);
    await seedHallPlanning(db, hall, plan, sportIds, now);
  }
}
