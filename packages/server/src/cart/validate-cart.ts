import { and, eq, isNull } from 'drizzle-orm';
import type { Caller } from '../accounts/index.ts';
import { claimCartDiscounts } from '../booking-rules/discount-uses.ts';
import {
  discountCents,
  hasSafetyAttestation,
  missingConventions,
  splitDiscount,
} from '../booking-rules/index.ts';
import type { Database } from '../db/client.ts';
import { bookings, carts, participantAnswers, reservationParticipants, reservations } from '../db/schema.ts';
import { Refusal } from '../domain-errors/index.ts';
import type { FaultHook } from '../fault-points.ts';
import { announceBookingChange } from '../hall-stream/announce.ts';
import { publishSlotChange } from '../live/index.ts';
import { planBookingNotices } from '../notices/plan-notices.ts';
import { findAlias } from '../payments/aliases.ts';
import { formatZoned } from '../planning/local-time.ts';
import { cartMessages, emptyCart, holdExpired, notAllowedInHall, slotTaken } from './cart-errors.ts';
import { hasVerifiedPhone, isHallMember, listCartLines, openCart } from './cart-repository.ts';
import { lineTotalCents, recommendedPlaces } from './cart-view.ts';
import { lockHallZones } from './hall-lock.ts';
import { isHeld, sellsPlaces } from './hold-rules.ts';
import { canTake, findOffer, findSlot } from './slot-lookup.ts';

/** A reservation as `panier/valide` answers it. */
export interface ValidatedReservation {
  id_reservation: string;
  date: string;
  heureDebut: string;
  heureFin: string;
  paiementRequis: boolean;
  tarifParPersonne: number;
  nbPlaceMax: number;
}

/** Refuses (forbidden) before anything is written when a hall's booking conditions are not met. */
async function checkBookingConditions(
  db: Database,
  productKey: string,
  caller: Caller,
  halls: ReadonlyMap<number, { isMembersOnly: boolean; skipPaymentStep: boolean }>,
): Promise<void> {
  for (const [hallId, hall] of halls) {
    if (hall.isMembersOnly && !(await isHallMember(db, hallId, caller.userId)))
      throw notAllowedInHall(productKey);
  }
  for (const hallId of halls.keys()) {
    if ((await missingConventions(db, caller.userId, hallId)) > 0)
      throw new Refusal('forbidden', cartMessages.conventions);
  }
  if (!(await hasVerifiedPhone(db, caller.contactId))) throw new Refusal('forbidden', cartMessages.phone);
  for (const hallId of halls.keys()) {
    if (!(await hasSafetyAttestation(db, caller.userId, hallId)))
      throw new Refusal('forbidden', cartMessages.safetyVideo);
  }
  // A hall that asks payment by card debits each share after the game (settlement): a booking without a
  // saved card could only fail then. The checkout asks for the card first; this holds for every caller.
  const asksCard = [...halls.values()].some((hall) => !hall.skipPaymentStep);
  if (asksCard && !(await findAlias(db, caller.userId))) throw new Refusal('forbidden', cartMessages.card);
}

/**
 * Turns every line of the caller's cart into a reservation in ONE transaction: the cart row and the halls'
 * zones are locked, each slot is checked against the bookings after the lock, then its booking, reservation
 * and organiser (first participant, accepted) are written and the cart is closed, which ends its holds.
 * Each reservation's total and `tarifParPersonne` are after its share of the cart's discounts.
 * Any taken slot rolls everything back (409 CRENEAU-006): nothing is booked; so does a code that has served
 * as many times as allowed meanwhile (409 with its message).
 *
 * @example `const created = await validateCart(db, 'multisalle', caller, { isBillShared: false });`
 */
