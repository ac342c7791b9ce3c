import { atom, type ReadableAtom } from 'nanostores';
import { productNames } from '../../config';
import { isApiError } from '../../errors/api-error';
import { apiRequest } from '../../http';
import { UNKNOWN_ERROR_MESSAGE } from '../../messages';
import type { WireAddAnswer } from '../cart/types';
import { forgetPendingPick, keepPendingPick, readPendingPick } from './kept';
import { pendingPickTexts } from './texts';
import type { PendingPick, PlacedPick, PlacedPickOutcome } from './types';

/** Refusals that mean the slot itself is gone: taken meanwhile, past, closed or no longer offered. */
const GONE_CODES = new Set(['CRENEAU-001', 'CRENEAU-006', 'CRENEAU-012', 'CRENEAU-013', 'CRENEAU-014']);

// Pure: a bundle that never places a pick (the script-tag elements) drops it.
const $placed = /* @__PURE__ */ atom<PlacedPick | null>(null);

/**
 * The last pick put in the cart after a sign-in, for the cart page's message; `null` once shown and
 * cleared ({@link clearPlacedPick}). Kept in memory only: a return address is never read back from
 * storage or from an address, only from the server's answer.
 */
export const $placedPick: ReadableAtom<PlacedPick | null> = $placed;

/** Forgets the cart page's message. @example useEffect(() => clearPlacedPick, []) */
export function clearPlacedPick(): void {
  $placed.set(null);
}

/**
 * The partner page to go back to, as the server normalises it (`GET v2 {productKey}/retour`), when its
 * origin is registered for the hall; `null` otherwise or when the check fails (the way back is dropped).
 */
async function checkedReturnUrl(pick: PendingPick): Promise<string | null> {
  if (!pick.returnUrl) return null;
  try {
    const answer = await apiRequest<{ url?: unknown }>('v2', `/${productNames().routeSegment}/retour`, {
      query: { sCle: pick.hallKey, url: pick.returnUrl },
      silent: true,
    });
    return typeof answer?.url === 'string' && /^https?:\/\//.test(answer.url) ? answer.url : null;
  } catch {
    return null;
  }
}

type Added = { outcome: PlacedPickOutcome; message: string; isSessionEnded?: boolean };

async function addPick(pick: PendingPick): Promise<Added> {
  try {
    const answer = await apiRequest<WireAddAnswer>('v2', '/panier/ajout', {
      method: 'POST',
      secure: true,
      silent: true,
      body: { nIdSport: pick.sportId, nIdCreneau: pick.slotId, nIdZone: pick.zoneId },
    });
    const outcome = answer?._type === 'info' ? 'alreadyInCart' : 'added';
    return { outcome, message: pendingPickTexts.added };
  } catch (error) {
    if (
      isApiError(error) &&
      (error.status === 409 || (error.code !== undefined && GONE_CODES.has(error.code)))
    ) {
      return { outcome: 'unavailable', message: pendingPickTexts.unavailable };
    }
    return {
      outcome: 'refused',
      message: isApiError(error) ? error.message : UNKNOWN_ERROR_MESSAGE,
      isSessionEnded: isApiError(error) && error.status === 401,
    };
  }
}

/**
 * After a sign-in: puts the waiting pick in the player's cart (`POST v2 panier/ajout` with `nIdSport`,
 * `nIdCreneau`, `nIdZone`), forgets it, and asks the server whether the partner page may be offered as
 * the way back. The result is kept in {@link $placedPick} for the cart page. Resolves `null` when no
 * pick waits. Never rejects; no toast (the cart page says what happened). A 401 (the session ended
 * meanwhile) keeps the pick for the next sign-in.
 *
 * @example if (await placePendingPick()) navigate('/cart');
 */
export async function placePendingPick(): Promise<PlacedPick | null> {
  const pick = readPendingPick();
  if (!pick) return null;
  // Forgotten first: whatever happens next, a pick is never put in a cart twice.
  forgetPendingPick();
  const [{ isSessionEnded, ...added }, returnUrl] = await Promise.all([
    addPick(pick),
    checkedReturnUrl(pick),
  ]);
  // The session ended under the call (the site goes to /signin): the pick waits for the next sign-in.
  if (isSessionEnded) keepPendingPick(pick);
  const placed: PlacedPick = {
    ...added,
    hallKey: pick.hallKey,
    returnUrl,
    returnHost: returnUrl ? new URL(returnUrl).host : null,
  };
  $placed.set(placed);
  return placed;
}

export { describePendingPick, pickSummary } from './describe';
export { forgetPendingPick, keepPendingPick, PICK_LIFETIME_MS, readPendingPick } from './kept';
export { pickParamNames, pickSearch, readPickParams, webAddressOrNull } from './params';
export { pendingPickTexts } from './texts';
export type {
  KeptPick,
  PendingPick,
  PickDescription,
  PlacedPick,
  PlacedPickOutcome,
} from './types';
