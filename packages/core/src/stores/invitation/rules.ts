import type { InvitationAnswer, ReservationState, WireInvitation } from './types';

/** Answers lock this long before the start (spec 1: « Dans les 15 minutes précédant la séance... »). */
export const ANSWER_LOCK_MINUTES = 15;

/** The invitation page's texts (spec 1 « Invitation page » and section 4), reproduced exactly. */
export const invitationTexts = {
  organiser: "Vous êtes l'organisateur...",
  full: 'Cette réservation est complète.',
  fullContact: "Veuillez contacter l'organisateur pour qu'il vous prévienne en cas de désistement.",
  fullButton: 'COMPLET',
  saved: "La réponse à l'invitation a bien été prise en compte",
  signInToAnswer: 'Connectez-vous ou inscrivez-vous pour répondre à cette invitation.',
  /** Ours: beside the card form when the server asked for a card before the accept. */
  cardNeeded:
    'Enregistrez votre carte bancaire pour accepter\u00a0: chaque participant est débité de sa part après la séance.',
  cancellationGuide: [
    'Vous pouvez annuler au plus tard 48 h avant le début de la séance.',
    "Chaque participant est débité après la partie d'une part égale du prix total.",
    "L'organisateur enregistre sa carte bancaire pour réserver définitivement\u00a0; les invités enregistrent la leur en acceptant.",
  ],
} as const;

/** What the invitation page says of a reservation's state (spec 1 section 4), title then detail. */
export const reservationStateTexts = {
  finished: { title: 'Réservation expirée', detail: 'La réservation est terminée.' },
  on_going: { title: 'Réservation en cours', detail: null },
  cancelled: { title: 'Réservation supprimée', detail: "La réservation a été supprimée par l'organisateur." },
  missing: { title: 'Réservation inexistante', detail: 'La réservation est introuvable.' },
  finalisee: {
    title: null,
    detail: 'Dans les 15 minutes précédant la séance, vous ne pouvez plus modifier votre réponse.',
  },
} as const;

/** The wire words of an answer (spec 1 section 3) and the labels of the three choices. */
export const answerWords = { 0: 'attente', 1: 'refus', 2: 'validation' } as const satisfies Record<
  InvitationAnswer,
  string
>;

/**
 * The texts of a state on the invitation page, `null` for `validate` (the invitation is shown). Any value
 * the page does not know reads as « Réservation inexistante », as the spec says.
 *
 * @example stateTexts('cancelled').title // 'Réservation supprimée'
 */
export function stateTexts(state: ReservationState | string | null) {
  switch (state) {
    case 'validate':
      return null;
    case 'finished':
    case 'completed':
    case 'closed':
      return reservationStateTexts.finished;
    case 'on_going':
      return reservationStateTexts.on_going;
    case 'cancelled':
      return reservationStateTexts.cancelled;
    case 'finalisee':
      return reservationStateTexts.finalisee;
    default:
      return reservationStateTexts.missing;
  }
}

/** Whether accepted participants, family included, fill `nbPlaceMax` (spec 1 « Participant response »). */
export const isFull = (invitation: Pick<WireInvitation, 'reservation'>): boolean =>
  invitation.reservation.nbPlaceRestante <= 0;

/**
 * Whether ACCEPT is disabled (COMPLET) for someone: the session is full and they have not accepted yet.
 *
 * @example acceptDisabled(invitation, null) // true when full
 */
export const acceptDisabled = (
  invitation: Pick<WireInvitation, 'reservation'>,
  current: InvitationAnswer | null,
) => isFull(invitation) && current !== 2;

/** What the submit button depends on (spec 1 « Invitation flow »). */
export interface SubmitConditions {
  /** The player's chosen answer, `null` before a choice. */
  answer: InvitationAnswer | null;
  /** Family members the player adds as accepting. */
  acceptingFamily: number;
  paymentRequired: boolean;
  skipPaymentStep: boolean;
  hasVerifiedPhone: boolean;
  hasPaymentMeans: boolean;
}

/**
 * The submit is enabled only when a response exists and the phone and payment conditions hold; these
 * conditions are skipped with `ignorerEtapePaiement`, or when nobody (player or family) accepts.
 *
 * @example canSubmit({ answer: 1, acceptingFamily: 0, ... }) // true: a refusal needs no card
 */
export function canSubmit(c: SubmitConditions): boolean {
  if (c.answer === null) return false;
  const someoneAccepts = c.answer === 2 || c.acceptingFamily > 0;
  if (!someoneAccepts || c.skipPaymentStep) return true;
  if (!c.hasVerifiedPhone) return false;
  return !c.paymentRequired || c.hasPaymentMeans;
}
