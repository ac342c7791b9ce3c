import type { Payment, WirePayment } from './types';

/**
 * A wire payment with plain names; `hallIdField` is the product's hall id field (`idMultisalle`).
 *
 * @example mapPayment(wire, 'idMultisalle').amountCents // 1250
 */
export function mapPayment(wire: WirePayment, hallIdField: string): Payment {
  const hallId = wire[hallIdField];
  return {
    id: wire.id,
    reservationId: wire.idReservation,
    amountCents: Math.round(Number(wire.montant) || 0),
    status: wire.statut,
    date: wire.date,
    startTime: wire.heureDebut,
    endTime: wire.heureFin,
    paidAt: wire.datePaiement ?? null,
    peopleCount: Number(wire.nbPersonnes) || 0,
    sportLabel: wire.activite?.libelle ?? '',
    hallId: typeof hallId === 'number' ? hallId : null,
    hallLabel: wire.libelle ?? '',
    comment: wire.commentaire ?? null,
    failureReason: wire.motif ?? null,
    // A server without refunds sends no `nature`: every line is a share.
    kind: wire.nature === 'remboursement' ? 'refund' : 'share',
    refundStatus:
      wire.nature !== 'remboursement'
        ? null
        : wire.statutRemboursement === 'effectue'
          ? 'done'
          : wire.statutRemboursement === 'refuse'
            ? 'refused'
            : 'pending',
    refundRequestedAt: wire.dateDemandeRemboursement ?? null,
    refundedAt: wire.dateRemboursement ?? null,
  };
}
