import { atom, type ReadableAtom } from 'nanostores';
import { isApiError } from '../../errors/api-error';
import { type AcceptCondition, acceptConditionCodes } from '../../errors/catalogue-conditions';
import { keepInvitation, keptInvitation } from './pending';
import type { InvitationAnswer } from './types';

/**
 * A step an accept may need first: the hall's conventions, the phone check, the safety video or
 * the card form. The server refuses an accept while one is missing (403, `MULTISALLE-003` to `006`).
 */
export type AcceptStep = AcceptCondition;

/** The step the server asked for on one invitation: the page opens it, then sends the answer again. */
export interface PendingAcceptStep {
  reservationId: string;
  step: AcceptStep;
}

/** Every step an accept may need, in the order of the conditions. */
export const acceptSteps = Object.keys(acceptConditionCodes) as readonly AcceptStep[];

const stepByCode = new Map<string, AcceptStep>(
  Object.entries(acceptConditionCodes).map(([step, code]) => [code, step as AcceptStep]),
);

/**
 * The step a refused answer asks for, read from its code (`sCodeErreur`); `null` for any other failure.
 *
 * @example acceptStepOf(error) // 'card' for a 403 MULTISALLE-006
 */
export function acceptStepOf(error: unknown): AcceptStep | null {
  if (!isApiError(error) || error.code === undefined) return null;
  return stepByCode.get(error.code) ?? null;
}

const $acceptStepState = atom<PendingAcceptStep | null>(null);

/**
 * The step the last refused accept asked for, until it is done, dropped, or an answer is recorded.
 *
 * @example $acceptStep.get() // { reservationId: '0b7e…', step: 'phone' }
 */
export const $acceptStep: ReadableAtom<PendingAcceptStep | null> = $acceptStepState;

/** Remembers the step a refused accept asked for (the invitation store's own answer calls). */
export function requireAcceptStep(reservationId: string, step: AcceptStep | null): void {
  $acceptStepState.set(step ? { reservationId, step } : null);
}

/**
 * Forgets the step asked for: it is done (the page sends the answer again) or the player closed it.
 *
 * @example onClose={() => clearAcceptStep()}
 */
export function clearAcceptStep(): void {
  $acceptStepState.set(null);
}

/** The answer a visitor kept for an invitation (spec 1 « Invitation flow »), and whether it awaits sending. */
export interface KeptAnswer {
  reponse: InvitationAnswer;
  /** Still to send after login (`toSave`). */
  toSave: boolean;
}

/**
 * The answer kept for this invitation link (exactly one response), or `null`. The page shows it chosen.
 *
 * @example keptAnswerFor(id, token)?.reponse // 2
 */
export function keptAnswerFor(reservationId: string, token: string): KeptAnswer | null {
  const kept = keptInvitation();
  const [only] = kept?.responses ?? [];
  if (!kept || kept.reservationId !== reservationId || kept.token !== token) return null;
  if (kept.responses.length !== 1 || !only) return null;
  return { reponse: only.reponse, toSave: kept.toSave };
}

/**
 * The kept answer of this invitation if it still awaits sending, marked as taken (`toSave` false) so that
 * it is sent once: the page sends it itself after login, through its steps. `null` otherwise.
 *
 * @example const pending = takeKeptAnswer(id, token); if (pending) void submit(pending.reponse)
 */
export function takeKeptAnswer(reservationId: string, token: string): KeptAnswer | null {
  const kept = keptAnswerFor(reservationId, token);
  const stored = keptInvitation();
  if (!kept?.toSave || !stored) return null;
  keepInvitation({ ...stored, toSave: false });
  return kept;
}
