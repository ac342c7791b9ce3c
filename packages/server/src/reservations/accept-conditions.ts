// What an accept asks of the player who answers: the invitation page walks a guest through the
// hall's conventions, the phone check, the safety video and the card form before their accept; the server
// asks the same of every accept, whatever sent it (the page, the kept answer sent after login, the legacy
// base, the answer link of a mail), so that nobody is counted in the places whose share can only fail.
// The checks are the ones `panier/valide` runs for the organiser, reused, not copied.

import { type AcceptCondition, acceptConditionCodes } from '@multisalle/core/catalogue';
import { eq } from 'drizzle-orm';
import { hasSafetyAttestation, missingConventions } from '../booking-rules/index.ts';
import { hasVerifiedPhone } from '../cart/cart-repository.ts';
import { halls, type reservations, zones } from '../db/schema.ts';
import { CatalogueError } from '../domain-errors/index.ts';
import { findAlias } from '../payments/aliases.ts';
import type { Executor } from './waiting-lines.ts';

export type { AcceptCondition };

/** What the hall and the reservation ask of an accept. */
export interface AcceptTerms {
  hallId: number;
  /** `paiementRequis`: the reservation is paid by card. */
  isPaymentRequired: boolean;
  /** `ignorerEtapePaiement`: the hall skips the payment step (no phone, no card). */
  skipsPaymentStep: boolean;
}

/** Who accepts: the account that answers (for themselves or for their family, whom they pay for). */
export interface AcceptingPlayer {
  userId: number;
  contactId: number;
}

/**
 * The first condition the player has not met, in the order the invitation page walks them (conventions,
 * phone, safety video, card), or `null` when the accept may go through. Spec 1 « Invitation flow »: the
 * phone and card conditions are skipped with `ignorerEtapePaiement` (the panel's `canSubmit`); the card is
 * asked only when the reservation is paid (`paiementRequis`, the panel's `needsCard`); the conventions and
 * the safety video whenever the hall requires them (spec 2 section 4).
 *
 * @example await missingAcceptCondition(tx, caller, { hallId: 1, isPaymentRequired: true, skipsPaymentStep: false }) // 'card'
 */
export async function missingAcceptCondition(
  db: Executor,
  player: AcceptingPlayer,
  terms: AcceptTerms,
): Promise<AcceptCondition | null> {
  if ((await missingConventions(db, player.userId, terms.hallId)) > 0) return 'conventions';
  if (!terms.skipsPaymentStep && !(await hasVerifiedPhone(db, player.contactId))) return 'phone';
  if (!(await hasSafetyAttestation(db, player.userId, terms.hallId))) return 'safetyVideo';
  const asksCard = terms.isPaymentRequired && !terms.skipsPaymentStep;
  if (asksCard && !(await findAlias(db, player.userId))) return 'card';
  return null;
}

/**
 * The 403 of an accept refused for a condition: `{ sCodeErreur, szErreur }` with the condition's code
 * (`MULTISALLE-003` to `006`) and its French message, which the invitation panel reads to open the step.
 *
 * @example throw acceptConditionError('card') // 403 { sCodeErreur: 'MULTISALLE-006', szErreur: 'Veuillez enregistrer…' }
 */
export function acceptConditionError(condition: AcceptCondition): CatalogueError {
  return new CatalogueError(acceptConditionCodes[condition]);
}

/**
 * Refuses (403, see {@link acceptConditionError}) an accept of `player` on `reservation` while a condition
 * is missing. Called inside the answer's transaction, before anything is written.
 */
export async function checkAcceptConditions(
  tx: Executor,
  player: AcceptingPlayer,
  reservation: Pick<typeof reservations.$inferSelect, 'zoneId' | 'isPaymentRequired'>,
): Promise<void> {
  const [hall] = await tx
    .select({ hallId: zones.hallId, skipsPaymentStep: halls.skipPaymentStep })
    .from(zones)
    .innerJoin(halls, eq(halls.id, zones.hallId))
    .where(eq(zones.id, reservation.zoneId));
  if (!hall) throw new CatalogueError('RESERVATION-001');
  const missing = await missingAcceptCondition(tx, player, {
    ...hall,
    isPaymentRequired: reservation.isPaymentRequired,
  });
  if (missing) throw acceptConditionError(missing);
}
