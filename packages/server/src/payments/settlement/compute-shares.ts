import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { type DiscountRow, discountCents } from '../../booking-rules/discounts.ts';
import type { Database } from '../../db/client.ts';
import { contacts, participantAnswers, reservationParticipants } from '../../db/schema.ts';
import { discountsByParticipant } from '../../reservations/participant-discounts.ts';
import { splitTotal } from './split-total.ts';

/** What one player owes for a reservation. */
export interface Share {
  userId: number;
  /** How many persons the share covers: the player (when accepted) and the family contacts they added. */
  persons: number;
  amountCents: number;
}

/** The money terms of a reservation the shares are computed from. */
export interface ReservationTerms {
  id: string;
  organiserUserId: number;
  totalCents: number;
  /** `partagePaiement`: false means the organiser pays the whole bill. */
  isBillShared: boolean;
}

/**
 * Splits one reservation's total between its payers (organiser first), each person counting once; the
 * discounts chosen on the invitation page for a person come off that person's part (percentages then
 * fixed amounts, never below 0), so they lower only their payer's share.
 */
function sharesOf(reservation: ReservationTerms, personsByPayer: Map<number, DiscountRow[][]>): Share[] {
  const everyone = [...personsByPayer.values()].reduce((sum, persons) => sum + persons.length, 0);
  if (!reservation.isBillShared || everyone === 0) {
    return [
      {
        userId: reservation.organiserUserId,
        persons: Math.max(1, everyone),
        amountCents: reservation.totalCents,
      },
    ];
  }
  const payers = [...personsByPayer].filter(([, persons]) => persons.length > 0);
  const amounts = splitTotal(
    reservation.totalCents,
    payers.map(([, persons]) => persons.length),
  );
  return payers.map(([userId, persons], index) => {
    const parts = splitTotal(
      amounts[index] ?? 0,
      persons.map(() => 1),
    );
    const amountCents = parts.reduce(
      (sum, part, person) => sum + part - discountCents(part, persons[person] ?? []),
      0,
    );
    return { userId, persons: persons.length, amountCents };
  });
}

/**
 * The shares of reservations as of now: each accepted person owes an equal part of the total, less the
 * discounts chosen for them when they accepted; a family contact (a participant without an account) is
 * counted with the account that owns it, whose payment covers them. Parts are spread to the cent
 * ({@link splitTotal}). A bill that is not shared is the organiser's alone.
 *
 * @example
 * ```ts
 * const byReservation = await computeShares(db, [reservation]); // Map: reservation id -> Share[]
 * ```
 */
export async function computeShares(
  db: Database,
  reservations: readonly ReservationTerms[],
): Promise<Map<string, Share[]>> {
  const result = new Map<string, Share[]>();
  if (reservations.length === 0) return result;
  const rows = await db
    .select({
      id: reservationParticipants.id,
      reservationId: reservationParticipants.reservationId,
      userId: reservationParticipants.userId,
      contactUserId: contacts.userId,
      contactParentUserId: contacts.parentUserId,
    })
    .from(reservationParticipants)
    .leftJoin(contacts, eq(contacts.id, reservationParticipants.contactId))
    .where(
      and(
        inArray(
          reservationParticipants.reservationId,
          reservations.map((r) => r.id),
        ),
        eq(reservationParticipants.answer, participantAnswers.accepted),
      ),
    )
    .orderBy(desc(reservationParticipants.isOrganiser), asc(reservationParticipants.id));
  const chosenDiscounts = await discountsByParticipant(
    db,
    reservations.map((r) => r.id),
  );
  for (const reservation of reservations) {
    // Persons per payer (each with their chosen discounts) in first-seen order (a Map keeps insertion
    // order): the organiser comes first.
    const personsByPayer = new Map<number, DiscountRow[][]>([[reservation.organiserUserId, []]]);
    for (const row of rows) {
      if (row.reservationId !== reservation.id) continue;
      // A participant whose contact was deleted still played: the organiser answers for them.
      const payer = row.userId ?? row.contactUserId ?? row.contactParentUserId ?? reservation.organiserUserId;
      const persons = personsByPayer.get(payer) ?? [];
      persons.push(chosenDiscounts.get(row.id) ?? []);
      personsByPayer.set(payer, persons);
    }
    result.set(reservation.id, sharesOf(reservation, personsByPayer));
  }
  return result;
}
