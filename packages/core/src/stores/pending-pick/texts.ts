/**
 * The French texts of a slot picked on a partner's page: the notice of the sign-in and sign-up pages and
 * the cart page's message after the sign-in.
 *
 * @example pendingPickTexts.returnTo('www.padel-club-tilleuls.fr') // 'Revenir sur www.padel-club-tilleuls.fr'
 */
export const pendingPickTexts = {
  chosen: 'Créneau choisi\u00a0:',
  /** When neither the hall nor the slot could be read. */
  unknownSlot: 'un créneau vous attend',
  signInHint: 'Connectez-vous\u00a0: il sera mis dans votre panier.',
  signUpHint:
    'Créez votre compte et activez-le\u00a0: à votre première connexion, il sera mis dans votre panier.',
  forget: 'Oublier ce créneau',
  added: 'Votre créneau est dans votre panier.',
  addedHint: 'Réglez-le ici pour confirmer votre réservation.',
  addedHintWithReturn: 'Réglez-le ici pour confirmer votre réservation, ou revenez sur le site de la salle.',
  unavailable: "Ce créneau n'est plus disponible. Choisissez-en un autre sur le planning de la salle.",
  pay: 'PAYER MAINTENANT',
  otherSlot: 'CHOISIR UN AUTRE CRÉNEAU',
  returnTo: (host: string) => `Revenir sur ${host}`,
};
