import {
  configure,
  initSession,
  logout,
  onSessionEnded,
  readStored,
  storageKeys,
  writeStored,
} from '@multisalle/core';

/** The part of a React Router data router the wiring uses. */
interface AppRouter {
  state: { location: { pathname: string; search: string } };
  subscribe(listener: (state: { location: { pathname: string; search: string } }) => void): () => void;
  navigate(to: string): unknown;
}

/**
 * Connects the session to the site (spec 1 section 4): 400/401 log out, any end of session goes to
 * /signin, the previous route is kept under `lastRoute`, another tab's login or logout is followed,
 * and the stored session loads. Returns the function that undoes the wiring (tests).
 */
export function wireSession(router: AppRouter): () => void {
  configure({ onLogout: () => void logout({ revoke: false }) });
  const stopEnded = onSessionEnded(() => {
    if (router.state.location.pathname !== '/signin') void router.navigate('/signin');
  });

  let current = router.state.location.pathname + router.state.location.search;
  const stopRoutes = router.subscribe(({ location }) => {
    const next = location.pathname + location.search;
    if (next === current) return;
    writeStored(storageKeys.lastRoute, current);
    current = next;
  });

  // Spec 1 section 4: a token that becomes empty logs out; otherwise it is reloaded.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== storageKeys.token) return;
    if (!readStored(storageKeys.token)) void logout({ revoke: false });
    else void initSession();
  };
  window.addEventListener('storage', onStorage);

  void initSession();
  return () => {
    stopEnded();
    stopRoutes();
    window.removeEventListener('storage', onStorage);
  };
}
