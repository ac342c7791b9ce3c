import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configure, createMemoryStorage, resetConfig } from '../../config';
import { clearSessionState, patchSession } from '../../session/store';
import { fakeServer, type Reply, v2Token } from '../../testing';
import { onToast, type ToastMessage } from '../../toasts';
import {
  $paymentAlias,
  aliasTokenOf,
  cardNumberGroups,
  completeCardRegistration,
  loadPaymentAlias,
  registerCard,
  requestCardForm,
  resetPaymentAlias,
  submitCardAnswer,
} from './index';

/** A saved card as `GET/POST paiement/alias` answer it (the contract's shape). */
const wireAlias = {
  sPan: '497010XXXXXX0014',
  nMoisExpiration: 12,
  nAnneeExpiration: 2030,
  sFournisseurAlias: 'sandbox',
  sDateCreation: '2026-11-23T18:00:00.000Z',
};

/** A provider answer as the sandbox form signs it (a `V4/Payment` with a `paymentMethodToken`). */
const rawAnswer = JSON.stringify({
  orderStatus: 'PAID',
  orderDetails: {
    orderId: 'c0de0000-0000-4000-8000-00000000c001',
    orderTotalAmount: 0,
    orderCurrency: 'EUR',
    mode: 'TEST',
  },
  transactions: [{ paymentMethodToken: 'jeton-carte-1', status: 'PAID' }],
  _type: 'V4/Payment',
});

let toasts: ToastMessage[];
let stopToasts: () => void;

function serve(routes: Record<string, Reply | ((body: unknown) => Reply)>) {
  const server = fakeServer(routes);
  configure({ storage: createMemoryStorage(), fetch: server.fetch, getToken: () => v2Token() });
  return server;
}

beforeEach(() => {
  toasts = [];
  stopToasts = onToast((toast) => toasts.push(toast));
});

afterEach(() => {
  stopToasts();
  resetPaymentAlias();
  clearSessionState();
  resetConfig();
});

describe('loadPaymentAlias (spec 1 "Payment alias")', () => {
  it('loads the saved card with the site host and marks the store fetched', async () => {
    const server = serve({
      'GET /api/v2/paiement/alias': { status: 200, body: { bSucces: true, oReponse: wireAlias } },
    });
    const loading = loadPaymentAlias('https://site.example.fr');
    expect($paymentAlias.get()).toMatchObject({ isFetched: false, isLoading: true });
    await loading;
    expect($paymentAlias.get()).toEqual({
      alias: {
        maskedPan: '497010XXXXXX0014',
        expiryMonth: 12,
        expiryYear: 2030,
        provider: 'sandbox',
        createdAt: '2026-11-23T18:00:00.000Z',
      },
      isFetched: true,
      isLoading: false,
      hasFailed: false,
    });
    expect(server.requests[0]?.authorization).toMatch(/^Bearer /);
  });

  it('no saved card: alias null, fetched', async () => {
    serve({ 'GET /api/v2/paiement/alias': { status: 200, body: { bSucces: true, oReponse: null } } });
    expect(await loadPaymentAlias()).toBeNull();
    expect($paymentAlias.get()).toEqual({ alias: null, isFetched: true, isLoading: false, hasFailed: false });
  });

  it('a failed load says so (hasFailed), so no host says « no card » to a player who may have one', async () => {
    serve({ 'GET /api/v2/paiement/alias': { status: 500, body: { bSucces: false } } });
    expect(await loadPaymentAlias()).toBeNull();
    expect($paymentAlias.get()).toMatchObject({ alias: null, isFetched: true, hasFailed: true });
  });

  it('resets on logout, as the cart does', async () => {
    serve({ 'GET /api/v2/paiement/alias': { status: 200, body: { bSucces: true, oReponse: wireAlias } } });
    patchSession({ token: 'jeton', user: { userId: 12, contactId: 40 } });
    await loadPaymentAlias();
    clearSessionState();
    expect($paymentAlias.get()).toEqual({ alias: null, isFetched: false, isLoading: false });
  });
});

describe('requestCardForm (spec 1 section 4, "Payment card form")', () => {
  it('turns the alias state into what the provider form needs', async () => {
    serve({
      'GET /api/v2/paiement/alias/etat': {
        status: 200,
        body: {
          bSucces: true,
          oReponse: {
            sFormToken: 'jeton-formulaire',
            sClePublique: '12345678:testpublickey_abc',
            sFournisseur: 'sandbox',
            sUrlClient: 'http://localhost/sandbox-paiement',
            sIdCommande: 'c0de0000-0000-4000-8000-00000000c001',
          },
        },
      },
    });
    expect(await requestCardForm()).toEqual({
      formToken: 'jeton-formulaire',
      publicKey: '12345678:testpublickey_abc',
      provider: 'sandbox',
      clientEndpoint: 'http://localhost/sandbox-paiement',
      orderId: 'c0de0000-0000-4000-8000-00000000c001',
    });
  });

  it('a refusal resolves null after its toast', async () => {
    serve({ 'GET /api/v2/paiement/alias/etat': { status: 403, body: { description: 'Interdit' } } });
    expect(await requestCardForm()).toBeNull();
    expect(toasts.map((toast) => toast.message)).toEqual(['Interdit']);
  });
});

