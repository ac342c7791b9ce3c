import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  bookings,
  halls,
  participantAnswers,
  reservationParticipants,
  reservations,
  sports,
  zoneSports,
  zones,
} from '../db/schema.ts';

/** Who took part: an account (with its own contact) or a family contact alone. */
export interface PastParticipant {
  userId?: number;
  contactId: number;
}

/** What {@link insertPastReservation} needs. */
export interface PastReservationInput {
  hallKey: string;
  sportLabel: string;
  startsAt: Date;
  minutes: number;
  organiser: Required<PastParticipant>;
  others?: PastParticipant[];
}

/**
 * Writes an already played reservation (booking, reservation, accepted participants) on the hall's first
 * court of the sport, for the seed's season and the browser tests' stand-in. Nothing is owed on it
 * (`paiement_requis` false), so the settlement never touches it.
 *
 * @returns the reservation's id and the hall's id.
 * @example await insertPastReservation(db, { hallKey: 'padel-park', sportLabel: 'PADEL', startsAt, minutes: 90, organiser })
 */
export async function insertPastReservation(
  db: Database,
  input: PastReservationInput,
): Promise<{ reservationId: string; hallId: number }> {
  const [offer] = await db
    .select({ zoneId: zoneSports.zoneId, sportId: zoneSports.sportId, hallId: halls.id })
    .from(zoneSports)
    .innerJoin(sports, eq(sports.id, zoneSports.sportId))
    .innerJoin(zones, eq(zones.id, zoneSports.zoneId))
    .innerJoin(halls, eq(halls.id, zones.hallId))
    .where(and(eq(sports.label, input.sportLabel), eq(halls.key, input.hallKey)))
    .orderBy(zoneSports.id)
    .limit(1);
  if (!offer) throw new Error(`No ${input.sportLabel} court in ${input.hallKey}`);
  const endsAt = new Date(input.startsAt.getTime() + input.minutes * 60_000);
  const [booking] = await db
    .insert(bookings)
    .values({ zoneId: offer.zoneId, sportId: offer.sportId, startsAt: input.startsAt, endsAt })
    .returning({ id: bookings.id });
  if (!booking) throw new Error('The booking was not written');
  const people = [input.organiser, ...(input.others ?? [])];
  const [reservation] = await db
    .insert(reservations)
    .values({
      bookingId: booking.id,
      organiserUserId: input.organiser.userId,
      zoneId: offer.zoneId,
      sportId: offer.sportId,
      startsAt: input.startsAt,
      endsAt,
      maxPlaces: Math.max(people.length, 1),
      isPaymentRequired: false,
      totalCents: 0,
      pricePerPersonCents: 0,
    })
    .returning({ id: reservations.id });
  if (!reservation) throw new Error('The reservation was not written');
  await db.insert(reservationParticipants).values(
    people.map((person, index) => ({
      reservationId: reservation.id,
      userId: person.userId ?? null,
      contactId: person.contactId,
      isOrganiser: index === 0,
      answer: participantAnswers.accepted,
    })),
  );
  return { reservationId: reservation.id, hallId: offer.hallId };
}
