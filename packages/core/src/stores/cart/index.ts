import { apiRequest } from '../../http';
import { requestPlanningReload } from '../planning';
import type { Slot } from '../planning/types';
import { holdSlotInCart } from './add';
import { loadCart } from './load';
import { $cartSlotIds } from './state';
import type { AddSlotResult } from './types';

/**
 * Adds an available slot to the cart (`POST v2 panier/ajout`), which holds it for 15 minutes. Does
 * nothing when the slot is already in the cart or not available (spec 2 section 4). On success: the
 * toast 'Créneau ajouté au panier', a planning reload and a cart reload. A refusal has shown its toast;
 * its code says what to do (`MULTISALLE-002`: back to the hall list).
 *
 * @example const result = await addSlotToCart(slot, sport.id);
 */
export async function addSlotToCart(slot: Slot, sportId: number): Promise<AddSlotResult> {
  if ($cartSlotIds.get().includes(slot.id)) return { outcome: 'alreadyInCart' };
  return holdSlotInCart(slot, sportId, loadCart);
}

/**
 * Removes a line (`DELETE v2 panier/supprime/{id}`), which frees its hold, then reloads the cart and the
 * planning (spec 2 "Cart page": deleting then reloads the cart). Resolves `false` on a refusal.
 *
 * @example await removeCartLine(line.id);
 */
export async function removeCartLine(lineId: number): Promise<boolean> {
  let isRemoved = true;
  try {
    await apiRequest('v2', `/panier/supprime/${lineId}`, { method: 'DELETE', secure: true });
  } catch {
    isRemoved = false;
  }
  await loadCart();
  requestPlanningReload();
  return isRemoved;
}

/**
 * Extends every hold of the cart by 15 minutes from now (`POST v2 panier/prolonge`; RGAA 13.1: a time
 * limit can be extended), then reloads the cart for the new end. Resolves `false` on a refusal.
 *
 * @example await extendHold();
 */
export async function extendHold(): Promise<boolean> {
  try {
    await apiRequest('v2', '/panier/prolonge', { method: 'POST', secure: true });
  } catch {
    await loadCart();
    return false;
  }
  await loadCart();
  return true;
}

export { holdSlotInCart } from './add';
export { type CartFailure, cartFailureOf } from './failure';
export { applyWireCart, loadCart } from './load';
export { type MapCartOptions, mapCart, mapCartLine, mapReservations } from './mapper';
export { changeLineQuantity, flushQuantityChanges } from './quantity';
export { $cart, $cartCount, $cartSlotIds, resetCart } from './state';
export { cartTexts } from './texts';
export type {
  AddSlotResult,
  Cart,
  CartLine,
  CartLineDescription,
  CartLineType,
  CartState,
  Reservation,
  WireAddAnswer,
  WireCart,
  WireCartLine,
  WireValidateAnswer,
} from './types';
export { validateCart } from './validate';
