import { atom, type ReadableAtom } from 'nanostores';
import type { SessionState } from './types';

const emptyState: SessionState = { token: null, user: null, profile: null, isLoading: false };

/** Writable inside the session module only. */
export const $sessionState = atom<SessionState>(emptyState);

/**
 * The session: the v2 token, the user it carries, the loaded profile and the profile's loading flag
 * (spec 1 section 4). Other stores reset themselves when `user` turns `null`.
 *
 * @example $session.subscribe(({ user, profile }) => ...)
 */
export const $session: ReadableAtom<SessionState> = $sessionState;

/** Merges a change into the session state. */
export function patchSession(change: Partial<SessionState>): void {
  $sessionState.set({ ...$sessionState.get(), ...change });
}

/** Back to logged out. */
export function clearSessionState(): void {
  $sessionState.set(emptyState);
}
