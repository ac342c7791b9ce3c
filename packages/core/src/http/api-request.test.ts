import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, createMemoryStorage, resetConfig, type StorageLike } from '../config';
import { ApiError } from '../errors/api-error';
import {
  NETWORK_ERROR_MESSAGE,
  SERVICE_UNAVAILABLE_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  TIMEOUT_ERROR_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
} from '../messages';
import { onToast, onToastsCleared, type ToastMessage } from '../toasts';
import { apiRequest } from './index';
import { answering } from './test-fetch';

let storage: StorageLike;
let toasts: ToastMessage[];
let events: string[];
let stops: (() => void)[];

beforeEach(() => {
  storage = createMemoryStorage({ token: 'v2-token', 'fa-token': 'admin-token' });
  toasts = [];
  events = [];
  stops = [
    onToast((toast) => {
      toasts.push(toast);
      events.push(`toast:${toast.message}`);
    }),
    onToastsCleared(() => events.push('cleared')),
  ];
  configure({ storage, onLogout: () => events.push('logout') });
});

afterEach(() => {
  for (const stop of stops) stop();
  resetConfig();
});

function serve(status: number, body?: unknown) {
  const server = answering({ status, body });
  configure({ fetch: server.fetch });
  return server;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiRequest: success', () => {
  it('sends Idempotency-Key when given one, and none otherwise', async () => {
    const server = serve(200, { bSucces: true });
    await apiRequest('v2', '/panier/valide', { method: 'POST', idempotencyKey: 'cle-1' });
    await apiRequest('v2', '/panier/valide', { method: 'POST' });
    expect(server.requests[0]?.headers.get('idempotency-key')).toBe('cle-1');
    expect(server.requests[1]?.headers.has('idempotency-key')).toBe(false);
  });

  it('resolves the parsed body and calls the base of the call', async () => {
    const server = serve(200, { multisalleListe: [] });
    await expect(apiRequest('v2', '/multisalle', { query: { a: 1, b: undefined } })).resolves.toEqual({
      multisalleListe: [],
    });
    await apiRequest('admin', '/Connexion', { method: 'POST', body: { szIdentifiant: 'x' } });
    expect(server.requests[0]?.url).toBe('/api/v2/multisalle?a=1');
    expect(server.requests[1]?.url).toBe('/api/admin/Connexion');
    expect(server.requests[1]?.method).toBe('POST');
    expect(server.requests[1]?.body).toBe('{"szIdentifiant":"x"}');
    expect(toasts).toEqual([]);
  });

  it('resolves undefined on a 204 after a DELETE or a POST (spec 1 section 8)', async () => {
    serve(204);
    await expect(apiRequest('v2', '/panier/supprime/1', { method: 'DELETE' })).resolves.toBeUndefined();
    await expect(apiRequest('v2', '/panier/valide', { method: 'POST' })).resolves.toBeUndefined();
  });

  it('resolves undefined on an empty 200 body', async () => {
    configure({ fetch: answering(async () => new Response('', { status: 200 })).fetch });
    await expect(apiRequest('v2', '/x', { method: 'POST' })).resolves.toBeUndefined();
  });
});

describe('apiRequest: bearer chosen by base (spec 1 section 6)', () => {
  it('sends fa-token to the admin base and the v2 token to the v2 base on secure calls', async () => {
    const server = serve(200, {});
    await apiRequest('admin', '/grand-public/compte/modifie', { method: 'POST', secure: true });
    await apiRequest('v2', '/users/1', { secure: true });
    expect(server.requests[0]?.headers.get('authorization')).toBe('Bearer admin-token');
    expect(server.requests[1]?.headers.get('authorization')).toBe('Bearer v2-token');
  });

  it('sends no Authorization header when the call is not secure, or when there is no token', async () => {
    const server = serve(200, {});
    await apiRequest('v2', '/multisalle');
    storage.removeItem('token');
    await apiRequest('v2', '/users/1', { secure: true });
    expect(server.requests[0]?.headers.has('authorization')).toBe(false);
    expect(server.requests[1]?.headers.has('authorization')).toBe(false);
  });
});

