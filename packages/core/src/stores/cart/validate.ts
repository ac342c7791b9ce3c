import { isApiError } from '../../errors/api-error';
import { apiRequest, withIdempotentRetry } from '../../http';
import { showToast } from '../../toasts';
import { requestPlanningReload } from '../planning';
import { loadCart } from './load';
import { mapReservations } from './mapper';
import { flushQuantityChanges } from './quantity';
import { cartTexts } from './texts';
import type { Reservation, WireValidateAnswer } from './types';

/**
 * Turns the cart into reservations (`POST v2 panier/valide` with `partagePaiement`, spec 2 section 4):
 * `shareBill` true splits the bill between the members, false has one pay all. Resolves the reservations,
 * or `null` on a failure: the caller stops its spinner; the toast is the server's reason when it gave one
 * (conventions, phone, safety video, slot taken), else 'Une erreur est survenue lors de la validation du
 * panier' (spec 2 section 8).
 *
 * Each call is one attempt with its own `Idempotency-Key` (a random UUID); when the server cannot be
 * reached the same attempt is sent once more with the same key, so a lost answer never books twice.
 *
 * `onRefused` receives the server's answer when it refused the booking (status and body), so a caller can
 * open the step it asks for (conventions, phone, safety video) without reading toasts.
 *
 * @example const reservations = await validateCart(true); if (reservations) navigate('/cart/payment');
 */
export async function validateCart(
  shareBill: boolean,
  onRefused?: (refusal: { status: number; body: unknown }) => void,
): Promise<Reservation[] | null> {
  await flushQuantityChanges();
  try {
    // One Idempotency-Key per attempt, sent again if the connection drops: never two bookings.
    const answer = await withIdempotentRetry((idempotencyKey) =>
      apiRequest<WireValidateAnswer>('v2', '/panier/valide', {
        method: 'POST',
        secure: true,
        silent: true,
        idempotencyKey,
        body: { partagePaiement: shareBill },
      }),
    );
    if (!answer?.bSucces) throw new Error('validation refused');
    await loadCart();
    requestPlanningReload();
    return mapReservations(answer);
  } catch (error) {
    const hasReason =
      isApiError(error) && error.status >= 402 && error.status < 500 && error.body !== undefined;
    if (hasReason) onRefused?.({ status: error.status, body: error.body });
    showToast('error', hasReason ? error.message : cartTexts.validationFailed);
    return null;
  }
}
