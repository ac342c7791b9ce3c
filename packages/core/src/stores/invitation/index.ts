import { atom, type ReadableAtom } from 'nanostores';
import { isApiError } from '../../errors/api-error';
import { apiRequest, withIdempotentRetry } from '../../http';
import { isDeviceOffline } from '../../http/network-back';
import { signedInPlayer } from '../../session/signed-in';
import { $session } from '../../session/store';
import { showToast } from '../../toasts';
import { type Discount, loadDiscounts } from '../discounts';
import { acceptStepOf, clearAcceptStep, requireAcceptStep } from './accept-steps';
import { keepOfflineCopy, readOfflineCopy } from './offline-copy';
import { forgetInvitation, keepInvitation, keptInvitation } from './pending';
import { loadQrCode } from './qr-code';
import { invitationTexts } from './rules';
import type { InvitationAnswer, WireInvitation, WireReservationLine } from './types';

/** The invitation page's data: loading, shown, not found (« Réservation inexistante ») or failed. */
export interface InvitationState {
  status: 'idle' | 'loading' | 'ready' | 'missing' | 'error';
  invitation: WireInvitation | null;
}

const $invitationState = atom<InvitationState>({ status: 'idle', invitation: null });

/**
 * The invitation being answered (spec 1 « Invitation page »). Resets itself on logout.
 *
 * @example $invitation.get().invitation?.reservation.nbPlaceRestante
 */
export const $invitation: ReadableAtom<InvitationState> = $invitationState;

/** Whether someone is signed in (the page then reads the caller's part and family). */
export const isSignedIn = (): boolean => signedInPlayer() !== null;

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

/**
 * Loads the reservation of an invitation link (`GET v2 reservations/groupe/invitation?reservation&invitation`;
 * with the session's token when signed in, for the caller's answer and family). A 404 or a malformed link
 * is `missing`; anything else failing is `error`.
 *
 * @example await loadInvitation(sIdReservation, sJetonInvitation)
 */
