import type { Database } from '../db/client.ts';
import type { RequestedRefund } from '../payments/refunds/request-refunds.ts';
import { cancelReservation } from '../reservations/cancel-reservation.ts';
import { recordStaffAction, type StaffActor } from './audit.ts';

/**
 * The hall cancels one of its reservations from the console (any time, a motif): the cancellation, the
 * refunds of the shares already debited, and the journal's lines in one transaction. Answers whether this
 * call cancelled it.
 *
 * @example await cancelForHall(db, hall.hallId, staff, idReservation, 'Fuite d'eau', clock.now());
 */
export async function cancelForHall(
  db: Database,
  hallId: number,
  staff: StaffActor,
  reservationId: string,
  reason: string,
  now: Date,
): Promise<boolean> {
  const { isCancelled } = await cancelReservation(
    db,
    reservationId,
    { kind: 'hall', hallId, reason, staff },
    now,
    (tx, { refunds }) => recordHallCancellation(tx, hallId, staff, { reservationId, reason, refunds }, now),
  );
  return isCancelled;
}

/**
 * The journal's lines of a cancellation by the hall, in its transaction: the cancellation (with `details`,
 * e.g. the closure that caused it), then one line per refund asked with it, with the share and the amount.
 */
export async function recordHallCancellation(
  tx: Database,
  hallId: number,
  staff: StaffActor,
  cancelled: { reservationId: string; reason: string; refunds: readonly RequestedRefund[] },
  now: Date,
  details: Record<string, unknown> = {},
): Promise<void> {
  const line = { idReservation: cancelled.reservationId };
  await recordStaffAction(
    tx,
    hallId,
    staff,
    'reservation.annulation',
    { ...line, motif: cancelled.reason, ...details },
    now,
  );
  for (const refund of cancelled.refunds) {
    await recordStaffAction(
      tx,
      hallId,
      staff,
      'paiement.remboursement',
      {
        ...line,
        idRemboursement: refund.refundId,
        idPaiement: refund.paymentId,
        idUtilisateur: refund.userId,
        montant: refund.amountCents,
      },
      now,
    );
  }
}
