import { apiRequest } from '../../http';

/**
 * The invitation link of a reservation the caller organises (`GET v2 jeton_invitation/{id}`, spec 1), on
 * `origin` (the site's): `https://…/invitation/{id}/{jeton}`, the address friends open to answer. `null`
 * when it cannot be had (network, not the organiser): the caller offers MES RÉSERVATIONS instead. Silent:
 * no toast, the confirmation that asks for it says what to do.
 *
 * @example const link = await fetchInvitationLink(reservation.id, location.origin);
 */
export async function fetchInvitationLink(reservationId: string, origin: string): Promise<string | null> {
  try {
    const answer = await apiRequest<{ jetonInvitation?: string }>(
      'v2',
      `/jeton_invitation/${encodeURIComponent(reservationId)}`,
      { secure: true, silent: true },
    );
    if (!answer?.jetonInvitation) return null;
    return `${origin}/invitation/${encodeURIComponent(reservationId)}/${encodeURIComponent(answer.jetonInvitation)}`;
  } catch {
    return null;
  }
}
