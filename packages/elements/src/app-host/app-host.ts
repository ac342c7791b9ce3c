import { NETWORK_ERROR_MESSAGE, SESSION_EXPIRED_MESSAGE, TIMEOUT_ERROR_MESSAGE } from '@multisalle/core';
import {
  type AppMessage,
  type AppPageName,
  appPageNames,
  BRIDGE_POLL_MS,
  dialogOutcomeTypes,
  invitationStepCodes,
  TOKEN_WAIT_MS,
} from '@multisalle/core/app-contract';
import { keepDialogsInHistory } from './dialog-history';
import { appPageView } from './page-view';
import { relayMessages } from './relays';
import { type AppWindow, createTell } from './tell';
import { appHostTexts, pagesNeedingPlayer } from './texts';
import { type AppToken, type AppTokenBridge, appToken } from './token';

/** The script of every element, loaded once the player is known (the page preloads it meanwhile). */
export const ELEMENTS_SCRIPT = '/embed/multisalle-elements.js';

/** The window as the host sees it: the app's bridges and the elements' global. */
export interface AppHostWindow extends AppWindow {
  MultisalleHost?: AppTokenBridge;
  Multisalle?: unknown;
  MultisalleAppHost?: AppHost;
}

/** Options of {@link startAppHost}. */
export interface AppHostOptions {
  /** The page's window. @default window */
  window?: AppHostWindow;
  /** How long the page waits for a token before it goes on without one (session-required or visitor). @default 2000 */
  tokenWaitMs?: number;
  /** How often a page without a usable token asks the injected bridge again. @default 500 */
  bridgePollMs?: number;
  /** Loads the elements' script. @default adds `<script src="/embed/multisalle-elements.js">` to the body */
  loadElements?: (onError: () => void) => void;
}

/** The handshake of an app page, as `window.MultisalleAppHost`. */
export interface AppHost {
  /** Tells the app a message (`{ type: 'multisalle:…', ...payload }`); the contract's `version` is added. */
  tell(message: AppMessage): void;
  /** The page, as the messages name it. */
  readonly page: AppPageName;
  /** Where the page is: waiting for the player, showing its element, or asking the app for a (new) token. */
  readonly state: 'loading' | 'shown' | 'session-required' | 'session-expired';
  /** Renders the element again with the current token (« Réessayer »). */
  retry(): void;
  /** Stops listening (tests). */
  stop(): void;
}

/** The page's name: `<html data-page>` (appPageHtml writes it), else the address (`/app/{page}/…`). */
function pageOf(scope: AppHostWindow): AppPageName {
  const named = scope.document.documentElement.dataset.page ?? scope.location.pathname.split('/')[2];
  return appPageNames.find((name) => name === named) ?? 'planning';
}

function defaultLoader(scope: AppHostWindow): (onError: () => void) => void {
  return (onError) => {
    const script = scope.document.createElement('script');
    script.src = ELEMENTS_SCRIPT;
    script.addEventListener('error', onError);
    scope.document.body.append(script);
  };
}

/** The elements' `configure` through their global, or the loader's queue the bundle runs first (global-api.ts). */
function configureElements(scope: AppHostWindow, options: object): boolean {
  const global = scope.Multisalle as
    | (((...args: unknown[]) => void) & { loaded?: true; q?: unknown[][] })
    | undefined;
  if (typeof global === 'function' && global.loaded) {
    global('configure', options);
    return true;
  }
  const calls: unknown[][] = global?.q ?? [];
  const queue = Object.assign((...args: unknown[]) => calls.push(args), { q: calls });
  queue('configure', options);
  scope.Multisalle = queue;
  return false;
}

/**
 * Starts the handshake of a mobile app page (`/app/…`): takes the player's token from the app (fragment,
 * `multisalle:token` message, injected `MultisalleHost.getToken()` bridge), posts `multisalle:ready`, shows a
 * loading state until the player is known, then the element (loading its script only then, so it never
 * renders for a player it does not know yet). Tells the app `session-required`, `session-expired`, `error`,
 * `connection`, `open-url` and `dialog-closed` (the app contract, version 2).
 *
 * A token posted before this script listens would be lost: the script sits in the page's `<head>`, so it
 * listens before anything else of the page runs, and `ready` says `hasToken: false` so that an app which
 * posted earlier posts again (the contract asks the app to answer `ready` with its token).
 *
 * @example startAppHost(); // in the page's <head>
 */
