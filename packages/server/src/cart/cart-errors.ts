import { notAllowedToBookMessage } from '@multisalle/core/catalogue';
import { CatalogueError, InvalidField, Refusal } from '../domain-errors/index.ts';

/** French texts of the cart's own refusals (the wire contract's wording). */
export const cartMessages = {
  lineNotFound: 'Cette ligne est introuvable dans votre panier.',
  conventions: 'Veuillez valider les conventions de la salle.',
  phone: 'Veuillez vérifier votre numéro de téléphone avant de réserver.',
  safetyVideo: 'Veuillez regarder la vidéo des consignes de sécurité.',
  card: 'Veuillez enregistrer votre carte bancaire avant de réserver\u00a0: cette salle demande un paiement par carte.',
  courtQuantity: 'Un terrain se réserve en entier\u00a0: la quantité est toujours 1.',
  placesLeft: (left: number) =>
    left === 0
      ? 'Il ne reste plus de place sur ce créneau.'
      : left === 1
        ? "Il ne reste qu'une place sur ce créneau."
        : `Il ne reste que ${left} places sur ce créneau.`,
} as const;

/** CRENEAU-001: the slot id decodes to nothing bookable, or its zone or sport do not match. */
export const slotNotFound = () => new CatalogueError('CRENEAU-001');
/** CRENEAU-006: booked or held by someone else, or a zone sharing its ground is. */
export const slotTaken = () => new CatalogueError('CRENEAU-006');
/** CRENEAU-014: the slot has started or is past. */
export const slotClosed = () => new CatalogueError('CRENEAU-014');
/** PANIER-007: validating an empty cart. */
export const emptyCart = () => new CatalogueError('PANIER-007');
/** PANIER-005: a hold ended before validation; the player extends (`panier/prolonge`) or adds again. */
export const holdExpired = () => new CatalogueError('PANIER-005');
/** Not found, with a message: the line is not in the caller's open cart (another player's line included). */
export const lineNotFound = () => new Refusal('not-found', cartMessages.lineNotFound);

/** MULTISALLE-002: a members-only hall and the caller is not a member (the message names the product). */
export function notAllowedInHall(productKey: string): CatalogueError {
  return new CatalogueError('MULTISALLE-002', notAllowedToBookMessage(productKey));
}

/** A well-formed but unacceptable value of one field, answered like a failed validation. */
export function invalidField(propertyPath: string, message: string): InvalidField {
  return new InvalidField(propertyPath, message);
}
