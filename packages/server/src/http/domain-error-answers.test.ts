import { acceptConditionCodes, messageForCode, notAllowedToBookMessage } from '@multisalle/core/catalogue';
import { describe, expect, it } from 'vitest';
import { CatalogueError, InvalidField, Refusal } from '../domain-errors/index.ts';
import { answerOfDomainError, ruleCodeStatuses } from './domain-error-answers.ts';
import { VALIDATION_DESCRIPTION } from './validation.ts';

describe('answerOfDomainError', () => {
  it("answers a catalogue code with its status and the catalogue's French message", () => {
    expect(answerOfDomainError(new CatalogueError('RESERVATION-019'))).toEqual({
      status: 409,
      body: { sCodeErreur: 'RESERVATION-019', szErreur: messageForCode('RESERVATION-019') },
    });
    expect(answerOfDomainError(new CatalogueError(acceptConditionCodes.card)).status).toBe(403);
    expect(answerOfDomainError(new CatalogueError('PANIER-005')).status).toBe(410);
  });

  it('gives every rule code a catalogue message of its own', () => {
    for (const code of Object.keys(ruleCodeStatuses)) expect(messageForCode(code), code).toBeTypeOf('string');
  });

  it('keeps the message a rule words itself (the members-only hall names the product)', () => {
    const error = new CatalogueError('MULTISALLE-002', notAllowedToBookMessage('padelclub'));
    expect(answerOfDomainError(error)).toEqual({
      status: 403,
      body: { sCodeErreur: 'MULTISALLE-002', szErreur: notAllowedToBookMessage('padelclub') },
    });
  });

  it("puts a conflict's message in szErreur and every other kind's in description", () => {
    expect(answerOfDomainError(new Refusal('conflict', 'Déjà demandé.'))).toEqual({
      status: 409,
      body: { szErreur: 'Déjà demandé.' },
    });
    const statuses = {
      'not-found': 404,
      forbidden: 403,
      invalid: 422,
      unauthenticated: 401,
      'too-many-requests': 429,
      unavailable: 503,
    } as const;
    for (const [kind, status] of Object.entries(statuses)) {
      expect(answerOfDomainError(new Refusal(kind as keyof typeof statuses, 'Non.'))).toEqual({
        status,
        body: { description: 'Non.' },
      });
    }
  });

  it('answers a refused field with the 422 envelope of a failed validation', () => {
    expect(answerOfDomainError(new InvalidField('quantite', 'Trop.'))).toEqual({
      status: 422,
      body: {
        detail: 'Trop.',
        violations: [{ propertyPath: 'quantite', message: 'Trop.' }],
        description: VALIDATION_DESCRIPTION,
      },
    });
  });
});
