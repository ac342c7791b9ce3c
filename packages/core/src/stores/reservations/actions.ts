import { apiRequest, withIdempotentRetry } from '../../http';
import { signedInPlayer } from '../../session/signed-in';
import { showToast } from '../../toasts';
import { loadReservations } from './list';

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
