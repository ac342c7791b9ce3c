import { apiRequest } from '../../http';
import { showToast } from '../../toasts';
import { loadReservations } from '../reservations/list';

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
