/** The texts of the discount modals (spec 2 section 2). */
export const discountTexts = {
  title: 'AJOUT RÉDUCTION',
  codeTitle: 'AJOUT CODE RÉDUCTION',
  none: 'Aucune réduction disponible',
  choose: 'Choisir une réduction',
  placeholder: '— Sélectionnez une réduction —',
  codeLabel: 'Saisir un code',
  validate: 'VALIDER',
  cancel: 'ANNULER',
  note: 'La réduction sera appliquée automatiquement sur le montant de votre paiement après que la réservation soit passée.',
  loading: 'Chargement en cours…',
} as const;
