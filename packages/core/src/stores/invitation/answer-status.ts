import type { InvitationAnswer } from './types';

/**
 * A participant's answer read as a status beside their name (MES RÉSERVATIONS, the invitation page): « a
 * accepté », not the verb of the button (« Accepte ») nor the wire word (`validation`). 0 is both a
 * « peut-être » and an invitation not answered yet (the server opens every invitation at 0, `attente`):
 * « pas encore décidé » is true of both.
 *
 * @example `${pseudo} : ${answerStatusTexts[2]}` // 'capitaine : a accepté'
 */
export const answerStatusTexts = {
  0: 'pas encore décidé',
  1: 'a refusé',
  2: 'a accepté',
} as const satisfies Record<InvitationAnswer, string>;
