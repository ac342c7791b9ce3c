import { $cart, $cartCount, $session, loadCart } from '@multisalle/core';
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';

/**
 * Number of lines in the logged-in player's cart, for the header badge; loads the cart once per login
 * when it is not loaded yet (a visitor's cart is empty).
 *
 * @example const count = useCartCount();
 */
export function useCartCount(): number {
  const count = useStore($cartCount);
  const { token } = useStore($session);
  const { isLoaded } = useStore($cart);
  // One try per token: a failed load has shown its toast and must not loop.
  const triedToken = useRef<string | null>(null);
  useEffect(() => {
    if (!token || isLoaded || triedToken.current === token) return;
    triedToken.current = token;
    void loadCart();
  }, [token, isLoaded]);
  return token ? count : 0;
}
