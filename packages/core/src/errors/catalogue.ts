/**
 * The server code catalogue of spec 1 section 8, as data: each `sCodeErreur` with its French message.
 * Shared by the client (to show a code's message) and the reference server (to answer with it).
 * Strings the spec quotes are copied letter for letter; numbers whose text the spec does not show carry
 * a faithful generic text in the spirit of their prefix. It imports only its own data files and the message module, so the server can
 * use it alone (`@multisalle/core/catalogue`). The per-prefix tables live in `catalogue-*.ts`.
 */

import {
  BOOKING_NOT_ALLOWED_CODE,
  HALL_NOT_FOUND_CODE,
  HALL_NOT_FOUND_MESSAGE,
  notAllowedToBookMessage,
} from '../messages';
import { accountCodes, contactCodes, publicUserCodes } from './catalogue-account';
import { cartCodes, invitationCodes, reservationCodes, slotCodes } from './catalogue-booking';
import { acceptConditionMessages } from './catalogue-conditions';

// Defined with the other texts (messages.ts) so the client shows them without loading this catalogue.
export {
  BOOKING_NOT_ALLOWED_CODE,
  HALL_NOT_FOUND_CODE,
  HALL_NOT_FOUND_MESSAGE,
  notAllowedToBookMessage,
} from '../messages';
export { type AcceptCondition, acceptConditionCodes } from './catalogue-conditions';

/**
 * Every server code with its French message (spec 1 section 8), plus our own `MULTISALLE-` codes.
 *
 * @example serverCodeMessages['CRENEAU-006'] // 'Ce créneau est déjà réservé'
 */
// Built by a function marked pure: a bundle that never reads the table drops it whole (the script-tag
// bundles load it lazily, from their own file).
export const serverCodeMessages: Readonly<Record<string, string>> = /* @__PURE__ */ codeTable();

function codeTable(): Readonly<Record<string, string>> {
  return Object.freeze({
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
    [HALL_NOT_FOUND_CODE]: HALL_NOT_FOUND_MESSAGE,
    [BOOKING_NOT_ALLOWED_CODE]: notAllowedToBookMessage(),
    ...acceptConditionMessages,
  });
}

/**
 * The French message of a server code, or `undefined` when the code is not in the catalogue.
 *
 * @example messageForCode('CONNEXION-001') // 'Identifiant ou mot de passe invalide.'
 */
export function messageForCode(code: string): string | undefined {
  return Object.hasOwn(serverCodeMessages, code) ? serverCodeMessages[code] : undefined;
}
