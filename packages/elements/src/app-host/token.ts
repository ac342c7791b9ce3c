/** The bridge an app may inject before the page loads (React Native's `injectedJavaScriptBeforeContentLoaded`). */
export interface AppTokenBridge {
  /** The player's v2 token now, or nothing for a visitor; asked on every call, so a refreshed one is used at once. */
  getToken(): string | null | undefined;
}

/** Where the token handed by the app is kept for the page's session (it survives back and forward). */
export const TOKEN_SESSION_KEY = 'multisalle-app-token';

/** The player's token as the app hands it over: the fragment, a `multisalle:token` message or the bridge. */
export interface AppToken {
  /** The token to send now: the bridge's when it gives one, else the last one handed over. */
  current(): string | null;
  /** Keeps a token the app posted (`multisalle:token`). */
  set(token: string): void;
  /** Forgets the kept token after the server refused it, so a reload does not send it again. */
  forgetRefused(): void;
}

function readSession(storage: Storage | undefined): string | null {
  try {
    return storage?.getItem(TOKEN_SESSION_KEY) ?? null;
  } catch {
    return null; // sessionStorage throws in some privacy modes: the token then lives in memory only.
  }
}

function writeSession(storage: Storage | undefined, token: string | null): void {
  try {
    if (token) storage?.setItem(TOKEN_SESSION_KEY, token);
    else storage?.removeItem(TOKEN_SESSION_KEY);
  } catch {
    // memory only, as above
  }
}

/**
 * Reads the token of the address's fragment (`#token=…`, never sent to any server), then drops the fragment
 * from the address and the history; keeps it, and each posted one, in sessionStorage so that going back to
 * the page (or a reload) still has the player. The injected bridge is asked on every call.
 *
 * @example const token = appToken(window); token.current();
 */
export function appToken(scope: Window & { MultisalleHost?: AppTokenBridge }): AppToken {
  let storage: Storage | undefined;
  try {
    storage = scope.sessionStorage;
  } catch {
    storage = undefined;
  }
  const fromFragment = new URLSearchParams(scope.location.hash.slice(1)).get('token');
  if (fromFragment) {
    scope.history.replaceState(scope.history.state, '', scope.location.pathname + scope.location.search);
    writeSession(storage, fromFragment);
  }
  let kept = fromFragment || readSession(storage);
  return {
    current() {
      const bridge = scope.MultisalleHost;
      if (bridge && typeof bridge.getToken === 'function') {
        try {
          const bridged = bridge.getToken();
          if (typeof bridged === 'string' && bridged !== '') return bridged;
        } catch {
          // A broken bridge counts as no token from it; the kept one still serves.
        }
      }
      return kept;
    },
    set(token) {
      kept = token;
      writeSession(storage, token);
    },
    forgetRefused() {
      kept = null;
      writeSession(storage, null);
    },
  };
}
