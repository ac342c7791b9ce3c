import { $cart, type CartState } from '@multisalle/core';
import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => $cart.listen(listener);
const read = () => $cart.get();

/**
 * The cart store's state, rendered again on each change (no `@nanostores/react`, so the script-tag
 * bundle carries nothing more).
 *
 * @example const { cart, isLoading } = useCart();
 */
export function useCart(): CartState {
  return useSyncExternalStore(subscribe, read, read);
}
