import { getConfig } from '../../config';
import { isApiError } from '../../errors/api-error';
import { apiRequest } from '../../http';
import { isDeviceOffline } from '../../http/network-back';
import { UNKNOWN_ERROR_MESSAGE } from '../../messages';
import { storageKeys, writeStored } from '../../storage';
import { mapCart } from './mapper';
import { patchCart, resetCart } from './state';
import type { WireCart } from './types';

let loadCount = 0;

function isLoggedIn(): boolean {
  return Boolean(getConfig().getToken('v2'));
}

/** Keeps the answer of a cart call: the store, the `cart` storage key (spec 2 section 3). */
export function applyWireCart(wire: WireCart): void {
  loadCount += 1;
  const cart = mapCart(wire);
  writeStored(storageKeys.cart, JSON.stringify(wire));
  patchCart({ cart, isLoading: false, isLoaded: true, error: null });
}

/**
 * Loads the player's cart (`GET v2 panier`), marking it loading then loaded (spec 2 section 4). A
 * visitor has no cart: it is loaded and empty without a call. Never rejects: a failure has shown its
 * toast and is kept in `error`.
 *
 * @example await loadCart(); $cart.get().cart?.lines
 */
export async function loadCart(): Promise<void> {
  if (!isLoggedIn()) {
    resetCart();
    patchCart({ isLoaded: true });
    return;
  }
  const current = ++loadCount;
  patchCart({ isLoading: true, error: null });
  try {
    // Every page loads the cart for the header's count: offline, that failure is no news.
    const wire = await apiRequest<WireCart>('v2', '/panier', { secure: true, silent: isDeviceOffline() });
    if (current !== loadCount) return;
    if (wire) applyWireCart(wire);
    else patchCart({ isLoading: false, isLoaded: true });
  } catch (error) {
    if (current !== loadCount) return;
    patchCart({ isLoading: false, error: isApiError(error) ? error.message : UNKNOWN_ERROR_MESSAGE });
  }
}
