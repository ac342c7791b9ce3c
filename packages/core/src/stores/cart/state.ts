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
 * Line id → planning slot id: each line's `nIdCreneau`, and the slot of a line added from this page as
 * soon as it is added.
 */
export const $lineSlots = atom<ReadonlyMap<number, number>>(new Map());

/**
 * The planning slot ids of the cart lines known to this page, so the planning shows them in the cart
 * (green) as soon as they are added.
 *
 * @example <PlanningPanel selectedSlotIds={useStore($cartSlotIds)} />
 */
export const $cartSlotIds: ReadableAtom<number[]> = computed($lineSlots, (lineSlots) => [
  ...lineSlots.values(),
]);

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
  $lineSlots.set(new Map());
  $cartState.set(initialState);
}

// Logout clears the `cart` storage key; the store follows (design: stores reset when `user` turns null).
let hadUser = false;
$session.subscribe(({ user }) => {
  if (user === null && hadUser) resetCart();
  hadUser = user !== null;
});
