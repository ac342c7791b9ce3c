import { productNames } from '../config';
import { isApiError } from '../errors/api-error';
import { apiRequest } from '../http';
import { UNKNOWN_ERROR_MESSAGE } from '../messages';
import { clearStoredTokens, readStored, removeStored, storageKeys, writeStored } from '../storage';
import { forgetOfflineCopies } from '../storage/offline-vault';
import { readPendingPick } from '../stores/pending-pick/kept';
import { showToast } from '../toasts';
import { loadProfile } from './profile';
import { $sessionState, clearSessionState, patchSession } from './store';
import { isTokenUsable, tokenUser } from './token';

type AfterLoginCheck = () => Promise<unknown> | unknown;

let afterLoginCheck: AfterLoginCheck = () => undefined;
let pendingInvitationPath: () => string | null = () => null;
const endedListeners = new Set<() => void>();
let isLoggingOut = false;

/**
 * Sets the check run right after a successful login (spec 1 section 4, login step 2: the general-public
 * convention check, built by the conventions issue). Its failure does not undo the login.
 *
 * @default resolves at once
 * @example setAfterLoginCheck(() => checkConventions({ hallId: null }))
 */
export function setAfterLoginCheck(check: AfterLoginCheck = () => undefined): void {
  afterLoginCheck = check;
}

/**
 * Tells the post-login redirect where the stored invitation is (spec 1 section 4, login step 3), e.g.
 * `/invitation/{id}/{jeton}`; `null` when none. Set by the invitation issue.
 *
 * @default () => null
 */
export function setPendingInvitationPath(lookup: () => string | null = () => null): void {
  pendingInvitationPath = lookup;
}

/**
 * Where to go 1 s after login (spec 1 section 4, step 3): `/cart` when a slot picked on a partner's page
 * waits for the sign-in (it goes in the cart, see `placePendingPick`), else `'back'` when the last route
 * was a hall page, else the stored invitation, else `/profile`. Read it before placing the pick.
 *
 * @example const target = postLoginTarget(); await placePendingPick(); target === 'back' ? navigate(-1) : navigate(target)
 */
export function postLoginTarget(lastRoute: string | null = readStored(storageKeys.lastRoute)): string {
  // Not in spec 1: the partner's planning sent the visitor here to book that slot, so it wins.
  if (readPendingPick()) return '/cart';
  const segment = productNames().routeSegment;
  const hallPage = new RegExp(`^/${segment}/(?!article(?:-sport|-padel-park)?/)[^/?#]+/?(?:[?#].*)?$`);
  if (lastRoute && hallPage.test(lastRoute)) return 'back';
  return pendingInvitationPath() ?? '/profile';
}

/**
 * Listens to the end of a session (logout, 400/401, deletion, cut-off); returns the function that stops.
 * The site goes to /signin there.
 */
export function onSessionEnded(listener: () => void): () => void {
  endedListeners.add(listener);
  return () => {
    endedListeners.delete(listener);
  };
}

function authMessage(error: unknown): string {
  if (!isApiError(error)) return UNKNOWN_ERROR_MESSAGE;
  if (error.message !== UNKNOWN_ERROR_MESSAGE) return error.message;
  const description = (error.body as { description?: unknown } | undefined)?.description;
  return typeof description === 'string' && description !== '' ? description : error.message;
}

/** Starts the session from a stored v2 token: user from its payload, then the profile. */
async function startWith(token: string): Promise<boolean> {
  const user = tokenUser(token);
  if (!isTokenUsable(token) || !user) {
    logout({ revoke: false });
    return false;
  }
  patchSession({ token, user, profile: null });
  // Another player's offline copy never stays beside this player's.
  void forgetOfflineCopies({ except: user.userId });
  await loadProfile();
  return $sessionState.get().token !== null;
}

/**
 * Logs in (spec 1 section 4): the admin `Connexion` first (its failure is swallowed, its `szToken` kept
 * as `fa-token`), then the v2 `auth`, whose failure toasts the server's message and resolves `false`.
 * Then the after-login check and the profile.
 *
 * @example if (await login(email, password)) setTimeout(redirect, timings.postLoginRedirectDelayMs)
 */
export async function login(identifier: string, password: string): Promise<boolean> {
  const email = identifier.trim();
  const admin = await apiRequest<{ bSucces?: unknown; szToken?: string }>('admin', '/Connexion', {
    method: 'POST',
    body: { szIdentifiant: email, szMotDePasse: password },
    silent: true,
    exemptFromLogout: true,
  }).catch(() => undefined);
  let token: string | undefined;
  try {
    const answer = await apiRequest<{ token?: string }>('v2', '/auth', {
      method: 'POST',
      body: { email, password },
      silent: true,
      exemptFromLogout: true,
    });
    token = answer?.token;
  } catch (error) {
    showToast('error', authMessage(error));
    return false;
  }
  if (!token) {
    showToast('error', UNKNOWN_ERROR_MESSAGE);
    return false;
  }
  // A bSucces of 0 is ignored (spec 1 section 7).
  if (admin?.szToken && admin.bSucces !== 0) writeStored(storageKeys.adminToken, admin.szToken);
  writeStored(storageKeys.token, token);
  if (!(await startWith(token))) return false;
  try {
    await afterLoginCheck();
  } catch {
    // The check shows its own messages; the login stands.
  }
  return true;
}

/**
 * Loads the session at start-up (spec 1 section 4): no token, nothing; a token issued before the
 * cut-off, expired or unreadable logs out; otherwise the user and the profile load.
 *
 * @example await initSession()
 */
export async function initSession(): Promise<void> {
  const token = readStored(storageKeys.token);
  if (!token) {
    clearSessionState();
    return;
  }
  await startWith(token);
}

/**
 * Uses a token received from outside (the `/signin?token=` link, another tab): stores it and loads.
 *
 * @example await useToken(params.get('token'))
 */
export async function adoptToken(token: string): Promise<boolean> {
  writeStored(storageKeys.token, token);
  return startWith(token);
}

/**
 * Logs out (spec 1 section 4): tells the server (`POST v2 /logout`, best effort, unless `revoke` is
 * false), clears both tokens, the cart and the session, then tells listeners (the site goes to /signin)
 * when there was a session.
 *
 * @example await logout()
 */
export function logout(options: { revoke?: boolean } = {}): Promise<void> {
  if (isLoggingOut) return Promise.resolve();
  isLoggingOut = true;
  try {
    const hadSession = $sessionState.get().token !== null || readStored(storageKeys.token) !== null;
    const shouldRevoke = options.revoke !== false && readStored(storageKeys.token) !== null;
    // apiRequest reads the bearer before its first await, so storage can be cleared right after.
    const revoked = shouldRevoke
      ? apiRequest('v2', '/logout', { method: 'POST', secure: true, silent: true, exemptFromLogout: true })
      : Promise.resolve();
    // Both tokens and the offline copy of the player's reservations, then the cart.
    clearStoredTokens();
    removeStored(storageKeys.cart);
    clearSessionState();
    if (hadSession) for (const listener of [...endedListeners]) listener();
    return revoked.then(
      () => undefined,
      () => undefined,
    );
  } finally {
    isLoggingOut = false;
  }
}
