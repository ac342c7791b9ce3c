import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, createMemoryStorage, resetConfig, type StorageLike } from '../../config';
import { clearSessionState, patchSession } from '../../session/store';
import { onToast, type ToastMessage } from '../../toasts';
import { $planningReload } from '../planning';
import type { Slot } from '../planning/types';
import {
  $cart,
  $cartCount,
  $cartSlotIds,
  addSlotToCart,
  changeLineQuantity,
  extendHold,
  loadCart,
  removeCartLine,
  resetCart,
  validateCart,
} from './index';
import { fakeCartServer, wireLine } from './test-cart';

const slot: Slot = {
  id: 4242,
  zoneId: 3,
  zoneLabel: 'Court 1',
  startsAt: new Date('2026-11-23T09:00:00+01:00'),
  endsAt: new Date('2026-11-23T10:30:00+01:00'),
  durationMinutes: 90,
  status: 'available',
  type: 'court',
  priceCents: 5000,
  perPersonCents: 1250,
  oldPriceCents: null,
  recommendedPlayers: 4,
  maxParticipants: null,
  filled: null,
  level: null,
};

let toasts: ToastMessage[];
let stopToasts: () => void;
let storage: StorageLike;

function useServer(options: Parameters<typeof fakeCartServer>[0] = {}) {
  const server = fakeCartServer(options);
  configure({ apiBase: '/api/v2', fetch: server.fetch, storage, getToken: () => 'jeton-v2' });
  return server;
}

beforeEach(() => {
  storage = createMemoryStorage();
  toasts = [];
  stopToasts = onToast((toast) => toasts.push(toast));
  resetCart();
});

afterEach(() => {
  stopToasts();
  vi.useRealTimers();
  resetCart();
  clearSessionState();
  resetConfig();
});

describe('loadCart', () => {
  it('loads the cart with its lines, hold end and count, and keeps it under the cart storage key', async () => {
    const server = useServer({ lines: [wireLine(1), wireLine(2, { typeCreneau: 'place', nb_place: 6 })] });
    const loading = loadCart();
    expect($cart.get().isLoading).toBe(true);
    await loading;
    const { cart, isLoaded, isLoading } = $cart.get();
    expect({ isLoaded, isLoading }).toEqual({ isLoaded: true, isLoading: false });
    expect(cart?.lines.map((line) => [line.id, line.type, line.placesLeft])).toEqual([
      [1, 'court', null],
      [2, 'place', 6],
    ]);
    expect(cart?.holdExpiresAt?.toISOString()).toBe('2026-11-23T07:15:00.000Z');
    expect($cartCount.get()).toBe(2);
    expect(server.requests[0]).toMatchObject({
      method: 'GET',
      path: '/panier',
      authorization: 'Bearer jeton-v2',
    });
    expect(storage.getItem('cart')).toContain('"uuid"');
  });

  it('marks the planning slot of every line the server gives an nIdCreneau, and drops removed ones', async () => {
    const server = useServer({
      lines: [wireLine(1, { nIdCreneau: 4242 }), wireLine(2, { nIdCreneau: 4343 })],
    });
    await loadCart();
    expect($cart.get().cart?.lines.map((line) => line.slotId)).toEqual([4242, 4343]);
    expect($cartSlotIds.get()).toEqual([4242, 4343]);
    await removeCartLine(1);
    expect(server.lines().map((line) => line.id)).toEqual([2]);
    expect($cartSlotIds.get()).toEqual([4343]);
  });

  it('gives a visitor an empty loaded cart without calling the server', async () => {
    const server = fakeCartServer();
    configure({ apiBase: '/api/v2', fetch: server.fetch, storage, getToken: () => null });
    await loadCart();
    expect($cart.get()).toMatchObject({ cart: null, isLoaded: true });
    expect(server.requests).toHaveLength(0);
  });
});