export async function loadInvitation(reservationId: string, token: string): Promise<void> {
  $invitationState.set({ status: 'loading', invitation: $invitationState.get().invitation });
  try {
    const invitation = await apiRequest<WireInvitation>('v2', '/reservations/groupe/invitation', {
      secure: isSignedIn(),
      silent: true,
      query: { reservation: reservationId, invitation: token },
    });
    $invitationState.set({ status: invitation ? 'ready' : 'missing', invitation: invitation ?? null });
  } catch (error) {
    const isMissing = isApiError(error) && (error.status === 404 || error.status === 422);
    $invitationState.set({ status: isMissing ? 'missing' : 'error', invitation: null });
  }
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
 * condition (issue 21: conventions, phone, safety video, card) leaves that step in {@link $acceptStep}.
 *
 * @example if (await answerInvitation(id, token, [{ idUser: me.contactId, reponse: 2 }])) navigate('/profile?q=reservation')
 */
export async function answerInvitation(
  reservationId: string,
  token: string,
  answers: AnswerChoice[],
  { silent = false }: { silent?: boolean } = {},
): Promise<boolean> {
  let isSaved = false;
  try {
    const answer = await withIdempotentRetry((idempotencyKey) =>
      apiRequest<{ succes?: boolean }>('v2', '/invitation/reponse', {
        method: 'POST',
        secure: true,
        silent,
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

/** MES RÉSERVATIONS: the player's reservations, coming and past. */
export interface ReservationsState {
  isFetched: boolean;
  isLoading: boolean;
  reservations: WireReservationLine[];
  /** When the list shown was loaded from the server (ISO instant); `null` before any. */
  updatedAt: string | null;
  /**
   * The server could not be reached (issue 25): the list is the copy kept on the device (coming games
   * only, as last loaded at `updatedAt`), or empty when there is none.
   */
  isOffline: boolean;
}

const emptyReservations: ReservationsState = {
  isFetched: false,
  isLoading: false,
  reservations: [],
  updatedAt: null,
  isOffline: false,
};
const $reservationsState = atom<ReservationsState>(emptyReservations);

/** The player's reservations (`GET v2 user/{id}/liste_reservations`). */
export const $reservations: ReadableAtom<ReservationsState> = $reservationsState;

/** Shows the device's copy of the player's coming games, unless someone else signed in meanwhile. */
async function showOfflineCopy(player: { userId: number }): Promise<void> {
  const copy = await readOfflineCopy(player.userId);
  if (signedInPlayer()?.userId !== player.userId) return;
  $reservationsState.set({
    isFetched: true,
    isLoading: false,
    reservations: copy?.reservations ?? [],
    updatedAt: copy?.updatedAt ?? null,
    isOffline: true,
  });
}

/**
 * Loads the player's reservations and keeps the coming ones with their QR codes on the device (when the
 * host asked, see `keepReservationsOffline`). Offline, or when the network fails, the device's copy shows
 * instead (`isOffline`); any other failure leaves an empty, fetched list (the HTTP layer says why).
 *
 * @example await loadReservations()
 */
export async function loadReservations(): Promise<void> {
  const player = signedInPlayer();
  $reservationsState.set({ ...$reservationsState.get(), isLoading: true });
  // Offline, a call would only fail with a toast: the copy is all there is.
  if (player && isDeviceOffline()) return showOfflineCopy(player);
  try {
    if (!player) throw new Error('not signed in');
    const answer = await apiRequest<{ reservations?: WireReservationLine[] }>(
      'v2',
      `/user/${player.userId}/liste_reservations`,
      { secure: true },
    );
    const reservations = answer?.reservations ?? [];
    const updatedAt = new Date().toISOString();
    $reservationsState.set({ isFetched: true, isLoading: false, reservations, updatedAt, isOffline: false });
    void keepOfflineCopy(player, reservations, updatedAt, loadQrCode);
  } catch (error) {
    // Status 0: the answer never came (network, timeout), so the copy stands in; the server's refusals do not.
    if (player && isApiError(error) && error.status === 0) return showOfflineCopy(player);
    $reservationsState.set({ ...emptyReservations, isFetched: true });
  }
}

/**
 * The organiser removes a participant (`DELETE v2 reservation/suppression`), then the list reloads.
 *
 * @example await removeParticipant(reservation.id_reservation, participant.id)
 */
export async function removeParticipant(reservationId: string, contactId: number): Promise<boolean> {
  try {
    await apiRequest('v2', '/reservation/suppression', {
      method: 'DELETE',
      secure: true,
      body: { nIdInvite: contactId, sIdReservation: reservationId },
    });
  } catch {
    return false;
  }
  showToast('success', 'Le participant a été retiré de la réservation.');
  await loadReservations();
  return true;
}

/**
 * The organiser opens or closes the invitation link (`POST v2 partage_lien_invitation`).
 *
 * @example await setLinkSharing(reservation.id_reservation, false)
 */
export async function setLinkSharing(reservationId: string, allowed: boolean): Promise<boolean> {
  try {
    await apiRequest('v2', '/partage_lien_invitation', {
      method: 'POST',
      secure: true,
      body: { uuidReservation: reservationId, diffusionAutorisee: allowed },
    });
  } catch {
    return false;
  }
  await loadReservations();
  return true;
}

/**
 * The organiser cancels a reservation (`PUT v2 reservation/annulation/gp/{id}`, exempt from the 400/401
 * logout, spec 1 section 4) until 48 h before its start; the server's refusal is toasted in French.
 *
 * @example await cancelReservation(reservation.id_reservation)
 */
export async function cancelReservation(reservationId: string): Promise<boolean> {
  try {
    await apiRequest('v2', `/reservation/annulation/gp/${reservationId}`, {
      method: 'PUT',
      secure: true,
      exemptFromLogout: true,
    });
  } catch {
    return false;
  }
  showToast('success', 'La réservation a été annulée.');
  await loadReservations();
  return true;
}

/** Spec 1 section 8: the family contacts added to a reservation, one or several. */
export const familyAddedTexts = {
  one: 'Le contact a bien été ajouté à la réservation',
  several: 'Les contacts ont bien été ajoutés à la réservation',
} as const;

/**
 * Adds family members to a reservation the player is on (`POST v2 invitation/reponse` with their contact
 * ids accepting: the places are counted like any accept, RESERVATION-019 past them), then the list reloads.
 *
 * @example await addFamilyToReservation(r.id_reservation, r.jetonInvitation, [5, 6])
 */
export async function addFamilyToReservation(
  reservationId: string,
  token: string,
  contactIds: number[],
): Promise<boolean> {
  if (contactIds.length === 0) return false;
  try {
    await withIdempotentRetry((idempotencyKey) =>
      apiRequest('v2', '/invitation/reponse', {
        method: 'POST',
        secure: true,
        idempotencyKey,
        body: {
          uuidReservation: reservationId,
          uuidInvitation: token,
          reponses: contactIds.map((idUser) => ({ idUser, reponse: 2, discounts: [] })),
        },
      }),
    );
  } catch {
    return false;
  }
  showToast('success', contactIds.length === 1 ? familyAddedTexts.one : familyAddedTexts.several);
  await loadReservations();
  return true;
}

/**
 * Draws the player's door code for a reservation they accepted (`POST v2 participant/generate-pin`), then
 * the list reloads with it (`monCodePin`).
 *
 * @example await generateParticipantPin(reservation.id_reservation)
 */
export async function generateParticipantPin(reservationId: string): Promise<boolean> {
  const player = signedInPlayer();
  if (!player) return false;
  try {
    await apiRequest('v2', '/participant/generate-pin', {
      method: 'POST',
      secure: true,
      body: { userId: player.userId, uuidReservation: reservationId },
    });
  } catch {
    return false;
  }
  showToast('success', 'Votre nouveau code PIN est prêt.');
  await loadReservations();
  return true;
}

let hadUser = false;
$session.subscribe(({ user }) => {
  if (user === null && hadUser) {
    // Spec 1 section 4: logout clears the invitation.
    $invitationState.set({ status: 'idle', invitation: null });
    $reservationsState.set(emptyReservations);
    clearAcceptStep();
  }
  hadUser = user !== null;
});

export {
  $acceptStep,
  type AcceptStep,
  acceptStepOf,
  clearAcceptStep,
  type KeptAnswer,
  keptAnswerFor,
  type PendingAcceptStep,
  takeKeptAnswer,
} from './accept-steps';
export { answerStatusTexts } from './answer-status';
export { fetchInvitationLink } from './link';
export { doorCodeHolders, type OfflineReservations, readOfflineCopy } from './offline-copy';
export { forgetInvitation, invitationStorageKeys, keptInvitation, keptInvitationPath } from './pending';
export { loadQrCode } from './qr-code';
export {
  ANSWER_LOCK_MINUTES,
  acceptDisabled,
  answerWords,
  canSubmit,
  invitationTexts,
  isFull,
  reservationStateTexts,
  type SubmitConditions,
  stateTexts,
} from './rules';
export type {
  InvitationAnswer,
  ReservationState,
  WireArrival,
  WireInvitation,
  WireParticipant,
  WireReservation,
  WireReservationLine,
  WireWaitingLine,
  WireWaitingSpot,
} from './types';
export {
  holdTime,
  joinWaitingList,
  keepForWaitingList,
  leaveWaitingList,
  waitingListTexts,
} from './waiting-list';

/** A player the caller played with before (`GET v2 anciens_equipiers`). */
export interface PastTeammate {
  idUser: number;
  idContact: number;
  pseudo: string;
}

/** The caller's past teammates; an empty list when the call fails (the HTTP layer says why). */
export async function loadPastTeammates(): Promise<PastTeammate[]> {
  try {
    const answer = await apiRequest<{ anciensEquipiers?: PastTeammate[] }>('v2', '/anciens_equipiers', {
      secure: true,
    });
    return answer?.anciensEquipiers ?? [];
  } catch {
    return [];
  }
}

/**
 * The organiser invites past teammates by mail (`POST v2 invitation/ancien_equipier`); on success the toast
 * says 'L'invitation a bien été envoyée' and the list reloads.
 *
 * @example await invitePastTeammates(id, [12, 15])
 */
export async function invitePastTeammates(reservationId: string, userIds: number[]): Promise<boolean> {
  try {
    await apiRequest('v2', '/invitation/ancien_equipier', {
      method: 'POST',
      secure: true,
      body: { uuidReservation: reservationId, idsEquipiers: userIds },
    });
  } catch {
    return false;
  }
  showToast('success', "L'invitation a bien été envoyée");
  await loadReservations();
  return true;
}
