/**
 * For tests only (`@multisalle/core/testing`): a stateful stand-in for the payment means calls of the v2
 * API (the contract's shapes), recording the requests. A card answer whose `orderStatus` is PAID saves
 * the card; anything else leaves it as it was. Built on the fake server's `fakeFetch`.
 */
import { fakeFetch, json as reply, v2Pathname } from '../../testing/fake-server.ts';
import type { WireAlias } from './types';

export interface PaymentRequest {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

/** A saved sandbox card, as `GET paiement/alias` answers it. */
export const wireSavedAlias: WireAlias = {
  sPan: '497010XXXXXX0014',
  nMoisExpiration: 12,
  nAnneeExpiration: 2030,
  sFournisseurAlias: 'sandbox',
  sDateCreation: '2026-11-23T18:00:00.000Z',
};

/** A signed provider answer as the sandbox form posts it (`kr-answer` raw string). */
export function rawCardAnswer(orderStatus: 'PAID' | 'UNPAID', token = 'jeton-carte-1'): string {
  return JSON.stringify({
    orderStatus,
    orderDetails: {
      orderId: 'c0de0000-0000-4000-8000-00000000c001',
      orderTotalAmount: 0,
      orderCurrency: 'EUR',
      mode: 'TEST',
    },
    transactions: [{ paymentMethodToken: orderStatus === 'PAID' ? token : null, status: orderStatus }],
    _type: 'V4/Payment',
  });
}

/** Options of {@link fakePaymentServer}. */
export interface FakePaymentOptions {
  /** The card saved at first. @default null */
  alias?: WireAlias | null;
  /** Where the sandbox form is served. @default 'http://localhost:3000/sandbox-paiement' */
  clientEndpoint?: string;
  /** "METHOD /path" (without /api/v2) → a reply to send instead of the default behaviour. */
  overrides?: Record<string, { status: number; body?: unknown }>;
  /** Other calls ("METHOD /path" → reply), e.g. the cart's. */
  other?: (call: string, body: unknown) => Response | undefined;
}

/** A fetch implementing `GET/POST paiement/alias`, `GET paiement/alias/etat` and `POST paiement/retour`. */
export function fakePaymentServer({
  alias = null,
  clientEndpoint = 'http://localhost:3000/sandbox-paiement',
  overrides = {},
  other,
}: FakePaymentOptions = {}) {
  const requests: PaymentRequest[] = [];
  let saved = alias;
  const { fetch } = fakeFetch(
    ({ method, path, body, authorization }) => {
      requests.push({ method, path, body, authorization });
      const override = overrides[`${method} ${path}`];
      if (override) return reply(override.status, override.body);
      if (method === 'GET' && path === '/paiement/alias')
        return reply(200, { bSucces: true, oReponse: saved });
      if (method === 'GET' && path === '/paiement/alias/etat') {
        return reply(200, {
          bSucces: true,
          oReponse: {
            sFormToken: 'jeton-formulaire',
            sClePublique: '12345678:testpublickey_abc',
            sFournisseur: 'sandbox',
            sUrlClient: clientEndpoint,
            sIdCommande: 'c0de0000-0000-4000-8000-00000000c001',
          },
        });
      }
      if (method === 'POST' && path === '/paiement/retour') {
        const raw = (body as { 'kr-answer'?: string })['kr-answer'] ?? '';
        const status = (JSON.parse(raw) as { orderStatus: string }).orderStatus;
        if (status === 'PAID') saved = { ...wireSavedAlias, sPan: '497010XXXXXX0014' };
        return reply(200, { bSucces: true, orderStatus: status, oAlias: status === 'PAID' ? saved : null });
      }
      if (method === 'POST' && path === '/paiement/alias')
        return reply(200, { bSucces: true, oReponse: saved });
      return other?.(`${method} ${path}`, body) ?? reply(404, { description: 'Introuvable' });
    },
    { path: v2Pathname },
  );
  return { fetch, requests, alias: () => saved };
}
