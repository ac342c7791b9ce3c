import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AppHost, type AppHostWindow, startAppHost } from './app-host';
import { TOKEN_SESSION_KEY } from './token';

// The app pages' handshake in jsdom: the app is a fake React Native bridge that records every message.

interface Heard {
  type: string;
  [field: string]: unknown;
}

const scope = window as AppHostWindow;
let heard: Heard[];
let host: AppHost | undefined;
let loads: number;

function pageOf(name: string, tag: string, address: string): void {
  window.history.replaceState(null, '', address);
  document.documentElement.dataset.page = name;
  document.body.innerHTML = `<main><h1>TITRE</h1><div id="multisalle-app-etat" role="status"><p>Chargement…</p></div><${tag}></${tag}></main>`;
}

function start(): AppHost {
  host = startAppHost({ window: scope, tokenWaitMs: 30, bridgePollMs: 10, loadElements: () => (loads += 1) });
  return host;
}

/** The elements' global once their script ran: it records the `configure` calls. */
function elementsLoaded() {
  const configure = vi.fn();
  scope.Multisalle = Object.assign(configure, { loaded: true as const });
  return configure;
}

/** The `configure` calls queued for the elements' script before it arrived. */
const queued = () =>
  ((scope.Multisalle as { q?: unknown[][] } | undefined)?.q ?? []) as [
    string,
    { getToken(base: string): string | null; onLogout(status: number): void },
  ][];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const state = () => document.getElementById('multisalle-app-etat');

/** The app's native bridge: it receives each message's JSON text. */
const hear = (text: string) => heard.push(JSON.parse(text));

beforeEach(() => {
  heard = [];
  loads = 0;
  sessionStorage.clear();
  scope.ReactNativeWebView = { postMessage: hear };
});

afterEach(() => {
  host?.stop();
  host = undefined;
  scope.Multisalle = undefined;
  scope.MultisalleHost = undefined;
  scope.webkit = undefined;
  scope.MultisalleAndroid = undefined;
  delete document.documentElement.dataset.page;
});

describe("app pages' handshake: the token", () => {
  it('reads the fragment, drops it from the address, keeps it for the session, then shows the element', () => {
    pageOf('panier', 'multisalle-cart', '/app/panier#token=jeton-1');
    start();
    expect(heard[0]).toEqual({ type: 'multisalle:ready', version: 2, page: 'panier', hasToken: true });
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/app/panier');
    expect(sessionStorage.getItem(TOKEN_SESSION_KEY)).toBe('jeton-1');
    expect(loads).toBe(1);
    const [[command, options] = []] = queued();
    expect(command).toBe('configure');
    expect(options?.getToken('v2')).toBe('jeton-1');
    expect(options?.getToken('admin')).toBeNull();
    expect(document.querySelector('multisalle-cart')?.hasAttribute('hidden')).toBe(false);
    expect(state()?.hidden).toBe(true);
  });

  it('finds the token kept for the session after going back to the page', () => {
    sessionStorage.setItem(TOKEN_SESSION_KEY, 'jeton-garde');
    pageOf('moyen-de-paiement', 'multisalle-payment-means', '/app/moyen-de-paiement');
    start();
    expect(heard[0]).toMatchObject({ type: 'multisalle:ready', hasToken: true });
    expect(queued()[0]?.[1].getToken('v2')).toBe('jeton-garde');
  });

  it("shows « Chargement… » until a posted token comes, as an object or as React Native's JSON text", async () => {
    pageOf('panier', 'multisalle-cart', '/app/panier');
    start();
    expect(heard).toEqual([{ type: 'multisalle:ready', version: 2, page: 'panier', hasToken: false }]);
    expect(document.querySelector('multisalle-cart')?.hasAttribute('hidden')).toBe(true);
    expect(state()?.textContent).toBe('Chargement…');
    expect(loads).toBe(0);
    // React Native's webview.postMessage: a MessageEvent with no source, its data a string.
    document.dispatchEvent(
      new MessageEvent('message', { data: JSON.stringify({ type: 'multisalle:token', token: 'jeton-2' }) }),
    );
    expect(loads).toBe(1);
    expect(queued()[0]?.[1].getToken('v2')).toBe('jeton-2');
    expect(sessionStorage.getItem(TOKEN_SESSION_KEY)).toBe('jeton-2');
  });

  it('ignores a token posted by another frame', () => {
    pageOf('panier', 'multisalle-cart', '/app/panier');
    start();
    const other = document.createElement('iframe');
    document.body.append(other);
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'multisalle:token', token: 'intrus' },
        source: other.contentWindow,
      }),
    );
    expect(loads).toBe(0);
  });

  it('asks the injected bridge on every call', () => {
    let token = 'pont-1';
    scope.MultisalleHost = { getToken: () => token };
    pageOf('panier', 'multisalle-cart', '/app/panier');
    start();
    expect(heard[0]).toMatchObject({ hasToken: true });
    const getToken = queued()[0]?.[1].getToken;
    token = 'pont-2';
    expect(getToken?.('v2')).toBe('pont-2');
  });
});

