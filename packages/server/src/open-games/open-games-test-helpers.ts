// Test helpers of the open-game suites: a reservation of a chosen hall, start and size, and a player's level.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  bookings,
  contacts,
  halls,
  participantAnswers,
  playerLevels,
  reservationParticipants,
  reservations,
  zoneSports,
  zones,
} from '../db/schema.ts';

const HOUR = 3_600_000;

/** A reservation of an open-game suite: its id, invitation token, hall and sport. */
export interface TestGame {
  id: string;
  token: string;
  hallId: number;
  sportId: number;
}

/**
 * A `maxPlaces`-place reservation of `organiserUserId` in the seeded hall `hallKey`, starting in
 * `minutesAhead` minutes, its organiser accepted.
 *
 * @example const game = await gameFor(db, organiser.userId, { minutesAhead: 120 })
 */
export async function gameFor(
  db: Database,
  organiserUserId: number,
  { hallKey = 'padel-park', minutesAhead = 72 * 60, maxPlaces = 4 } = {},
): Promise<TestGame> {
  const [offer] = await db
    .select({
      zoneId: zoneSports.zoneId,
      sportId: zoneSports.sportId,
      hallId: halls.id,
      skips: halls.skipPaymentStep,
    })
    .from(zoneSports)
    .innerJoin(zones, eq(zones.id, zoneSports.zoneId))
    .innerJoin(halls, eq(halls.id, zones.hallId))
    .where(eq(halls.key, hallKey))
    .limit(1);
  if (!offer) throw new Error(`no seeded offer in ${hallKey}`);
  const startsAt = new Date(Date.now() + minutesAhead * 60_000);
  const endsAt = new Date(startsAt.getTime() + HOUR);
  const [booking] = await db
    .insert(bookings)
    .values({ zoneId: offer.zoneId, sportId: offer.sportId, startsAt, endsAt })
    .returning({ id: bookings.id });
  if (!booking) throw new Error('no booking');
  const [reservation] = await db
    .insert(reservations)
    .values({
      bookingId: booking.id,
      organiserUserId,
      zoneId: offer.zoneId,
      sportId: offer.sportId,
      startsAt,
      endsAt,
      maxPlaces,
      isPaymentRequired: !offer.skips,
      totalCents: 1500 * maxPlaces,
      pricePerPersonCents: 1500,
      isBillShared: true,
    })
    .returning({ id: reservations.id, token: reservations.invitationToken });
  if (!reservation) throw new Error('no reservation');
  const [organiser] = await db.select().from(contacts).where(eq(contacts.userId, organiserUserId));
  await db.insert(reservationParticipants).values({
    reservationId: reservation.id,
    userId: organiserUserId,
    contactId: organiser?.id ?? null,
    isOrganiser: true,
    answer: participantAnswers.accepted,
  });
  return { id: reservation.id, token: reservation.token, hallId: offer.hallId, sportId: offer.sportId };
}

/**
 * Gives a player the 1–7 `level` in a sport (10 matches: not provisional), on the levels' scale
 * (level 4 is rating 1500, 200 points a level).
 */
export async function setLevel(db: Database, userId: number, sportId: number, level: number, matches = 10) {
  const rating = 1500 + (level - 4) * 200;
  await db
    .insert(playerLevels)
    .values({ userId, sportId, rating, deviation: 60, volatility: 0.06, matchesCount: matches })
    .onConflictDoUpdate({
      target: [playerLevels.userId, playerLevels.sportId],
      set: { rating, matchesCount: matches },
    });
}
