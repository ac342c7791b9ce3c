import { atom, computed, type ReadableAtom } from 'nanostores';
import { $session } from '../../session/store';
import type { CartState } from './types';

const initialState: CartState = { cart: null, isLoading: false, isLoaded: false, error: null };

/** Writable inside the cart module only. */
export const $cartState = atom<CartState>(initialState);

/**
 * The player's cart: the cart (`null` before the first load or when logged out), the loading and loaded
 * flags (spec 2 section 4) and the last load error. Resets itself when the session's user turns `null`.
 *
 * @example $cart.subscribe(({ cart, isLoading }) => ...)
 */
export const $cart: ReadableAtom<CartState> = $cartState;

/**
 * Number of lines in the cart, for the header badge.
 *
 * @example $cartCount.get() // 2
 */
export const $cartCount: ReadableAtom<number> = computed($cartState, ({ cart }) => cart?.lines.length ?? 0);

/**
 * The planning slot ids of the cart's lines (their `nIdCreneau`), so the planning shows them in the cart
 * (green) as soon as an add has reloaded the cart, before its own reload.
 *
 * @example <PlanningPanel selectedSlotIds={useStore($cartSlotIds)} />
 */
export const $cartSlotIds: ReadableAtom<number[]> = computed($cartState, ({ cart }) =>
  (cart?.lines ?? []).flatMap((line) => (line.slotId === null ? [] : [line.slotId])),
);

/** Merges a change into the cart state. */
export function patchCart(change: Partial<CartState>): void {
  $cartState.set({ ...$cartState.get(), ...change });
}

const resetListeners = new Set<() => void>();

/** Runs `listener` whenever the cart resets (logout), e.g. to cancel pending quantity changes. */
export function onCartReset(listener: () => void): void {
  resetListeners.add(listener);
}

/**
 * Back to the empty, not loaded cart.
 *
 * @example resetCart();
 */
export function resetCart(): void {
  for (const listener of resetListeners) listener();
  $cartState.set(initialState);
}

// Logout clears the `cart` storage key; the store follows (design: stores reset when `user` turns null).
let hadUser = false;
$session.subscribe(({ user }) => {
  if (user === null && hadUser) resetCart();
  hadUser = user !== null;
});