describe("app pages' handshake: the native hosts", () => {
  it.each([
    ['iOS', () => (scope.webkit = { messageHandlers: { multisalle: { postMessage: hear } } })],
    ['Android', () => (scope.MultisalleAndroid = { postMessage: hear })],
  ])(
    "%s: ready first as JSON text, then the token posted by the app's script shows the element",
    (_, inject) => {
      scope.ReactNativeWebView = undefined;
      inject();
      pageOf('moyen-de-paiement', 'multisalle-payment-means', '/app/moyen-de-paiement');
      start();
      expect(heard).toEqual([
        { type: 'multisalle:ready', version: 2, page: 'moyen-de-paiement', hasToken: false },
      ]);
      // evaluateJavaScript / evaluateJavascript running `window.postMessage(…)`: the page's own window sends it.
      window.dispatchEvent(
        new MessageEvent('message', { data: { type: 'multisalle:token', token: 'natif' }, source: window }),
      );
      expect(loads).toBe(1);
      expect(queued()[0]?.[1].getToken('v2')).toBe('natif');
    },
  );
});

describe("app pages' handshake: no token, a refused token", () => {
  it('asks the app for a player after the wait on a page that needs one, with a French message', async () => {
    pageOf('panier', 'multisalle-cart', '/app/panier');
    start();
    await wait(60);
    expect(heard.slice(1)).toEqual([{ type: 'multisalle:session-required', version: 2, page: 'panier' }]);
    expect(state()?.textContent).toBe("Connectez-vous dans l'application pour voir votre panier.");
    expect(document.querySelector('multisalle-cart')?.hasAttribute('hidden')).toBe(true);
    expect(loads).toBe(0);
    // The app signs the player in, then hands the token over: the page goes on by itself.
    window.postMessage({ type: 'multisalle:token', token: 'jeton-3' }, '*');
    await wait(10);
    expect(loads).toBe(1);
    expect(state()?.hidden).toBe(true);
  });

  it('shows the planning to a visitor after the wait, asking nothing, and renders it again for a player', async () => {
    pageOf('planning', 'multisalle-planning', '/app/planning/padel-park');
    start();
    await wait(60);
    expect(heard.map((message) => message.type)).toEqual(['multisalle:ready']);
    expect(loads).toBe(1);
    expect(queued()).toHaveLength(1);
    window.postMessage({ type: 'multisalle:token', token: 'joueur' }, '*');
    await wait(10);
    expect(queued()).toHaveLength(2);
    // A refreshed token of the same player renders nothing again: every call asks for the token.
    window.postMessage({ type: 'multisalle:token', token: 'joueur-rafraichi' }, '*');
    await wait(10);
    expect(queued()).toHaveLength(2);
    expect(queued()[1]?.[1].getToken('v2')).toBe('joueur-rafraichi');
  });

  it('says session-expired on a 401 (never a cancel), offers « Réessayer », and retries when the bridge gives a new token', async () => {
    let token = 'perime';
    scope.MultisalleHost = { getToken: () => token };
    pageOf('conventions', 'multisalle-conventions', '/app/conventions');
    start();
    const onLogout = queued()[0]?.[1].onLogout;
    const configure = elementsLoaded();
    onLogout?.(401);
    expect(heard.at(-1)).toEqual({
      type: 'multisalle:session-expired',
      version: 2,
      page: 'conventions',
      status: 401,
    });
    host?.tell({ type: 'multisalle:conventions-cancelled', hallId: null });
    expect(heard.at(-1)?.type).toBe('multisalle:session-expired');
    expect(state()?.textContent).toContain('Votre session a expiré.');
    expect(state()?.querySelector('button')?.textContent).toBe('Réessayer');
    expect(document.querySelector('multisalle-conventions')?.hasAttribute('hidden')).toBe(true);
    await wait(30);
    expect(configure).not.toHaveBeenCalled(); // the same refused token: nothing retried
    token = 'neuf';
    await wait(30);
    expect(configure).toHaveBeenCalledTimes(1);
    expect(host?.state).toBe('shown');
    expect(document.querySelector('multisalle-conventions')?.hasAttribute('hidden')).toBe(false);
  });

  it('retries with « Réessayer », and forgets the refused token kept for the session', () => {
    pageOf('panier', 'multisalle-cart', '/app/panier#token=refuse');
    start();
    const onLogout = queued()[0]?.[1].onLogout;
    const configure = elementsLoaded();
    onLogout?.(400);
    expect(heard.at(-1)).toMatchObject({ type: 'multisalle:session-expired', status: 400 });
    expect(sessionStorage.getItem(TOKEN_SESSION_KEY)).toBeNull();
    window.postMessage({ type: 'multisalle:token', token: 'autre' }, '*');
    return wait(10).then(() => {
      expect(configure).toHaveBeenCalledTimes(1);
      expect(host?.state).toBe('shown');
    });
  });
});

