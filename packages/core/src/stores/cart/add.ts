import { isApiError } from '../../errors/api-error';
import { apiRequest } from '../../http';
import { showToast } from '../../toasts';
import { requestPlanningReload } from '../planning';
import type { Slot } from '../planning/types';
import { cartFailureOf } from './failure';
import { cartHoldTexts } from './texts';
import type { AddSlotResult, WireAddAnswer } from './types';

const pendingAdds = new Set<number>();

/**
 * Puts an available slot in the cart (`POST v2 panier/ajout`), which holds it for 15 minutes, without
 * reading the cart again: what {@link addSlotToCart} does, for a page that shows no cart (the planning's
 * script-tag bundle, which then carries no cart store). Does nothing when the slot is marked in the cart
 * or not available (spec 2 section 4). On success: the toast 'Créneau ajouté au panier', `afterAdd`, then
 * a planning reload. A refusal has shown its toast; its code says what to do (`MULTISALLE-002`: back to
 * the hall list), and `failure` what a host tells someone else (the mobile app).
 *
 * @example const result = await holdSlotInCart(slot, sport.id);
 */
export async function holdSlotInCart(
  slot: Slot,
  sportId: number,
  afterAdd?: () => Promise<unknown>,
): Promise<AddSlotResult> {
  if (slot.status === 'inCart' || pendingAdds.has(slot.id)) return { outcome: 'alreadyInCart' };
  if (slot.status !== 'available') return { outcome: 'ignored' };
  pendingAdds.add(slot.id);
  try {
    const answer = await apiRequest<WireAddAnswer>('v2', '/panier/ajout', {
      method: 'POST',
      secure: true,
      body: { nIdSport: sportId, nIdCreneau: slot.id, nIdZone: slot.zoneId },
    });
    const isInfo = answer?._type === 'info';
    showToast(isInfo ? 'info' : 'success', answer?._message || cartHoldTexts.added);
    await afterAdd?.();
    requestPlanningReload();
    return { outcome: isInfo ? 'alreadyInCart' : 'added' };
  } catch (error) {
    return {
      outcome: 'refused',
      code: isApiError(error) ? error.code : undefined,
      failure: cartFailureOf(error, cartHoldTexts.addFailed),
    };
  } finally {
    pendingAdds.delete(slot.id);
  }
}
