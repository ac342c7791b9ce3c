// Test helpers of the answer suites since every accept asks the hall's conditions: a guest who
// meets them all (the booking conditions and a saved card), one who lacks some, and a reservation in a
// chosen seeded hall.
import { eq } from 'drizzle-orm';
import { createPlayer, type TestPlayer } from '../cart/cart-test-helpers.ts';
import type { Database } from '../db/client.ts';
import {
  bookings,
  contacts,
  conventionValidations,
  halls,
  participantAnswers,
  paymentAliases,
  reservationParticipants,
  reservations,
  safetyAttestations,
  zoneSports,
  zones,
} from '../db/schema.ts';
import { saveTestAlias, TEST_TOKENS } from '../payments/settlement/settlement-test-helpers.ts';
import type { AcceptCondition } from './accept-conditions.ts';

const HOUR = 3_600_000;

/**
 * A player who meets every condition of an accept: `createPlayer`'s (verified phone, every convention, every
 * hall's safety video) and a saved card whose debits pass. `isReady: false`: none of them, no card.
 *
 * @example const guest = await createGuest(db)
 */
export async function createGuest(db: Database, { isReady = true } = {}): Promise<TestPlayer> {
  // The guest's card is the settlement tests' accepted token, saved here rather than createPlayer's.
  const player = await createPlayer(db, { isReady, hasCard: false });
  if (isReady) await saveTestAlias(db, player.userId, TEST_TOKENS.accepted);
  return player;
}

/**
 * A guest who meets every condition but the ones named: their conventions not validated, their phone not
 * verified (the number kept), the safety videos not watched, no saved card.
 *
 * @example const guest = await guestMissing(db, 'card')
 */
export async function guestMissing(db: Database, ...missing: AcceptCondition[]): Promise<TestPlayer> {
  const guest = await createGuest(db);
  const { userId, contactId } = guest;
  for (const condition of missing) {
    if (condition === 'conventions')
      await db.delete(conventionValidations).where(eq(conventionValidations.userId, userId));
    if (condition === 'phone')
      await db.update(contacts).set({ isPhoneVerified: false }).where(eq(contacts.id, contactId));
    if (condition === 'safetyVideo')
      await db.delete(safetyAttestations).where(eq(safetyAttestations.userId, userId));
    if (condition === 'card') await db.delete(paymentAliases).where(eq(paymentAliases.userId, userId));
  }
  return guest;
}

/**
 * A 4-place reservation of `organiserUserId` on a court of the seeded hall `hallKey`, starting in 3 days,
 * with its link token. `isPaymentRequired` defaults to what booking writes: the hall does not skip the
 * payment step.
 *
 * @example const game = await gameInHall(db, organiser.userId, 'multisalle-chateauroux')
 */
export async function gameInHall(
  db: Database,
  organiserUserId: number,
  hallKey: string,
  terms: { isPaymentRequired?: boolean; isBillShared?: boolean } = {},
): Promise<{ id: string; token: string; hallId: number }> {
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
  const startsAt = new Date(Date.now() + 72 * HOUR);
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
      maxPlaces: 4,
      isPaymentRequired: terms.isPaymentRequired ?? !offer.skips,
      totalCents: 6000,
      pricePerPersonCents: 1500,
      isBillShared: terms.isBillShared ?? true,
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
  return { id: reservation.id, token: reservation.token, hallId: offer.hallId };
}