describe("app pages' handshake: network, links, dialogs, errors", () => {
  it("tells the network's comings and goings, shows the banner, and reloads what failed offline", () => {
    pageOf('panier', 'multisalle-cart', '/app/panier#token=jeton');
    start();
    const configure = elementsLoaded();
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(document.getElementById('multisalle-app-hors-ligne')?.textContent).toMatch(
      /^Vous êtes hors ligne/,
    );
    const cart = document.querySelector('multisalle-cart') as HTMLElement;
    cart.dispatchEvent(
      new CustomEvent('multisalle:toast', {
        bubbles: true,
        composed: true,
        detail: {
          kind: 'error',
          message: 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
        },
      }),
    );
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(heard.slice(1)).toEqual([
      { type: 'multisalle:connection', version: 2, online: false },
      {
        type: 'multisalle:error',
        version: 2,
        page: 'panier',
        code: 'hors-ligne',
        message: 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
        retryable: true,
      },
      { type: 'multisalle:connection', version: 2, online: true },
    ]);
    expect(document.getElementById('multisalle-app-hors-ligne')?.textContent).toBe('');
    expect(configure).toHaveBeenCalledTimes(1);
    onLine.mockRestore();
  });

  it("tells a call left unanswered while online as reseau, and a field's own error not at all", () => {
    pageOf('panier', 'multisalle-cart', '/app/panier#token=jeton');
    start();
    const cart = document.querySelector('multisalle-cart') as HTMLElement;
    const toast = (message: string) =>
      cart.dispatchEvent(
        new CustomEvent('multisalle:toast', {
          bubbles: true,
          composed: true,
          detail: { kind: 'error', message },
        }),
      );
    toast('Le serveur met trop de temps à répondre. Vérifiez votre connexion et réessayez.');
    toast('Le code saisi est trop court.');
    expect(heard.slice(1)).toEqual([
      {
        type: 'multisalle:error',
        version: 2,
        page: 'panier',
        code: 'reseau',
        message: 'Le serveur met trop de temps à répondre. Vérifiez votre connexion et réessayez.',
        retryable: true,
      },
    ]);
  });

  it("tells a server's coded error once, even when a page script tells it too", () => {
    pageOf('panier', 'multisalle-cart', '/app/panier#token=jeton');
    start();
    const detail = { kind: 'error', message: 'Ce créneau est déjà réservé', code: 'CRENEAU-006' };
    document
      .querySelector('multisalle-cart')
      ?.dispatchEvent(new CustomEvent('multisalle:toast', { bubbles: true, detail }));
    host?.tell({ type: 'multisalle:error', page: 'panier', code: 'CRENEAU-006', message: detail.message });
    expect(heard.filter((message) => message.type === 'multisalle:error')).toEqual([
      {
        type: 'multisalle:error',
        version: 2,
        page: 'panier',
        code: 'CRENEAU-006',
        message: detail.message,
        retryable: false,
      },
    ]);
  });

  it('tells a new-window link inside a shadow root as open-url and keeps the webview where it is', () => {
    pageOf('conventions', 'multisalle-conventions', '/app/conventions#token=jeton');
    start();
    const element = document.querySelector('multisalle-conventions') as HTMLElement;
    const shadow = element.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<a href="https://example.fr/cgu" target="_blank">Lire les conditions</a>';
    const click = new MouseEvent('click', { bubbles: true, composed: true, cancelable: true });
    shadow.querySelector('a')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(heard.at(-1)).toEqual({ type: 'multisalle:open-url', version: 2, url: 'https://example.fr/cgu' });
  });

  it('gives an open dialog a history entry: back closes it, its own close pops the entry', () => {
    pageOf('panier', 'multisalle-cart', '/app/panier#token=jeton');
    start();
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const before = window.history.length;
    const close = vi.fn();
    const detail = { title: 'AJOUT CODE RÉDUCTION', close };
    const cart = document.querySelector('multisalle-cart') as HTMLElement;
    const dialogEvent = (type: string) => new CustomEvent(type, { bubbles: true, composed: true, detail });
    cart.dispatchEvent(dialogEvent('multisalle:dialog-opened'));
    expect(window.history.length).toBe(before + 1);
    // Back: the entry is gone, the dialog asked to close; its closing is then told, with no second back.
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(close).toHaveBeenCalledTimes(1);
    cart.dispatchEvent(dialogEvent('multisalle:dialog-closed'));
    expect(back).not.toHaveBeenCalled();
    expect(heard.at(-1)).toEqual({
      type: 'multisalle:dialog-closed',
      version: 2,
      page: 'panier',
      dialog: 'AJOUT CODE RÉDUCTION',
    });
    // Opened again and closed by its own button: the page pops its entry itself, and ignores that popstate.
    cart.dispatchEvent(dialogEvent('multisalle:dialog-opened'));
    cart.dispatchEvent(dialogEvent('multisalle:dialog-closed'));
    expect(back).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(close).toHaveBeenCalledTimes(1);
    expect(heard.filter((message) => message.type === 'multisalle:dialog-closed')).toHaveLength(2);
    back.mockRestore();
  });

  it("tells no dialog-closed for a dialog the page closes after its success; the player's close is told", () => {
    pageOf('moyen-de-paiement', 'multisalle-payment-means', '/app/moyen-de-paiement#token=jeton');
    host = start();
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const detail = { title: 'MOYEN DE PAIEMENT', close: vi.fn() };
    const panel = document.querySelector('multisalle-payment-means') as HTMLElement;
    const dialogEvent = (type: string) => new CustomEvent(type, { bubbles: true, composed: true, detail });
    const closedTold = () => heard.filter((message) => message.type === 'multisalle:dialog-closed');
    // Saved: the page closes its dialog itself, after telling the success.
    panel.dispatchEvent(dialogEvent('multisalle:dialog-opened'));
    host.tell({ type: 'multisalle:payment-means-saved', alias: null });
    panel.dispatchEvent(dialogEvent('multisalle:dialog-closed'));
    expect(closedTold()).toEqual([]);
    // Opened again and closed by the player: told.
    panel.dispatchEvent(dialogEvent('multisalle:dialog-opened'));
    panel.dispatchEvent(dialogEvent('multisalle:dialog-closed'));
    expect(closedTold()).toEqual([
      {
        type: 'multisalle:dialog-closed',
        version: 2,
        page: 'moyen-de-paiement',
        dialog: 'MOYEN DE PAIEMENT',
      },
    ]);
    back.mockRestore();
  });

  it('tells no error for a code the invitation page answers by opening its step (MULTISALLE-003 to 006)', () => {
    pageOf('invitation', 'multisalle-invitation', '/app/invitation/R1/J1#token=jeton');
    start();
    const panel = document.querySelector('multisalle-invitation') as HTMLElement;
    const toast = (code: string, message: string) =>
      panel.dispatchEvent(
        new CustomEvent('multisalle:toast', {
          bubbles: true,
          composed: true,
          detail: { kind: 'error', message, code },
        }),
      );
    toast('MULTISALLE-003', 'Veuillez valider les conventions de la salle.');
    toast('MULTISALLE-006', 'Veuillez enregistrer une carte.');
    toast('CRENEAU-006', 'Ce créneau est déjà réservé');
    expect(
      heard.filter((message) => message.type === 'multisalle:error').map((message) => message.code),
    ).toEqual(['CRENEAU-006']);
  });
});