describe('apiRequest: error rules (spec 1 section 8)', () => {
  it('toasts the catalogue message of sCodeErreur and rejects with its code', async () => {
    serve(409, { sCodeErreur: 'CRENEAU-006' });
    const error = await failure(apiRequest('v2', '/panier/modifie', { method: 'POST' }));
    expect(error).toMatchObject({ status: 409, code: 'CRENEAU-006', message: 'Ce créneau est déjà réservé' });
    expect(toasts).toMatchObject([{ kind: 'error', message: 'Ce créneau est déjà réservé' }]);
    // The code rides on the toast, for hosts that tell it on (the mobile app's pages).
    expect(toasts[0]?.code).toBe('CRENEAU-006');
  });

  it("toasts 'Une erreur inconnue s'est produite' for a code outside the catalogue", async () => {
    serve(500, { sCodeErreur: 'PANIER-999' });
    await failure(apiRequest('v2', '/panier'));
    expect(toasts.map((t) => t.message)).toEqual([UNKNOWN_ERROR_MESSAGE]);
    expect(UNKNOWN_ERROR_MESSAGE).toBe("Une erreur inconnue s'est produite");
  });

  it('treats a 200 body carrying sCodeErreur as a failure (legacy API)', async () => {
    serve(200, { sCodeErreur: 'PANIER-001' });
    const error = await failure(apiRequest('admin', '/panier'));
    expect(error.status).toBe(200);
    expect(toasts.map((t) => t.message)).toEqual(['Panier introuvable.']);
  });

  it('maps szErreur when it is a catalogue code, otherwise shows it as is', async () => {
    serve(500, { szErreur: 'UPLOAD-002' });
    await failure(apiRequest('v2', '/user/avatar', { method: 'POST' }));
    serve(500, { szErreur: 'Le serveur dit non' });
    await failure(apiRequest('v2', '/user/avatar', { method: 'POST' }));
    expect(toasts.map((t) => t.message)).toEqual([
      "La taille de l'image doit être inférieure à 5Mo",
      'Le serveur dit non',
    ]);
  });

  it('toasts szErreur on a 409', async () => {
    serve(409, { szErreur: 'Conflit de réservation' });
    await failure(apiRequest('v2', '/x', { method: 'POST' }));
    expect(toasts.map((t) => t.message)).toEqual(['Conflit de réservation']);
  });

  it('toasts detail, else the first violation, else description on a 422', async () => {
    const violations = [{ propertyPath: 'email', message: 'Email invalide' }, { message: 'second' }];
    serve(422, { detail: 'Détail', violations, description: 'Description' });
    await failure(apiRequest('v2', '/users', { method: 'POST' }));
    serve(422, { violations, description: 'Description' });
    await failure(apiRequest('v2', '/users', { method: 'POST' }));
    serve(422, { description: 'Description' });
    await failure(apiRequest('v2', '/users', { method: 'POST' }));
    expect(toasts.map((t) => t.message)).toEqual(['Détail', 'Email invalide', 'Description']);
  });

  it.each([403, 418])('toasts description on a %i', async (status) => {
    serve(status, { description: 'Accès refusé' });
    const error = await failure(apiRequest('v2', '/x'));
    expect(error.status).toBe(status);
    expect(toasts.map((t) => t.message)).toEqual(['Accès refusé']);
  });

  it('toasts the unknown-error text for a failure with no usable body', async () => {
    serve(500);
    await failure(apiRequest('v2', '/x'));
    expect(toasts.map((t) => t.message)).toEqual([UNKNOWN_ERROR_MESSAGE]);
  });

  it('names the configured product in the refused-booking message', async () => {
    configure({ productKey: 'salle' });
    serve(403, { sCodeErreur: 'MULTISALLE-002' });
    await failure(apiRequest('v2', '/panier/modifie', { method: 'POST' }));
    expect(toasts.map((t) => t.message)).toEqual(["Vous n'êtes pas autorisé à réserver dans cette salle"]);
  });

  it.each([400, 401])(
    'on a %i logs out, clears stored tokens and toasts, then says the session expired',
    async (status) => {
      serve(status, { description: 'JWT expired' });
      const error = await failure(apiRequest('v2', '/users/1', { secure: true }));
      expect(error.status).toBe(status);
      expect(error.message).toBe(SESSION_EXPIRED_MESSAGE);
      expect(events).toEqual(['logout', 'cleared', `toast:${SESSION_EXPIRED_MESSAGE}`]);
      expect(storage.getItem('token')).toBeNull();
      expect(storage.getItem('fa-token')).toBeNull();
    },
  );

  it.each([400, 401] as const)('tells onLogout which status (%i) refused the token', async (status) => {
    const statuses: number[] = [];
    configure({ onLogout: (refusedWith) => statuses.push(refusedWith) });
    serve(status, {});
    await failure(apiRequest('v2', '/users/1', { secure: true }));
    expect(statuses).toEqual([status]);
  });

  it("toasts the server's message on a 401 of an authentication call", async () => {
    serve(401, { sCodeErreur: 'CONNEXION-001' });
    await failure(apiRequest('v2', '/auth', { method: 'POST', isAuthCall: true }));
    serve(401, { message: 'Invalid credentials.' });
    await failure(apiRequest('v2', '/auth', { method: 'POST', isAuthCall: true }));
    expect(toasts.map((t) => t.message)).toEqual([
      'Identifiant ou mot de passe invalide.',
      'Invalid credentials.',
    ]);
    expect(events.filter((e) => e === 'logout')).toHaveLength(2);
  });

  it('does not log out on a 400 of the cancellation call, and toasts its message', async () => {
    serve(400, { sCodeErreur: 'RESERVATION-012' });
    const cancel = apiRequest('v2', '/reservation/annulation/gp/7', {
      method: 'PUT',
      secure: true,
      exemptFromLogout: true,
    });
    await failure(cancel);
    expect(events).toEqual(['toast:La date de début de la réservation est dépassée.']);
    expect(storage.getItem('token')).toBe('v2-token');
  });

  it('shows no toast on a silent call but still rejects and still logs out on 401', async () => {
    serve(401, {});
    await failure(apiRequest('admin', '/Connexion', { method: 'POST', silent: true }));
    expect(toasts).toEqual([]);
    expect(events).toEqual(['logout']);
  });

  it('toasts a French network message and rejects with status 0 when the server is unreachable', async () => {
    configure({ fetch: answering(() => Promise.reject(new TypeError('fetch failed'))).fetch });
    const error = await failure(apiRequest('v2', '/multisalle'));
    expect(error.status).toBe(0);
    expect(toasts.map((t) => t.message)).toEqual([NETWORK_ERROR_MESSAGE]);
  });

  it('gives up on a server that never answers: French timeout toast, status 0', async () => {
    // A fetch that hangs until its signal aborts, as a browser's does.
    const hanging = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      })) as typeof globalThis.fetch;
    configure({ fetch: hanging, requestTimeoutMs: 50 });
    const error = await failure(apiRequest('v2', '/multisalle'));
    expect(error.status).toBe(0);
    expect(error.message).toBe(TIMEOUT_ERROR_MESSAGE);
    expect(toasts.map((t) => t.message)).toEqual([TIMEOUT_ERROR_MESSAGE]);
  });

  it('says the service is momentarily unavailable on a 503', async () => {
    serve(503, { description: 'Le service est momentanément indisponible.' });
    const error = await failure(apiRequest('v2', '/multisalle'));
    expect(error.status).toBe(503);
    expect(toasts.map((t) => t.message)).toEqual([SERVICE_UNAVAILABLE_MESSAGE]);
  });

  it('rejects an aborted call without a toast', async () => {
    const controller = new AbortController();
    controller.abort();
    configure({ fetch: answering(() => Promise.reject(new DOMException('aborted', 'AbortError'))).fetch });
    await expect(apiRequest('v2', '/multisalle', { signal: controller.signal })).rejects.toBeTruthy();
    expect(toasts).toEqual([]);
  });
});

