import { isApiError } from '../../errors/api-error';
import { NETWORK_ERROR_MESSAGE } from '../../messages';
import { cartHoldTexts } from './texts';

/**
 * Why a cart call failed, for a host that must tell someone else (the mobile app's `cart-refused` and
 * `error` messages): `code` is the server's stable code (`CRENEAU-006`, `PANIER-005`,
 * `MULTISALLE-002`...), `hors-ligne` when the device is offline, `reseau` when the server could not be
 * reached; `message` is the French text shown to the player.
 */
export interface CartFailure {
  code: string;
  message: string;
}

/**
 * The {@link CartFailure} of an error thrown by a cart call: the server's code, `hors-ligne` or `reseau`
 * when no answer came, else `HTTP-{status}`.
 *
 * @example cartFailureOf(error) // { code: 'PANIER-005', message: "Le panier n'est pas payable." }
 */
export function cartFailureOf(
  error: unknown,
  fallbackMessage: string = cartHoldTexts.validationFailed,
): CartFailure {
  const isOffline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const noAnswer = isOffline ? 'hors-ligne' : 'reseau';
  if (!isApiError(error)) return { code: noAnswer, message: fallbackMessage };
  if (error.status === 0) return { code: noAnswer, message: NETWORK_ERROR_MESSAGE };
  return { code: error.code ?? `HTTP-${error.status}`, message: error.message || fallbackMessage };
}