export function startAppHost(options: AppHostOptions = {}): AppHost {
  const scope = options.window ?? (window as AppHostWindow);
  const { document } = scope;
  const page = pageOf(scope);
  const tellApp = createTell(scope);
  const token: AppToken = appToken(scope);
  const load = options.loadElements ?? defaultLoader(scope);
  const stops: (() => void)[] = [];
  let state: AppHost['state'] = 'loading';
  let isDomReady = false;
  let isWaitOver = false;
  let isLoaded = false;
  let refused: string | null = null;
  let shownWith: string | null = null;

  // Whether a success was told since the last dialog opened: the dialog closing next is the page's own.
  let hasOutcome = false;
  const tell = (message: AppMessage) => {
    // A refused token makes the conventions element give up, which its page tells as the player's choice:
    // never so (contract: cancelled is only the player's), the app heard `session-expired`.
    if (state === 'session-expired' && message.type === 'multisalle:conventions-cancelled') return;
    if (dialogOutcomeTypes.includes(message.type)) hasOutcome = true;
    tellApp(message);
  };
  const onDialogOpened = () => {
    hasOutcome = false;
  };
  document.addEventListener('multisalle:dialog-opened', onDialogOpened);
  stops.push(() => document.removeEventListener('multisalle:dialog-opened', onDialogOpened));
  /** A dialog gone: the player's close is told; the page's own after a success is not (its success was). */
  const onDialogClosed = (title: string) => {
    if (hasOutcome) {
      hasOutcome = false;
      return;
    }
    tell({ type: 'multisalle:dialog-closed', page, dialog: title });
  };

  const onRefused = (status: 400 | 401) => {
    const current = token.current();
    // A visitor's call refused for its input is the element's to show; no token was refused.
    if (!current || state !== 'shown') return;
    refused = current;
    token.forgetRefused();
    state = 'session-expired';
    view.show({ kind: 'session-expired' });
    tell({ type: 'multisalle:session-expired', page, status });
  };

  const render = () => {
    shownWith = token.current();
    const isGlobalReady = configureElements(scope, {
      getToken: (base: string) => (base === 'v2' ? token.current() : null),
      onLogout: onRefused,
      // Offline, the player's actions wait for the network (the banner says so) rather than failing.
      holdRequestsWhileOffline: true,
    });
    if (!isGlobalReady && !isLoaded) {
      isLoaded = true;
      load(() => {
        isLoaded = false; // the next render tries again
        tell({
          type: 'multisalle:error',
          page,
          code: scope.navigator.onLine ? 'reseau' : 'hors-ligne',
          message: NETWORK_ERROR_MESSAGE,
        });
      });
    }
  };

  const show = () => {
    state = 'shown';
    view.show({ kind: 'shown' });
    render();
  };

  const decide = () => {
    if (!isDomReady || state === 'shown' || state === 'session-expired') return;
    if (token.current()) return show();
    if (!isWaitOver) return;
    if (!pagesNeedingPlayer.includes(page)) return show();
    if (state === 'session-required') return;
    state = 'session-required';
    view.show({ kind: 'session-required', message: appHostTexts.sessionRequired[page] });
    tell({ type: 'multisalle:session-required', page });
  };

  const retry = () => {
    refused = null;
    state = 'loading';
    isWaitOver = true;
    decide();
  };

  const view = appPageView(document, page, retry);

  /**
   * A new token from the app: a page waiting or refused goes on with it; a page shown to a visitor renders
   * again for the player. A refreshed token of the same player needs nothing: every call asks for it.
   */
  const onNewToken = () => {
    const current = token.current();
    if (!current) return;
    if (state === 'session-expired') {
      if (current !== refused) retry();
    } else if (state === 'shown') {
      if (shownWith === null) render();
    } else decide();
  };

  stops.push(
    relayMessages(scope, {
      onToken: (value) => {
        token.set(value);
        onNewToken();
      },
      tell,
      page: () => page,
      isQuiet: (message) => state === 'session-expired' || message === SESSION_EXPIRED_MESSAGE,
      isHandled: (code) => page === 'invitation' && invitationStepCodes.includes(code),
      networkMessages: [NETWORK_ERROR_MESSAGE, TIMEOUT_ERROR_MESSAGE],
      onBackOnline: () => {
        if (state === 'shown') render();
      },
      onConnection: (isOnline) => view.setOffline(!isOnline),
    }),
    keepDialogsInHistory(scope, onDialogClosed),
  );

  // Listening now: a token the app posts from here on is kept.
  tell({ type: 'multisalle:ready', page, hasToken: token.current() !== null });

  const poll = scope.setInterval(onNewToken, options.bridgePollMs ?? BRIDGE_POLL_MS);
  const wait = scope.setTimeout(() => {
    isWaitOver = true;
    decide();
  }, options.tokenWaitMs ?? TOKEN_WAIT_MS);
  stops.push(() => {
    scope.clearInterval(poll);
    scope.clearTimeout(wait);
  });

  const onDomReady = () => {
    isDomReady = true;
    const isOnline = scope.navigator.onLine !== false;
    view.setOffline(!isOnline);
    if (!isOnline) tell({ type: 'multisalle:connection', online: false });
    if (state === 'loading') view.show({ kind: 'loading' });
    decide();
  };
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', onDomReady, { once: true });
    stops.push(() => document.removeEventListener('DOMContentLoaded', onDomReady));
  } else onDomReady();

  const host: AppHost = {
    tell,
    page,
    get state() {
      return state;
    },
    retry,
    stop: () => {
      for (const stop of stops) stop();
    },
  };
  return host;
}
