import { atom, type ReadableAtom } from 'nanostores';
import { isApiError } from '../../errors/api-error';
import { apiRequest } from '../../http';
import { signedInPlayer } from '../../session/signed-in';
import { $session } from '../../session/store';
import { clearAcceptStep } from './accept-steps';
import type { WireInvitation } from './types';

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
      // Any token goes, even one this page cannot read (expired, revoked, another format): the server says
      // whether it still stands, and a refused one is the session's end (the app hears session-expired), not
      // a visitor's page whose answers ask for the sign-in. Without a token, the call goes without one.
      secure: true,
      silent: true,
      query: { reservation: reservationId, invitation: token },
    });
    $invitationState.set({ status: invitation ? 'ready' : 'missing', invitation: invitation ?? null });
  } catch (error) {
    const isMissing = isApiError(error) && (error.status === 404 || error.status === 422);
    $invitationState.set({ status: isMissing ? 'missing' : 'error', invitation: null });
  }
}

let hadUser = false;
$session.subscribe(({ user }) => {
  if (user === null && hadUser) {
    // Spec 1 section 4: logout clears the invitation.
    $invitationState.set({ status: 'idle', invitation: null });
    clearAcceptStep();
  }
  hadUser = user !== null;
});
