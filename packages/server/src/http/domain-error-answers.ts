import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  CatalogueError,
  type DomainError,
  InvalidField,
  type RefusalKind,
  type RuleCode,
} from '../domain-errors/index.ts';
import { VALIDATION_DESCRIPTION } from './validation.ts';

/**
 * The status of each code a rule throws: the code alone decides it. The one code answered with two statuses,
 * GRAND-PUBLIC-026 (413 for a body over the limit, 422 for a decoded image too large), is thrown by its route
 * with `businessError`, which names the status itself.
 */
export const ruleCodeStatuses: Readonly<Record<RuleCode, ContentfulStatusCode>> = {
  'CONTACT-001': 500,
  'CONTACT-004': 404,
  'CONTACT-007': 403,
  'CONTACT-011': 409,
  'CRENEAU-001': 404,
  'CRENEAU-006': 409,
  'CRENEAU-014': 422,
  'MULTISALLE-002': 403,
  'MULTISALLE-003': 403,
  'MULTISALLE-004': 403,
  'MULTISALLE-005': 403,
  'MULTISALLE-006': 403,
  'PANIER-005': 410,
  'PANIER-007': 422,
  'RESERVATION-001': 404,
  'RESERVATION-009': 404,
  'RESERVATION-017': 403,
  'RESERVATION-019': 409,
};

/**
 * The status of each kind of refusal, and the field its message goes in: a 409 is toasted from `szErreur`,
 * every other one from `description` (spec 1 section 8).
 */
export const refusalAnswers: Readonly<
  Record<RefusalKind, { status: ContentfulStatusCode; field: 'szErreur' | 'description' }>
> = {
  'not-found': { status: 404, field: 'description' },
  forbidden: { status: 403, field: 'description' },
  conflict: { status: 409, field: 'szErreur' },
  invalid: { status: 422, field: 'description' },
  unauthenticated: { status: 401, field: 'description' },
  'too-many-requests': { status: 429, field: 'description' },
  unavailable: { status: 503, field: 'description' },
};

/** A status and the JSON body to answer it with. */
export interface ErrorAnswer {
  status: ContentfulStatusCode;
  body: Record<string, unknown>;
}

/**
 * The answer of a rule's refusal: `{ sCodeErreur, szErreur }` for a catalogue code, the 422 envelope for a
 * refused field, `{ szErreur }` or `{ description }` for a kind.
 *
 * @example answerOfDomainError(new CatalogueError('RESERVATION-019')) // { status: 409, body: { sCodeErreur: 'RESERVATION-019', szErreur: '…' } }
 */
export function answerOfDomainError(error: DomainError): ErrorAnswer {
  if (error instanceof CatalogueError) {
    return {
      status: ruleCodeStatuses[error.code],
      body: { sCodeErreur: error.code, szErreur: error.message },
    };
  }
  if (error instanceof InvalidField) {
    const violations = [{ propertyPath: error.field, message: error.message }];
    return { status: 422, body: { detail: error.message, violations, description: VALIDATION_DESCRIPTION } };
  }
  const { status, field } = refusalAnswers[error.kind];
  return { status, body: { [field]: error.message } };
}
