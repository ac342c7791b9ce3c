import { isApiError } from '../../errors/api-error';
import { acceptConditionCodes } from '../../errors/catalogue-conditions';
import { apiRequest, withIdempotentRetry } from '../../http';
import { refusalStep } from '../../phone';
import { showToast } from '../../toasts';
import { requestPlanningReload } from '../planning';
import { type CartFailure, cartFailureOf } from './failure';
import { loadCart } from './load';
import { mapReservations } from './mapper';
import { flushQuantityChanges } from './quantity';
import { cartHoldTexts } from './texts';
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
 * open the step it asks for (conventions, phone, safety video) without reading toasts. `onFailed` receives
 * every failure's stable code and the French text shown (see {@link cartFailureOf}; the conventions, phone
 * and video refusals as `MULTISALLE-003`, `-004`, `-005`), for a host that tells someone else (the mobile
 * app's `cart-refused`).
 *
 * @example const reservations = await validateCart(true); if (reservations) navigate('/cart/payment');
 */
export async function validateCart(
  shareBill: boolean,
  onRefused?: (refusal: { status: number; body: unknown }) => void,
  onFailed?: (failure: CartFailure) => void,
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
    const message = hasReason ? error.message : cartHoldTexts.validationFailed;
    showToast('error', message);
    // `panier/valide` refuses the conventions, the phone and the safety video with a bare 403 `description`
    // (the spec's wire): those get the codes the server gives the same conditions on an invitation accept
    // (MULTISALLE-003, -004, -005), so an app reads one code per condition wherever it is asked.
    const step = hasReason ? refusalStep(error.body) : null;
    const failure = cartFailureOf(error);
    onFailed?.({ code: step ? acceptConditionCodes[step] : failure.code, message });
    return null;
  }
}
