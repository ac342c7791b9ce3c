import { acceptConditionCodes } from '../../errors/catalogue-conditions';
import { apiRequest, withIdempotentRetry } from '../../http';
import { signedInPlayer } from '../../session/signed-in';
import { showToast } from '../../toasts';
import { type Discount, loadDiscounts } from '../discounts';
import { type AcceptStep, acceptStepOf, clearAcceptStep, requireAcceptStep } from './accept-steps';
import { forgetInvitation, keepInvitation, keptInvitation } from './pending';
import { invitationTexts } from './rules';
import type { InvitationAnswer } from './types';

/**
 * The discounts the signed-in player may choose with an accept on a reservation of `hallId` (spec 1
 * « discount choice »: `GET v2 user/{userId}/discount/{product}/{hallId}`). `null` when nobody is signed in
 * or the call failed (its toast shown).
 *
 * @example const discounts = await loadAnswerDiscounts(invitation.product.id)
 */
export async function loadAnswerDiscounts(hallId: number): Promise<Discount[] | null> {
  const player = signedInPlayer();
  return player ? loadDiscounts(player.userId, hallId) : null;
}

/** One answer of the submit: a contact id (the player's or a family member's) and its response. */
export interface AnswerChoice {
  idUser: number;
  reponse: InvitationAnswer;
  discounts?: number[];
}

/**
 * Sends the answers (`POST v2 invitation/reponse`, an `Idempotency-Key` per attempt, resent with the same
 * key if the connection drops). The server's refusal (COMPLET taken meanwhile, answers locked) is toasted
 * in French by the HTTP layer; resolves whether the answers were recorded. An accept refused for a missing
 * condition (conventions, phone, safety video, card) leaves that step in {@link $acceptStep}.
 *
 * @example if (await answerInvitation(id, token, [{ idUser: me.contactId, reponse: 2 }])) navigate('/profile?q=reservation')
 */
export async function answerInvitation(
  reservationId: string,
  token: string,
  answers: AnswerChoice[],
  {
    silent = false,
    openedSteps = [],
  }: {
    silent?: boolean;
    /** The steps the page opens itself when the server asks for them: that refusal is not toasted. */
    openedSteps?: readonly AcceptStep[];
  } = {},
): Promise<boolean> {
  let isSaved = false;
  try {
    const answer = await withIdempotentRetry((idempotencyKey) =>
      apiRequest<{ succes?: boolean }>('v2', '/invitation/reponse', {
        method: 'POST',
        secure: true,
        silent,
        quietCodes: openedSteps.map((step) => acceptConditionCodes[step]),
        idempotencyKey,
        body: {
          uuidReservation: reservationId,
          uuidInvitation: token,
          reponses: answers.map((a) => ({
            idUser: a.idUser,
            reponse: a.reponse,
            discounts: a.discounts ?? [],
          })),
        },
      }),
    );
    isSaved = answer?.succes === true;
  } catch (error) {
    // Spec 1 « Invitation flow »: a failed submit is logged; the page itself still tells the player why.
    console.warn('Invitation answer failed', error);
    requireAcceptStep(reservationId, acceptStepOf(error));
    isSaved = false;
  }
  if (isSaved) {
    clearAcceptStep();
    forgetInvitation();
    showToast('success', invitationTexts.saved);
  }
  return isSaved;
}

/**
 * A visitor's choice before signing in: kept in the browser (`isInvited`, `id_reservation`,
 * `jeton_invitation`, `response_data`, `toSave`), with the toast that asks them to sign in or sign up.
 *
 * @example keepVisitorAnswer(id, token, 2); navigate('/signin')
 */
export function keepVisitorAnswer(reservationId: string, token: string, reponse: InvitationAnswer): void {
  keepInvitation({ reservationId, token, responses: [{ idUser: null, reponse }], toSave: true });
  showToast('info', invitationTexts.signInToAnswer);
}

/**
 * After login: a kept invitation with exactly one response and `toSave` is sent with the player's contact
 * id (spec 1 « Invitation flow »). Resolves `true` when it was sent (the site then goes to
 * `/profile?q=reservation`); a failure is only logged and the kept invitation stays for the page, which
 * shows the answer chosen and opens the step an accept was refused for ({@link $acceptStep}).
 *
 * @example if (await submitKeptAnswer()) navigate('/profile?q=reservation')
 */
export async function submitKeptAnswer(): Promise<boolean> {
  const kept = keptInvitation();
  const player = signedInPlayer();
  const [only] = kept?.responses ?? [];
  if (!kept?.toSave || kept.responses.length !== 1 || !only || !player) return false;
  const isSaved = await answerInvitation(
    kept.reservationId,
    kept.token,
    [{ idUser: player.contactId, reponse: only.reponse }],
    { silent: true },
  );
  if (!isSaved) keepInvitation({ ...kept, toSave: false });
  return isSaved;
}
