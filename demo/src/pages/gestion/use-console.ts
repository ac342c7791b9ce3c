import { type DependencyList, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fetchMe, type StaffMe } from './staff-api.ts';
import { asStaffError, onStaffSessionEnd, readStaffToken, type StaffApiError } from './staff-session.ts';

/** The sign-in page of the console. */
export const SIGN_IN_PATH = '/gestion/connexion';

/** What the sign-in page is given when a page sends a member there. */
export interface SignInState {
  /** Where to go back to once signed in. */
  from?: string;
  /** Why (« Session expirée… »), shown above the form. */
  notice?: string;
}

/** A call's state: loading, its answer, or its French error. */
export type Loadable<T> =
  | { status: 'loading' }
  | { status: 'loaded'; data: T }
  | { status: 'failed'; error: StaffApiError };

/**
 * Runs `load` when the page opens and when `deps` change (the previous call is aborted), and again on
 * `reload()`. `setData` replaces the answer after a change the page made itself.
 *
 * @example const { state, reload } = useStaffData((signal) => fetchStaff(hallKey, signal), [hallKey]);
 */
export function useStaffData<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList) {
  const [state, setState] = useState<Loadable<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps, and `attempt` for reload.
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'loaded', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', error: asStaffError(error) });
      },
    );
    return () => controller.abort();
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const setData = useCallback((data: T) => setState({ status: 'loaded', data }), []);
  return { state, reload, setData };
}

/**
 * Keeps the console's pages for signed-in staff: without a token, or once the session ends (a 401,
 * « Se déconnecter »), the page goes to the sign-in, which comes back here afterwards. `true` while a
 * token is there.
 */
export function useStaffGuard(): boolean {
  const navigate = useNavigate();
  const location = useLocation();
  const from = location.pathname + location.search;
  // Read once: a session that ends later goes to the sign-in through the listener, with its notice.
  const [hasToken] = useState(() => readStaffToken() !== null);

  useEffect(() => {
    if (!hasToken) {
      navigate(SIGN_IN_PATH, { replace: true, state: { from } satisfies SignInState });
      return;
    }
    return onStaffSessionEnd((end) => {
      const state: SignInState =
        end.reason === 'expired' ? { from, notice: end.message } : ({} satisfies SignInState);
      navigate(SIGN_IN_PATH, { replace: true, state });
    });
  }, [hasToken, from, navigate]);
  return hasToken;
}

/** The signed-in member and their halls (`moi`, asked once per session). */
export function useStaffMe() {
  // Without a token the guard is already on its way to the sign-in: nothing to ask.
  return useStaffData<StaffMe>(() => (readStaffToken() ? fetchMe() : new Promise(() => undefined)), []);
}

/**
 * Moves the focus to a page's heading when the console navigated to it (not on the tab's first page), so a
 * screen reader starts reading the new page.
 */
export function useHeadingFocus(heading: RefObject<HTMLElement | null>): void {
  const { key } = useLocation();
  const isFirstPage = key === 'default';
  useEffect(() => {
    if (!isFirstPage) heading.current?.focus();
  }, [heading, isFirstPage]);
}