describe('apiRequest: calls held while offline (holdRequestsWhileOffline, the app pages)', () => {
  /** The browser's window as far as the hold reads it: `navigator.onLine` and the `online` event. */
  function goOffline() {
    const window = new EventTarget();
    const navigator = { onLine: false };
    vi.stubGlobal('navigator', navigator);
    vi.stubGlobal('addEventListener', window.addEventListener.bind(window));
    vi.stubGlobal('removeEventListener', window.removeEventListener.bind(window));
    return () => {
      navigator.onLine = true;
      window.dispatchEvent(new Event('online'));
    };
  }

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends calls made offline once the network is back, and no sooner', async () => {
    const server = serve(200, { bSucces: true });
    configure({ holdRequestsWhileOffline: true });
    const comeBack = goOffline();
    let isDone = false;
    const write = apiRequest('v2', '/panier/valide', { method: 'POST', body: {} }).then((answer) => {
      isDone = true;
      return answer;
    });
    const read = apiRequest('v2', '/verify-discount/ETE');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.requests).toEqual([]);
    expect(isDone).toBe(false);
    expect(toasts).toEqual([]);

    comeBack();
    expect(await write).toEqual({ bSucces: true });
    await read;
    expect(server.requests.map((request) => request.method).sort()).toEqual(['GET', 'POST']);
  });

  it('stops waiting when the caller aborts, and sends nothing', async () => {
    const server = serve(200, { bSucces: true });
    configure({ holdRequestsWhileOffline: true });
    goOffline();
    const controller = new AbortController();
    const write = apiRequest('v2', '/panier/code', { method: 'POST', signal: controller.signal });
    controller.abort(new Error('parti'));
    await expect(write).rejects.toThrow('parti');
    expect(server.requests).toEqual([]);
  });

  it('fails at once offline without the option (the site, partner pages): the network error is shown', async () => {
    const server = answering(async () => {
      throw new TypeError('Failed to fetch');
    });
    configure({ fetch: server.fetch });
    goOffline();
    const error = await failure(apiRequest('v2', '/panier/valide', { method: 'POST' }));
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
  });
});