describe('addSlotToCart (spec 2 section 4)', () => {
  it('adds an available slot, toasts Créneau ajouté au panier, reloads the planning and marks the slot', async () => {
    const server = useServer();
    const reloads = $planningReload.get();
    const result = await addSlotToCart(slot, 2);
    expect(result).toEqual({ outcome: 'added' });
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      path: '/panier/ajout',
      body: { nIdSport: 2, nIdCreneau: 4242, nIdZone: 3 },
    });
    expect(toasts).toContainEqual(
      expect.objectContaining({ kind: 'success', message: 'Créneau ajouté au panier' }),
    );
    expect($planningReload.get()).toBe(reloads + 1);
    expect($cartCount.get()).toBe(1);
    expect($cartSlotIds.get()).toEqual([4242]);
  });

  it('4: does nothing for a slot already in the cart or not available', async () => {
    const server = useServer();
    expect(await addSlotToCart({ ...slot, status: 'inCart' }, 2)).toEqual({ outcome: 'alreadyInCart' });
    expect(await addSlotToCart({ ...slot, status: 'booked' }, 2)).toEqual({ outcome: 'ignored' });
    await addSlotToCart(slot, 2);
    expect(await addSlotToCart(slot, 2)).toEqual({ outcome: 'alreadyInCart' });
    expect(server.requests.filter((request) => request.path === '/panier/ajout')).toHaveLength(1);
  });

  it('reports the code of a refusal after its French toast (MULTISALLE-002: back to the hall list)', async () => {
    useServer({
      overrides: {
        'POST /panier/ajout': {
          status: 403,
          body: {
            sCodeErreur: 'MULTISALLE-002',
            szErreur: "Vous n'êtes pas autorisé à réserver dans cette multisalle",
          },
        },
      },
    });
    expect(await addSlotToCart(slot, 2)).toEqual({
      outcome: 'refused',
      code: 'MULTISALLE-002',
      // What a host tells someone else (the mobile app's `multisalle:error`).
      failure: {
        code: 'MULTISALLE-002',
        message: "Vous n'êtes pas autorisé à réserver dans cette multisalle",
      },
    });
    expect(toasts.at(-1)?.kind).toBe('error');
    expect($cartCount.get()).toBe(0);
  });
});

describe('removeCartLine', () => {
  it('deletes the line, then reloads the cart and the planning', async () => {
    const server = useServer({ lines: [wireLine(1), wireLine(2)] });
    await loadCart();
    const reloads = $planningReload.get();
    expect(await removeCartLine(1)).toBe(true);
    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /panier',
      'DELETE /panier/supprime/1',
      'GET /panier',
    ]);
    expect($cart.get().cart?.lines.map((line) => line.id)).toEqual([2]);
    expect($planningReload.get()).toBe(reloads + 1);
  });
});

describe('changeLineQuantity (spec 2 sections 4, 5 and 9)', () => {
  it('4 and 9: shows the quantity at once and sends only the last one, 1 s after the last change', async () => {
    vi.useFakeTimers();
    const server = useServer({ lines: [wireLine(7, { typeCreneau: 'place', nb_place: 5, tarif: 1000 })] });
    await loadCart();
    changeLineQuantity(7, 2);
    changeLineQuantity(7, 3);
    expect($cart.get().cart?.lines[0]?.quantity).toBe(3);
    await vi.advanceTimersByTimeAsync(999);
    expect(server.requests.some((request) => request.method === 'PUT')).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const puts = server.requests.filter((request) => request.method === 'PUT');
    expect(puts).toEqual([
      expect.objectContaining({ path: '/panier/modifie_ligne', body: { idLigne: 7, quantite: 3 } }),
    ]);
    expect($cart.get().cart?.lines[0]?.priceCents).toBe(3000);
  });

  it('5: keeps a quantity at 1 or more and at most the places left; a plain court line stays at 1', async () => {
    vi.useFakeTimers();
    const server = useServer({ lines: [wireLine(7, { typeCreneau: 'cours', nb_place: 4 }), wireLine(8)] });
    await loadCart();
    changeLineQuantity(7, 0);
    changeLineQuantity(8, 3);
    await vi.advanceTimersByTimeAsync(1000);
    const sent = server.requests.filter((request) => request.method === 'PUT').map((request) => request.body);
    expect(sent).toEqual([
      { idLigne: 7, quantite: 1 },
      { idLigne: 8, quantite: 1 },
    ]);
    expect(changeLineQuantity(7, Number.NaN)).toBe(false);
  });
});

