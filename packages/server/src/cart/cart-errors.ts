import { notAllowedToBookMessage } from '@multisalle/core/catalogue';
import { ApiError, businessError } from '../http/errors.ts';
import { VALIDATION_DESCRIPTION } from '../http/validation.ts';

/** French texts of the cart's own refusals (the wire contract's wording). */
export const cartMessages = {
  lineNotFound: 'Cette ligne est introuvable dans votre panier.',
  conventions: 'Veuillez valider les conventions de la salle.',
  phone: 'Veuillez vérifier votre numéro de téléphone avant de réserver.',
  safetyVideo: 'Veuillez regarder la vidéo des consignes de sécurité.',
  card: 'Veuillez enregistrer votre carte bancaire avant de réserver : cette salle demande un paiement par carte.',
  courtQuantity: 'Un terrain se réserve en entier : la quantité est toujours 1.',
  placesLeft: (left: number) =>
    left === 0
      ? 'Il ne reste plus de place sur ce créneau.'
      : `Il ne reste que ${left} place(s) sur ce créneau.`,
} as const;

/** 404 CRENEAU-001: the slot id decodes to nothing bookable, or its zone or sport do not match. */
export const slotNotFound = () => businessError(404, 'CRENEAU-001');
/** 409 CRENEAU-006: booked or held by someone else, or a zone sharing its ground is. */
export const slotTaken = () => businessError(409, 'CRENEAU-006');
/** 422 CRENEAU-014: the slot has started or is past. */
export const slotClosed = () => businessError(422, 'CRENEAU-014');
/** 422 PANIER-007: validating an empty cart. */
export const emptyCart = () => businessError(422, 'PANIER-007');
/** 410 PANIER-005: a hold ended before validation; the player extends (`panier/prolonge`) or adds again. */
export const holdExpired = () => businessError(410, 'PANIER-005');
/** 404 with a description: the line is not in the caller's open cart (another player's line included). */
export const lineNotFound = () => new ApiError(404, { description: cartMessages.lineNotFound });

/** 403 MULTISALLE-002: a members-only hall and the caller is not a member. */
export function notAllowedInHall(productKey: string): ApiError {
  return new ApiError(403, { sCodeErreur: 'MULTISALLE-002', szErreur: notAllowedToBookMessage(productKey) });
}

/** A 422 validation envelope on one field, for a well-formed but unacceptable value. */
export function invalidField(propertyPath: string, message: string): ApiError {
  return new ApiError(422, {
    detail: message,
    violations: [{ propertyPath, message }],
    description: VALIDATION_DESCRIPTION,
  });
}
