import { apiRequest } from '../../http';
import { formatTimeIn } from '../../rules/times';
import { showToast } from '../../toasts';
import { loadInvitation } from './load';
import { forgetInvitation, keepInvitation } from './pending';

/** French messages of the waiting list (beyond the spec). */
export const waitingListTexts = {
  join: 'Me prévenir si une place se libère',
  leave: "Quitter la liste d'attente",
  joined: "Vous êtes sur la liste d'attente\u00a0: nous vous écrirons dès qu'une place se libère.",
  left: "Vous avez quitté la liste d'attente.",
  position: (position: number) =>
    position === 1
      ? "Vous êtes le premier sur la liste d'attente."
      : `Vous êtes n° ${position} sur la liste d'attente.`,
  signIn: 'Connectez-vous pour être prévenu si une place se libère.',
  heldUntil: (time: string) =>
    `Une place s'est libérée\u00a0: elle vous est réservée jusqu'à ${time}. Acceptez l'invitation pour la prendre.`,
  organiserHeading: "LISTE D'ATTENTE",
  organiserHeld: (time: string) => `place réservée jusqu'à ${time}`,
  organiserWaiting: 'en attente',
} as const;

/** « 18h45 » of an ISO instant, in the reader's time zone (a hold's end). */
export const holdTime = (iso: string): string => formatTimeIn(new Date(iso), undefined);

async function send(method: 'POST' | 'DELETE', reservationId: string, token: string, message: string) {
  try {
    await apiRequest('v2', '/reservation/liste_attente', {
      method,
      secure: true,
      body: { uuidReservation: reservationId, uuidInvitation: token },
    });
  } catch {
    // The HTTP layer toasted the server's French refusal (a place is free, answers closed...).
    await loadInvitation(reservationId, token);
    return false;
  }
  forgetInvitation();
  showToast('success', message);
  await loadInvitation(reservationId, token);
  return true;
}

/**
 * A visitor wants to be told: the invitation is kept (no answer to send) so that the sign-in brings them
 * back to the page, where they join; the toast says why they must sign in.
 *
 * @example keepForWaitingList(id, token); navigate('/signin')
 */
export function keepForWaitingList(reservationId: string, token: string): void {
  keepInvitation({ reservationId, token, responses: [], toSave: false });
  showToast('info', waitingListTexts.signIn);
}

/**
 * Puts the signed-in player on a full reservation's waiting list (`POST v2 reservation/liste_attente`),
 * then reloads the invitation (their position shows).
 *
 * @example await joinWaitingList(sIdReservation, sJetonInvitation)
 */
export const joinWaitingList = (reservationId: string, token: string): Promise<boolean> =>
  send('POST', reservationId, token, waitingListTexts.joined);

/** Takes the player off the waiting list (`DELETE v2 reservation/liste_attente`). */
export const leaveWaitingList = (reservationId: string, token: string): Promise<boolean> =>
  send('DELETE', reservationId, token, waitingListTexts.left);
