// The errors a business rule throws when it refuses something. They say what was refused, in the catalogue's
// code or in a kind and a French message; they know nothing of HTTP. The edge (`http/domain-error-answers.ts`)
// turns each one into its status and wire body, so a job or a command can run the same rule without HTTP.

import type { AcceptCondition, acceptConditionCodes } from '@multisalle/core/catalogue';
import { messageForCode } from '@multisalle/core/catalogue';

/** Message of a code missing from the shared catalogue (the client's own fallback text). */
export const UNKNOWN_ERROR_MESSAGE = "Une erreur inconnue s'est produite";

/**
 * The catalogue codes (spec 1 section 8, `@multisalle/core/catalogue`) that business rules throw. The edge
 * keeps one status per code, so a code added here needs its status there (the compiler says so).
 */
export type RuleCode =
  | 'CONTACT-001'
  | 'CONTACT-004'
  | 'CONTACT-007'
  | 'CONTACT-011'
  | 'CRENEAU-001'
  | 'CRENEAU-006'
  | 'CRENEAU-014'
  | 'MULTISALLE-002'
  | (typeof acceptConditionCodes)[AcceptCondition]
  | 'PANIER-005'
  | 'PANIER-007'
  | 'RESERVATION-001'
  | 'RESERVATION-009'
  | 'RESERVATION-017'
  | 'RESERVATION-019';

/**
 * A refusal named by a catalogue code; its message is the catalogue's, unless the rule words it itself
 * (the members-only hall names the product).
 *
 * @example throw new CatalogueError('RESERVATION-001');
 * @example throw new CatalogueError('MULTISALLE-002', notAllowedToBookMessage(productKey));
 */
export class CatalogueError extends Error {
  constructor(
    readonly code: RuleCode,
    message: string = messageForCode(code) ?? UNKNOWN_ERROR_MESSAGE,
  ) {
    super(message);
    this.name = 'CatalogueError';
  }
}

/**
 * What a refusal without a catalogue code is about:
 * - `not-found`: what the caller names does not exist, or is not theirs to see;
 * - `forbidden`: the caller may not do this (a rule of the hall, of the game, of their role);
 * - `conflict`: the state of things forbids it now (a game closed, a request already made);
 * - `invalid`: the request is well formed but its values are refused;
 * - `unauthenticated`: no valid session or device key;
 * - `too-many-requests`: a rate limit or a cap of open streams is reached;
 * - `unavailable`: a service we depend on does not answer.
 */
export type RefusalKind =
  | 'not-found'
  | 'forbidden'
  | 'conflict'
  | 'invalid'
  | 'unauthenticated'
  | 'too-many-requests'
  | 'unavailable';

/**
 * A refusal of a kind, with the French message the player reads.
 *
 * @example throw new Refusal('conflict', openGameMessages.alreadyIn);
 */
export class Refusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    message: string,
  ) {
    super(message);
    this.name = 'Refusal';
  }
}

/**
 * A well-formed value refused on one field (`quantite`), answered like a request that failed validation.
 *
 * @example throw new InvalidField('quantite', cartMessages.courtQuantity);
 */
export class InvalidField extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'InvalidField';
  }
}

/** Every refusal a rule throws. */
export type DomainError = CatalogueError | Refusal | InvalidField;

/**
 * True for a rule's refusal, false for anything else (a bug, a database down): how the edge tells them apart.
 *
 * @example if (isDomainError(error)) return answerOfDomainError(error);
 */
export function isDomainError(error: unknown): error is DomainError {
  return error instanceof CatalogueError || error instanceof Refusal || error instanceof InvalidField;
}
