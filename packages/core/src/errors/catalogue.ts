/**
 * The server code catalogue of spec 1 section 8, as data: each `sCodeErreur` with its French message.
 * Shared by the client (to show a code's message) and the reference server (to answer with it).
 * Strings the spec quotes are copied letter for letter; numbers whose text the spec does not show carry
 * a faithful generic text in the spirit of their prefix. It imports only its own data files, so the server can
 * use it alone (`@multisalle/core/catalogue`). The per-prefix tables live in `catalogue-*.ts`.
 */

import { accountCodes, contactCodes, publicUserCodes } from './catalogue-account';
import { cartCodes, invitationCodes, reservationCodes, slotCodes } from './catalogue-booking';

/** Our own code for an unknown hall key or id. */
export const HALL_NOT_FOUND_CODE = 'MULTISALLE-001';

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

/**
 * Every server code with its French message (spec 1 section 8), plus our own `MULTISALLE-` codes.
 *
 * @example serverCodeMessages['CRENEAU-006'] // 'Ce créneau est déjà réservé'
 */
export const serverCodeMessages: Readonly<Record<string, string>> = Object.freeze({
  'CONNEXION-000': 'Identifiant ou mot de passe invalide.',
  'CONNEXION-001': 'Identifiant ou mot de passe invalide.',
  ...cartCodes,
  ...slotCodes,
  ...invitationCodes,
  ...reservationCodes,
  ...publicUserCodes,
  ...contactCodes,
  'MEMBRE-001': 'Une erreur est survenue concernant ce membre.',
  ...accountCodes,
  'UPLOAD-001': "L'envoi du fichier a échoué.",
  'UPLOAD-002': "La taille de l'image doit être inférieure à 5Mo",
  'UPLOAD-003': "Le format du fichier n'est pas pris en charge.",
  'UPLOAD-004': "Aucun fichier n'a été reçu.",
  [HALL_NOT_FOUND_CODE]: 'Cette salle est introuvable.',
  [BOOKING_NOT_ALLOWED_CODE]: notAllowedToBookMessage(),
});

/**
 * The French message of a server code, or `undefined` when the code is not in the catalogue.
 *
 * @example messageForCode('CONNEXION-001') // 'Identifiant ou mot de passe invalide.'
 */
export function messageForCode(code: string): string | undefined {
  return Object.hasOwn(serverCodeMessages, code) ? serverCodeMessages[code] : undefined;
}
