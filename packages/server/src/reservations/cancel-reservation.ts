import { CANCELLATION_NOTICE_MS } from '@multisalle/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { bookings, halls, reservations, zones } from '../db/schema.ts';
import { Refusal } from '../domain-errors/index.ts';
import { announceReservationChange } from '../hall-stream/announce.ts';
import { publishSlotChange } from '../live/index.ts';
import { planCancellationNotices } from '../notices/plan-notices.ts';
import { type RequestedRefund, refundCancelledShares } from '../payments/refunds/request-refunds.ts';

/** How long before its start a reservation can still be cancelled by its organiser (spec 1: 48 h). */
export { CANCELLATION_NOTICE_MS };

/** French messages of a cancellation. */
export const cancellationMessages = {
  tooLate: 'Une réservation ne peut plus être annulée moins de 48 heures avant son début.',
  notFound: 'Cette réservation est introuvable.',
  notOrganiser: "Seul l'organisateur peut annuler cette réservation.",
} as const;

/**
 * Whether a reservation starting at `startsAt` may still be cancelled by its organiser at `now`: up to
 * exactly 48 h before.
 *
 * @example `canCancel(new Date('2026-12-03T10:00:00Z'), new Date('2026-12-01T10:00:00Z')) // true`
 */
export function canCancel(startsAt: Date, now: Date): boolean {
  return now.getTime() <= startsAt.getTime() - CANCELLATION_NOTICE_MS;
}

/**
 * Who cancels: the organiser (48 h before at the latest), or the hall from its console (any time, a motif;
 * `staff` is who asks the refunds of a settled game, none for a closure or a command).
 */
export type Canceller =
  | { kind: 'organiser'; userId: number }
  | { kind: 'hall'; hallId: number; reason: string; staff?: { staffId: number | null; email: string } };

/** What a cancellation did. */
export interface CancellationOutcome {
  isCancelled: boolean;
  hallId: number;
  /** The refunds asked for the shares already debited (a settled game), carried out by their job. */
  refunds: RequestedRefund[];
}

/**
 * Cancels a reservation: it and its booking become `cancelled` (the slot is free again, and a cancelled
 * reservation is never settled, so no share is debited afterwards), the reminders are called off and every
 * accepted participant is told. A game already settled has its shares cancelled and every debited one
 * refunded (pending refunds, carried out by their job). The reservation is locked, so a settlement or a
 * second cancellation waits; cancelling a cancelled reservation again changes nothing. Answers whether this
 * call cancelled it, and the refunds it asked.
 *
 * @example await cancelReservation(db, id, { kind: 'hall', hallId, reason: 'Fuite d'eau' }, clock.now());
 */
export async function cancelReservation(
  db: Database,
  reservationId: string,
  canceller: Canceller,
  now: Date,
  inTransaction: (tx: Database, outcome: CancellationOutcome) => Promise<void> = async () => {},
): Promise<CancellationOutcome> {
  const outcome = await db.transaction(async (tx) => {
    const result = await cancelInTransaction(tx, reservationId, canceller, now);
    if (result.isCancelled) await inTransaction(tx, result);
    return result;
  });
  if (outcome.isCancelled) {
    // Live planning: the slot is free again for whoever watches the hall; its screens drop the session.
    publishSlotChange(db, outcome.hallId);
    announceReservationChange(db, reservationId);
  }
  return outcome;
}

/**
 * {@link cancelReservation}'s writes, inside a transaction of the caller's (a closure that cancels what is in
 * its way does it in its own): the caller announces the change once it committed.
 */
export async function cancelInTransaction(
  tx: Database,
  reservationId: string,
  canceller: Canceller,
  now: Date,
): Promise<CancellationOutcome> {
  const [found] = await tx
    .select({ reservation: reservations, hallId: zones.hallId })
    .from(reservations)
    .innerJoin(zones, eq(zones.id, reservations.zoneId))
    .where(eq(reservations.id, reservationId))
    .for('update', { of: reservations });
  if (!found) throw new Refusal('not-found', cancellationMessages.notFound);
  const { reservation, hallId } = found;
  if (canceller.kind === 'organiser' && reservation.organiserUserId !== canceller.userId) {
    throw new Refusal('forbidden', cancellationMessages.notOrganiser);
  }
  // Another hall's reservation is not found from this hall's console.
  if (canceller.kind === 'hall' && hallId !== canceller.hallId) {
    throw new Refusal('not-found', cancellationMessages.notFound);
  }
  if (reservation.status === 'cancelled') return { isCancelled: false, hallId, refunds: [] };
  if (canceller.kind === 'organiser' && !canCancel(reservation.startsAt, now)) {
    throw new Refusal('conflict', cancellationMessages.tooLate);
  }
  await tx
    .update(reservations)
    .set({
      status: 'cancelled',
      cancelledAt: now,
      hallCancellationReason: canceller.kind === 'hall' ? canceller.reason : null,
    })
    .where(eq(reservations.id, reservationId));
  await tx.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, reservation.bookingId));
  await planCancellationNotices(tx, reservationId, now);
  // Settled: the settlement's shares are written (the lock above waited for it), some maybe debited.
  const refunds =
    reservation.settledAt === null
      ? []
      : await refundCancelledShares(
          tx,
          reservationId,
          canceller.kind === 'hall' && canceller.staff
            ? { staffId: canceller.staff.staffId, email: canceller.staff.email }
            : { staffId: null, email: null },
          now,
        );
  return { isCancelled: true, hallId, refunds };
}

/** The key of a reservation's hall, or a 404 refusal: the console checks the caller's role there. */
export async function hallKeyOfReservation(db: Database, reservationId: string): Promise<string> {
  const [found] = await db
    .select({ key: halls.key })
    .from(reservations)
    .innerJoin(zones, eq(zones.id, reservations.zoneId))
    .innerJoin(halls, eq(halls.id, zones.hallId))
    .where(eq(reservations.id, reservationId));
  if (!found) throw new Refusal('not-found', cancellationMessages.notFound);
  return found.key;
}
