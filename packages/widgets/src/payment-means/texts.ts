import { messages } from '@multisalle/core';

/** The panel's French texts: the spec's (spec 1 "Payment means panel", section 8) and ours. */
export const paymentMeansTexts = {
  add: 'AJOUTER UN MOYEN DE PAIEMENT',
  change: 'MODIFIER MON MOYEN DE PAIEMENT',
  none: messages.noPaymentMeans,
  modalTitle: 'MOYEN DE PAIEMENT',
  loadingForm: 'Chargement du formulaire de paiement…',
  loadingCard: 'Chargement du moyen de paiement…',
  /** Ours: the card graphic's text alternative. */
  cardLabel: (groups: string[], month: string, year: number) =>
    `Carte enregistrée\u00a0: numéro ${groups.join(' ')}, expire fin ${month}/${year}`,
  expires: 'Expire fin',
  /** Ours: said inside the modal while the answer is checked. */
  checking: 'Vérification de votre carte…',
  /** Ours: after a refused card, above the new form. */
  correctCard: 'Vérifiez les informations de la carte ou essayez une autre carte.',
  /** Ours: the provider's form was blocked or never loaded. */
  formBlocked: "Le formulaire de carte n'a pas pu s'afficher. Vérifiez votre connexion, puis réessayez.",
  retry: 'Réessayer',
  /** Ours: a visitor who is not signed in (a partner page). */
  signIn: 'Connectez-vous pour voir et enregistrer votre moyen de paiement.',
  /** Ours: the saved card could not be loaded (never « no card », which may be false). */
  loadFailed: "Votre moyen de paiement n'a pas pu être chargé. Vérifiez votre connexion, puis réessayez.",
} as const;