describe('extendHold', () => {
  it('asks for 15 more minutes, then reloads the cart', async () => {
    const server = useServer({ lines: [wireLine(1)] });
    expect(await extendHold()).toBe(true);
    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /panier/prolonge',
      'GET /panier',
    ]);
  });
});

describe('validateCart (spec 2 section 4)', () => {
  it('sends partagePaiement and answers the reservations', async () => {
    const server = useServer({ lines: [wireLine(1)] });
    await loadCart();
    const reservations = await validateCart(true);
    expect(server.requests.find((request) => request.path === '/panier/valide')?.body).toEqual({
      partagePaiement: true,
    });
    expect(reservations).toEqual([
      expect.objectContaining({ perPersonCents: 1250, maxPlaces: 4, isPaymentRequired: true }),
    ]);
    expect($cartCount.get()).toBe(0);
  });

  it('8: a failure answers null with Une erreur est survenue lors de la validation du panier', async () => {
    useServer({ lines: [wireLine(1)], overrides: { 'POST /panier/valide': { status: 500, body: {} } } });
    expect(await validateCart(false)).toBeNull();
    expect(toasts).toEqual([
      expect.objectContaining({
        kind: 'error',
        message: 'Une erreur est survenue lors de la validation du panier',
      }),
    ]);
  });

  it('shows the server reason of a refusal, e.g. the conventions to validate', async () => {
    useServer({
      lines: [wireLine(1)],
      overrides: {
        'POST /panier/valide': {
          status: 403,
          body: { description: 'Veuillez valider les conventions de la salle.' },
        },
      },
    });
    const refusals: unknown[] = [];
    expect(await validateCart(false, (refusal) => refusals.push(refusal))).toBeNull();
    expect(toasts.at(-1)?.message).toBe('Veuillez valider les conventions de la salle.');
    expect(refusals).toEqual([
      { status: 403, body: { description: 'Veuillez valider les conventions de la salle.' } },
    ]);
  });

  it('sends one Idempotency-Key (a UUID) per attempt, a new one for the next attempt', async () => {
    const server = useServer({ lines: [wireLine(1)] });
    await validateCart(true);
    await validateCart(true);
    const keys = server.requests
      .filter((request) => request.path === '/panier/valide')
      .map((request) => request.idempotencyKey);
    expect(keys).toHaveLength(2);
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('sends the same attempt again with the same key when the connection dropped, and books once', async () => {
    const server = fakeCartServer({ lines: [wireLine(1)] });
    const sent: (string | null)[] = [];
    let isCut = true;
    configure({
      apiBase: '/api/v2',
      storage,
      getToken: () => 'jeton-v2',
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).endsWith('/panier/valide')) {
          sent.push(new Headers(init?.headers).get('idempotency-key'));
          if (isCut) {
            isCut = false;
            throw new TypeError('Failed to fetch');
          }
        }
        return server.fetch(input, init);
      }) as typeof fetch,
    });
    const reservations = await validateCart(true);
    expect(reservations).toHaveLength(1);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toBeTruthy();
    expect(sent[1]).toBe(sent[0]);
    expect(toasts).toEqual([]);
  });
});

describe('logout', () => {
  it('empties the cart when the session user turns null', async () => {
    useServer({ lines: [wireLine(1)] });
    patchSession({ token: 'jeton-v2', user: { userId: 12, contactId: 40 } });
    await loadCart();
    expect($cartCount.get()).toBe(1);
    clearSessionState();
    expect($cart.get()).toEqual({ cart: null, isLoading: false, isLoaded: false, error: null });
  });
});