describe('completeCardRegistration (spec 1 sections 4 and 8)', () => {
  it('PAID: posts kr-answer and kr-hash as received, confirms the alias, reloads it, "Moyen de paiement enregistré" for a first card, "mis à jour" for the next', async () => {
    let isSaved = false;
    const server = serve({
      'POST /api/v2/paiement/retour': () => {
        isSaved = true;
        return { status: 200, body: { bSucces: true, orderStatus: 'PAID', oAlias: wireAlias } };
      },
      'POST /api/v2/paiement/alias': { status: 200, body: { bSucces: true, oReponse: wireAlias } },
      'GET /api/v2/paiement/alias': () => ({
        status: 200,
        body: { bSucces: true, oReponse: isSaved ? wireAlias : null },
      }),
    });
    expect(await completeCardRegistration({ rawAnswer, hash: 'abc123' }, { provider: 'sandbox' })).toBe(true);
    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/v2/paiement/retour',
      'POST /api/v2/paiement/alias',
      'GET /api/v2/paiement/alias',
    ]);
    expect(server.requests[0]?.body).toEqual({ 'kr-answer': rawAnswer, 'kr-hash': 'abc123' });
    expect(server.requests[1]?.body).toEqual({
      sJetonAlias: 'jeton-carte-1',
      sDateCreation: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      sFournisseurAlias: 'sandbox',
      nIdContact: 40,
    });
    expect($paymentAlias.get().alias?.maskedPan).toBe('497010XXXXXX0014');
    // The player's first card is saved, not « mis à jour »...
    expect(toasts).toEqual([
      expect.objectContaining({ kind: 'success', message: 'Moyen de paiement enregistré' }),
    ]);
    // ...and the spec's text is for a card that replaces it.
    expect(await completeCardRegistration({ rawAnswer, hash: 'abc123' }, { provider: 'sandbox' })).toBe(true);
    expect(toasts.at(-1)).toEqual(
      expect.objectContaining({ kind: 'success', message: 'Moyen de paiement mis à jour' }),
    );
  });

  it('UNPAID (the bank refused the card): no alias call, "Carte refusée par votre banque", no « Erreur »', async () => {
    const server = serve({
      'POST /api/v2/paiement/retour': {
        status: 200,
        body: { bSucces: true, orderStatus: 'UNPAID', oAlias: null },
      },
    });
    expect(await completeCardRegistration({ rawAnswer, hash: 'abc' }, { provider: 'sandbox' })).toBe(false);
    expect(server.requests.map((request) => request.path)).toEqual(['/api/v2/paiement/retour']);
    expect(toasts).toEqual([
      expect.objectContaining({ kind: 'error', message: 'Carte refusée par votre banque' }),
    ]);
  });

  it.each([
    [
      'a forged answer',
      { status: 403, body: { description: 'La réponse du fournisseur de paiement est invalide.' } },
    ],
    [
      'a replayed answer',
      { status: 409, body: { szErreur: 'Cette réponse de paiement a déjà été prise en compte.' } },
    ],
  ])('%s: no alias call, only "Erreur lors de la validation du moyen de paiement"', async (_, reply) => {
    const server = serve({ 'POST /api/v2/paiement/retour': reply as Reply });
    expect(await completeCardRegistration({ rawAnswer, hash: 'abc' }, { provider: 'sandbox' })).toBe(false);
    expect(server.requests.map((request) => request.path)).toEqual(['/api/v2/paiement/retour']);
    expect(toasts).toEqual([
      expect.objectContaining({
        kind: 'error',
        message: 'Erreur lors de la validation du moyen de paiement',
      }),
    ]);
  });

  it('registerCard tells why a card was not saved: UNPAID for a refused card, INVALID for a refused answer', async () => {
    serve({
      'POST /api/v2/paiement/retour': {
        status: 200,
        body: { bSucces: true, orderStatus: 'UNPAID', oAlias: null },
      },
    });
    expect(await registerCard({ rawAnswer, hash: 'abc' }, { provider: 'sandbox' })).toEqual({
      isSaved: false,
      code: 'UNPAID',
      message: 'Carte refusée par votre banque',
    });
    serve({
      'POST /api/v2/paiement/retour': {
        status: 403,
        body: { description: 'La réponse du fournisseur de paiement est invalide.' },
      },
    });
    expect((await registerCard({ rawAnswer, hash: 'faux' }, { provider: 'sandbox' })).code).toBe('INVALID');
  });

  it('submitCardAnswer says INVALID when the server cannot be reached', async () => {
    configure({
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as typeof fetch,
    });
    expect(await submitCardAnswer({ rawAnswer, hash: 'x' })).toEqual({ orderStatus: 'INVALID', alias: null });
    expect(toasts).toEqual([]);
  });
});

describe('card display (spec 1 section 9)', () => {
  it('groups the number by 4 characters', () => {
    expect(cardNumberGroups('497010XXXXXX0014')).toEqual(['4970', '10XX', 'XXXX', '0014']);
  });

  it('reads the alias token from the raw answer', () => {
    expect(aliasTokenOf(rawAnswer)).toBe('jeton-carte-1');
    expect(aliasTokenOf('pas du json')).toBeNull();
  });
});