export async function validateCart(
  db: Database,
  productKey: string,
  caller: Caller,
  { isBillShared, faultPoint }: { isBillShared: boolean; faultPoint?: FaultHook | undefined },
  now = new Date(),
): Promise<ValidatedReservation[]> {
  const cart = await openCart(db, caller.userId);
  const lines = await listCartLines(db, cart.id);
  if (lines.length === 0) throw emptyCart();
  await checkBookingConditions(
    db,
    productKey,
    caller,
    new Map(lines.map((entry) => [entry.hall.id, entry.hall])),
  );
  if (lines.some((entry) => !isHeld(entry.line.holdExpiresAt, now))) throw holdExpired();

  const booked = await db.transaction(async (tx) => {
    const [stillOpen] = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.id, cart.id), isNull(carts.validatedAt)))
      .for('update');
    // A second validation of the same cart waited for the first one: it has nothing left to book.
    if (!stillOpen) throw emptyCart();
    await lockHallZones(
      tx,
      lines.map((entry) => entry.hall.id),
    );
    // The cart's discounts, as its total showed them, shared between its reservations; a capped code's
    // row stays locked until the commit, so its last use goes to one cart only.
    const applied = await claimCartDiscounts(tx, cart.id, now);
    const lineTotals = lines.map(lineTotalCents);
    const subtotal = lineTotals.reduce((sum, total) => sum + total, 0);
    const discountShares = splitDiscount(lineTotals, discountCents(subtotal, applied));
    const created: ValidatedReservation[] = [];
    for (const [index, entry] of lines.entries()) {
      const { line, hall, sport } = entry;
      const offer = await findOffer(tx, line.zoneSportId);
      const slot = offer && (await findSlot(tx, offer, line.startsAt, { kind: 'none' }));
      if (!slot || !canTake(slot, line.quantity)) throw slotTaken();
      const isPlaces = sellsPlaces(entry.slotType);
      const [booking] = await tx
        .insert(bookings)
        .values({
          zoneId: line.zoneId,
          sportId: line.sportId,
          startsAt: line.startsAt,
          endsAt: line.endsAt,
          places: isPlaces ? line.quantity : null,
        })
        .returning({ id: bookings.id });
      if (!booking) throw new Error('booking insert returned nothing');
      const total = (lineTotals[index] ?? 0) - (discountShares[index] ?? 0);
      const maxPlaces = isPlaces ? line.quantity : (entry.maxParticipants ?? sport.recommendedPlayers);
      const pricePerPerson = Math.round(total / Math.max(1, recommendedPlaces(entry)));
      const [reservation] = await tx
        .insert(reservations)
        .values({
          bookingId: booking.id,
          cartId: cart.id,
          organiserUserId: caller.userId,
          zoneId: line.zoneId,
          sportId: line.sportId,
          startsAt: line.startsAt,
          endsAt: line.endsAt,
          maxPlaces,
          isPaymentRequired: !hall.skipPaymentStep,
          totalCents: total,
          pricePerPersonCents: pricePerPerson,
          isBillShared,
        })
        .returning({ id: reservations.id });
      if (!reservation) throw new Error('reservation insert returned nothing');
      await faultPoint?.('booking-validate');
      await tx.insert(reservationParticipants).values({
        reservationId: reservation.id,
        userId: caller.userId,
        contactId: caller.contactId,
        isOrganiser: true,
        answer: participantAnswers.accepted,
      });
      // The confirmation and the reminders are planned with the booking, in its transaction.
      await planBookingNotices(tx, { reservationId: reservation.id, startsAt: line.startsAt }, now);
      const starts = formatZoned(line.startsAt, hall.timezone);
      const ends = formatZoned(line.endsAt, hall.timezone);
      created.push({
        id_reservation: reservation.id,
        date: starts.slice(0, 10),
        heureDebut: starts.slice(11, 16),
        heureFin: ends.slice(11, 16),
        paiementRequis: !hall.skipPaymentStep,
        tarifParPersonne: pricePerPerson,
        nbPlaceMax: maxPlaces,
      });
    }
    await tx.update(carts).set({ validatedAt: now, isBillShared }).where(eq(carts.id, cart.id));
    return created;
  });
  // Live slots, after the commit: the held slots are booked now (merged into one event per hall).
  for (const hallId of new Set(lines.map((entry) => entry.hall.id))) {
    publishSlotChange(db, hallId);
    // The hall's screens and equipment controller: which days' programme changed.
    const starts = lines.filter((entry) => entry.hall.id === hallId).map((entry) => entry.line.startsAt);
    announceBookingChange(db, hallId, starts);
  }
  return booked;
}
