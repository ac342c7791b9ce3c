import { productNames } from '../../config';
import { isApiError } from '../../errors/api-error';
import { apiRequest } from '../../http';
import { messages } from '../../messages';
import { showToast } from '../../toasts';
import { applyWireCart } from '../cart/load';
import type { WireCart } from '../cart/types';
import type { Discount, WireDiscount } from './types';

export type { Discount, WireDiscount } from './types';

/** Maps a wire discount to plain names. */
export function mapDiscount(wire: WireDiscount): Discount {
  return {
    id: wire.id,
    label: wire.label,
    code: wire.codeReduction ?? null,
    isCumulative: wire.cumulative === true,
    isCumulativeWithCode: wire.codeCumulable === true,
    couponId: wire.couponId == null ? null : String(wire.couponId),
    amountCents: wire.valeur ?? null,
    percent: wire.valeurPourcent ?? null,
    usableUntil: wire.cartUsageEndDate ?? null,
  };
}

function isWireDiscount(value: unknown): value is WireDiscount {
  return typeof value === 'object' && value !== null && typeof (value as WireDiscount).id === 'number';
}

/**
 * The discounts the player may use in a hall (`GET v2 /user/{userId}/discount/multisalle/{hallId}`,
 * answer `{ statusBasedDiscounts }`). Resolves `null` when the call failed (its toast shown).
 *
 * @example const discounts = await loadDiscounts(user.userId, hall.id)
 */
export async function loadDiscounts(userId: number, hallId: number): Promise<Discount[] | null> {
  const { productKey } = productNames();
  try {
    const answer = await apiRequest<{ statusBasedDiscounts?: unknown }>(
      'v2',
      `/user/${userId}/discount/${productKey}/${hallId}`,
      { secure: true },
    );
    const list = Array.isArray(answer?.statusBasedDiscounts) ? answer.statusBasedDiscounts : [];
    return list.filter(isWireDiscount).map(mapDiscount);
  } catch {
    return null;
  }
}

/** The `description` of a refusal's body, when it has one. */
function descriptionOf(body: unknown): string | undefined {
  const description = (body as { description?: unknown } | undefined)?.description;
  return typeof description === 'string' && description.trim() !== '' ? description : undefined;
}

/**
 * Checks a discount code (`GET v2 /verify-discount/{code}`). Resolves the discount, or `null` after the
 * toast "Le code de réduction est invalide" when the server returns no discount (spec 2 section 5); a
 * known code the server refuses toasts its reason (expired, not valid yet, withdrawn, used up).
 *
 * @example const discount = await verifyDiscountCode('BIENVENUE10'); if (discount) await applyDiscount(discount.id)
 */
export async function verifyDiscountCode(code: string): Promise<Discount | null> {
  const trimmed = code.trim();
  if (trimmed === '') return null;
  try {
    const answer = await apiRequest<unknown>('v2', `/verify-discount/${encodeURIComponent(trimmed)}`, {
      secure: true,
      silent: true,
    });
    if (isWireDiscount(answer)) return mapDiscount(answer);
  } catch (error) {
    // Anything but "no such code" keeps its own message (network, session).
    if (isApiError(error) && error.status !== 404 && error.status !== 422) {
      showToast('error', error.message);
      return null;
    }
    if (isApiError(error) && error.status === 404) {
      showToast('error', descriptionOf(error.body) ?? messages.discountCodeInvalid);
      return null;
    }
  }
  showToast('error', messages.discountCodeInvalid);
  return null;
}

function keepCart(answer: WireCart | undefined): boolean {
  if (answer && Array.isArray(answer.contenu)) applyWireCart(answer);
  return true;
}

/**
 * Applies a discount to the player's cart (`POST v2 /add-discount/{id}/cart`); the cart it answers (with
 * `reductions`, total after discounts) goes into `$cart`. Resolves `false` when refused (its toast shown,
 * e.g. 409 not cumulative with one already applied).
 *
 * @example if (await applyDiscount(discount.id)) close()
 */
export async function applyDiscount(discountId: number): Promise<boolean> {
  try {
    return keepCart(
      await apiRequest<WireCart>('v2', `/add-discount/${discountId}/cart`, { method: 'POST', secure: true }),
    );
  } catch {
    return false;
  }
}

/**
 * Takes a discount off the cart (`DELETE v2 /remove-discount/cart/{cartUuid}/discount/{id}`); the cart it
 * answers goes into `$cart`. Resolves `false` when refused (its toast shown).
 *
 * @example await removeDiscount(cart.uuid, discount.id)
 */
export async function removeDiscount(cartUuid: string, discountId: number): Promise<boolean> {
  const path = `/remove-discount/cart/${encodeURIComponent(cartUuid)}/discount/${discountId}`;
  try {
    return keepCart(await apiRequest<WireCart>('v2', path, { method: 'DELETE', secure: true }));
  } catch {
    return false;
  }
}
