import type { PaymentStatus } from './types';

/**
 * French texts of the payment history (MES PAIEMENTS). The spec gives no wording for them: ours.
 *
 * @example paymentsTexts.status.rectify // 'Prélèvement refusé'
 */
export const paymentsTexts = {
  status: {
    coming: 'À venir',
    processing: 'Prélèvement en cours',
    paid: 'Payé',
    rectify: 'Prélèvement refusé',
  } satisfies Record<PaymentStatus, string>,
  /** A refund line (a game the hall cancelled after its shares were debited). */
  refund: 'Remboursement',
  refundStatus: {
    pending: 'Remboursement en cours',
    done: 'Remboursé',
    refused: 'Remboursement refusé\u00a0: contactez la salle',
  },
  regenerated: 'Le paiement a bien été effectué.',
  regenerationFailed:
    "Le paiement n'a pas pu être effectué. Vérifiez votre moyen de paiement puis réessayez.",
} as const;
