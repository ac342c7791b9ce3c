import type { Database } from '../db/client.ts';
import { cancelReservation } from '../reservations/cancel-reservation.ts';
import { recordStaffAction, type StaffActor } from './audit.ts';

/**
 * The hall cancels one of its reservations from the console (any time, a motif): the cancellation, the
 * refunds of the shares already debited, and the journal's lines (the cancellation, then one line per
 * refund with the share and the amount) in one transaction. Answers whether this call cancelled it.
 *
 * @example await cancelForHall(db, hall.hallId, staff, idReservation, 'Fuite d’eau', clock.now());
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
    async (tx, { refunds }) => {
      const line = { idReservation: reservationId };
      await recordStaffAction(tx, hallId, staff, 'reservation.annulation', { ...line, motif: reason }, now);
      for (const refund of refunds) {
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
    },
  );
  return isCancelled;
}
