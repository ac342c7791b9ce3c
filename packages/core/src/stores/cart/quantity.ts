import { apiRequest } from '../../http';
import { clampLineQuantity } from '../../rules/cart';
import { timings } from '../../rules/constants';
import { applyWireCart, loadCart } from './load';
import { $cartState, onCartReset, patchCart } from './state';
import type { WireCart } from './types';

const pending = new Map<number, { timer: ReturnType<typeof setTimeout>; quantity: number }>();

async function send(lineId: number, quantity: number): Promise<void> {
  pending.delete(lineId);
  try {
    const wire = await apiRequest<WireCart>('v2', '/panier/modifie_ligne', {
      method: 'PUT',
      secure: true,
      body: { idLigne: lineId, quantite: quantity },
    });
    if (wire && Array.isArray(wire.contenu)) applyWireCart(wire);
    else await loadCart();
  } catch {
    await loadCart();
  }
}

/**
 * Changes a place/cours line's quantity: shown at once, sent (`PUT v2 panier/modifie_ligne`) after 1 s
 * without another change (spec 2 sections 4 and 9, `timings.cartQuantityDelayMs`). The quantity is
 * kept at 1 or more and at most the places left (spec 2 section 5). Resolves `false` when the value is
 * not a number (nothing is sent).
 *
 * @example changeLineQuantity(line.id, 3);
 */
export function changeLineQuantity(lineId: number, quantity: number): boolean {
  const cart = $cartState.get().cart;
  const line = cart?.lines.find((candidate) => candidate.id === lineId);
  if (!cart || !line) return false;
  const allowed = clampLineQuantity(
    quantity,
    line.type === 'place' || line.type === 'cours' ? line.placesLeft : 1,
  );
  if (allowed === null) return false;
  const previous = pending.get(lineId);
  if (previous) clearTimeout(previous.timer);
  const lines = cart.lines.map((candidate) =>
    candidate.id === lineId ? { ...candidate, quantity: allowed } : candidate,
  );
  patchCart({ cart: { ...cart, lines } });
  const timer = setTimeout(() => void send(lineId, allowed), timings.cartQuantityDelayMs);
  pending.set(lineId, { timer, quantity: allowed });
  return true;
}

/**
 * Sends the quantity changes still waiting for their delay, e.g. before validating the cart.
 *
 * @example await flushQuantityChanges();
 */
export async function flushQuantityChanges(): Promise<void> {
  const waiting = [...pending.entries()];
  for (const [, { timer }] of waiting) clearTimeout(timer);
  await Promise.all(waiting.map(([lineId, { quantity }]) => send(lineId, quantity)));
}

onCartReset(() => {
  for (const { timer } of pending.values()) clearTimeout(timer);
  pending.clear();
});
