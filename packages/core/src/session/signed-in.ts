import { getConfig } from '../config';
import { $sessionState } from './store';
import { tokenUser } from './token';

/**
 * Whoever is signed in: the session's user, else the user of the v2 token the host hands over (an element
 * on a partner page or in the mobile app, where no session is started). `null` when nobody is.
 *
 * @example const player = signedInPlayer(); if (player) await loadDiscounts(player.userId, hallId)
 */
export function signedInPlayer(): { userId: number; contactId: number } | null {
  const user = $sessionState.get().user;
  if (user) return { userId: user.userId, contactId: user.contactId };
  const token = getConfig().getToken('v2');
  return token ? tokenUser(token) : null;
}
