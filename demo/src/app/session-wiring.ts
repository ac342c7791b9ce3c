import {
  configure,
  initSession,
  keepInvitation,
  keptInvitation,
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
 * An invitation link opened with a session the server then ended (a token revoked or expired elsewhere):
 * the invitation is kept, its answer too if one was kept for it, so that the sign-in comes back to it
 * (`postLoginTarget`) rather than to MON COMPTE.
 */
function keepOpenInvitation(pathname: string): void {
  const [, reservationId, token] = /^\/invitation\/([^/]+)\/([^/]+)/.exec(pathname) ?? [];
  if (!reservationId || !token) return;
  const kept = keptInvitation();
  if (kept?.reservationId === reservationId && kept.token === token) return;
  keepInvitation({ reservationId, token, responses: [], toSave: false });
}

/**
 * Connects the session to the site (spec 1 section 4): 400/401 log out, any end of session goes to
 * /signin, the previous route is kept under `lastRoute`, another tab's login or logout is followed,
 * and the stored session loads. Returns the function that undoes the wiring (tests).
 */
export function wireSession(router: AppRouter): () => void {
  configure({
    onLogout: () => {
      // The server refused the session (400/401), not the player's own « Déconnexion » (which clears it).
      keepOpenInvitation(router.state.location.pathname);
      void logout({ revoke: false });
    },
  });
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
