/**
 * The French texts of the library (design: "French only, from one message module"). Server codes have
 * their own catalogue in `errors/catalogue.ts`; everything else a user may read comes from here.
 */

/** Shown when a failed call carries no usable message (spec 1 section 8). */
export const UNKNOWN_ERROR_MESSAGE = "Une erreur inconnue s'est produite";

/** Shown after a 400 or 401 on a call that is not an authentication call (spec 1 section 8). */
export const SESSION_EXPIRED_MESSAGE = 'Session expirée, veuillez vous reconnecter.';

/** Our own code for an unknown hall key or id. */
export const HALL_NOT_FOUND_CODE = 'MULTISALLE-001';

/** The message of {@link HALL_NOT_FOUND_CODE}. */
export const HALL_NOT_FOUND_MESSAGE = 'Cette salle est introuvable.';

/** Our own code for a booking the server refuses in this hall (spec 1 section 6). */
export const BOOKING_NOT_ALLOWED_CODE = 'MULTISALLE-002';

/**
 * The refused-booking message, with the product word (spec 1 section 6: `dans cette {product}`).
 *
 * @param productKey - @default 'multisalle'
 * @example notAllowedToBookMessage('salle') // "Vous n'êtes pas autorisé à réserver dans cette salle"
 */
export function notAllowedToBookMessage(productKey = 'multisalle'): string {
  return `Vous n'êtes pas autorisé à réserver dans cette ${productKey}`;
}

/** Shown when the server cannot be reached at all (our choice: the spec does not say). */
export const NETWORK_ERROR_MESSAGE =
  'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.';

/** Shown when the server has not answered within the request timeout (ours: the spec does not say). */
export const TIMEOUT_ERROR_MESSAGE =
  'Le serveur met trop de temps à répondre. Vérifiez votre connexion et réessayez.';

/** Shown on a 502, 503 or 504: the server or its database is momentarily unavailable (ours). */
export const SERVICE_UNAVAILABLE_MESSAGE =
  'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.';

/** The spinner's default label (ours); also `messages.loading`. A constant of its own so that a bundle
 * needing only this text (the planning script) leaves the `messages` object out. */
export const LOADING_MESSAGE = 'Chargement en cours…';

/** Spec 2 section 8, when the planning's slots could not be read; also `messages.cartInitFailed`. */
export const CART_INIT_FAILED_MESSAGE = "Une erreur est survenue lors de l'initialisation du panier";

/**
 * Other French texts, by screen or piece. Quoted strings are the spec's, letter for letter.
 *
 * @example messages.loading // 'Chargement en cours…'
 */
export const messages = {
  /** Spinner label (ours). */
  loading: LOADING_MESSAGE,
  /** Close button of a toast (ours). */
  closeToast: 'Fermer la notification',
  /** Accessible name of the toast area (ours). */
  notifications: 'Notifications',
  /** Spec 1 section 8, screen messages. */
  profileUpdated: 'Vos informations ont bien été mises à jour',
  profileUpdateFailed: 'Une erreur est survenue lors de la mise à jour de vos données',
  paymentMeansUpdated: 'Moyen de paiement mis à jour',
  /** A player's first card (ours): saved, not « mis à jour »; the spec's text stays for a new card. */
  paymentMeansSaved: 'Moyen de paiement enregistré',
  paymentMeansFailed: 'Erreur lors de la validation du moyen de paiement',
  /** Ours: the bank refused the card (`UNPAID`), which is no error of ours; the spec's text stays for errors. */
  cardRefused: 'Carte refusée par votre banque',
  paymentMeansNoAlias: 'Veuillez faire une réservation pour pouvoir modifier votre carte',
  noPaymentMeans: 'Aucun moyen de paiement enregistré',
  invitationAnswered: "La réponse à l'invitation a bien été prise en compte",
  invitationSent: "L'invitation a bien été envoyée",
  contactAdded: 'Le contact a bien été ajouté à la réservation',
  contactsAdded: 'Les contacts ont bien été ajoutés à la réservation',
  confirmationLinkUsed: 'Lien déjà utilisé',
  accountActivated: 'Votre compte a bien été activé, vous pouvez désormais vous connecter.',
  activationFailed:
    "Une erreur est survenue lors de l'activation de votre compte, veuillez réessayer plus tard ou contacter un administrateur.",
  accountAlreadyActive: 'Le compte est déjà actif.',
  forgotPasswordSent:
    'Si un compte existe pour cette adresse, vous recevrez un mail contenant un lien de réinitialisation.',
  resetTokenInvalid:
    "Le token n'est pas valide. Veuillez renouveler votre demande de changement de mot de passe",
  resetFailed: 'Merci de vérifier vos informations et veuillez réessayer.',
  resetDone: 'Votre mot de passe a bien été changé. Vous pouvez désormais vous connecter.',
  phoneCodeWrong: "Votre code de validation est erroné, veuillez recommencer l'opération.",
  phoneValidated: 'Votre numéro de téléphone a bien été validé par notre système.',
  /** Spec 2 section 8. */
  noSlotForSport: 'Aucun créneau disponible pour ce sport',
  loginRequiredToBook: 'Veuillez vous connecter pour effectuer une réservation.',
  conventionsLoadFailed: 'Une erreur est survenue lors de la récupération des conventions.',
  conventionsValidationFailed: 'Une erreur est survenue lors de la validation des conventions.',
  discountCodeInvalid: 'Le code de réduction est invalide',
  cartValidationFailed: 'Une erreur est survenue lors de la validation du panier',
  cartInitFailed: CART_INIT_FAILED_MESSAGE,
  emptyCart: 'Aucune réservation dans votre panier',
} as const;
