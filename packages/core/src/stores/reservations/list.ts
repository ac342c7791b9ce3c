import { atom, type ReadableAtom } from 'nanostores';
import { isApiError } from '../../errors/api-error';
import { apiRequest } from '../../http';
import { isDeviceOffline } from '../../http/network-back';
import { signedInPlayer } from '../../session/signed-in';
import { $session } from '../../session/store';
import { keepOfflineCopy, readOfflineCopy } from './offline-copy';
import { loadQrCode } from './qr-code';
import type { WireReservationLine } from './types';

/** MES RÉSERVATIONS: the player's reservations, coming and past. */
export interface ReservationsState {
  isFetched: boolean;
  isLoading: boolean;
  reservations: WireReservationLine[];
  /** When the list shown was loaded from the server (ISO instant); `null` before any. */
  updatedAt: string | null;
  /**
   * The server could not be reached: the list is the copy kept on the device (coming games
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

let hadUser = false;
$session.subscribe(({ user }) => {
  // Spec 1 section 4: logout clears the player's data.
  if (user === null && hadUser) $reservationsState.set(emptyReservations);
  hadUser = user !== null;
});
