import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configure, createMemoryStorage, resetConfig } from '../../config';
import { clearSessionState, patchSession } from '../../session/store';
import { fakeServer, type Reply, v2Token } from '../../testing';
import { onToast, type ToastMessage } from '../../toasts';
import { $payments, loadAllPayments, loadPayments, regeneratePayment, resetPayments } from './index';
import { mapPayment } from './mapper';

/** A past share as `GET user/{id}/payment/liste?type=past` answers it (the contract's shape). */
const wirePaid = {
  id: 7,
  idReservation: '00000000-0000-4000-8000-000000000001',
  montant: 1667,
  statut: 'paid',
  date: '2026-11-20',
  heureDebut: '18:00',
  heureFin: '19:30',
  datePaiement: '2026-11-20T20:00:00.000Z',
  nbPersonnes: 3,
  activite: { libelle: 'PADEL' },
  idMultisalle: 1,
  libelle: 'PADEL PARK',
  commentaire: null,
  motif: null,
};

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
  resetPayments();
  clearSessionState();
  resetConfig();
});

describe('loadPayments (spec 1 sections 7 and 9)', () => {
  it('loads each type for the token user, amounts in integer cents', async () => {
    const server = serve({
      'GET /api/v2/user/12/payment/liste': { status: 200, body: { paiements: [wirePaid] } },
    });
    await loadPayments('past');
    expect($payments.get().past).toEqual({
      isFetched: true,
      isLoading: false,
      payments: [
        {
          id: 7,
          reservationId: '00000000-0000-4000-8000-000000000001',
          amountCents: 1667,
          status: 'paid',
          date: '2026-11-20',
          startTime: '18:00',
          endTime: '19:30',
          paidAt: '2026-11-20T20:00:00.000Z',
          peopleCount: 3,
          sportLabel: 'PADEL',
          hallId: 1,
          hallLabel: 'PADEL PARK',
          comment: null,
          failureReason: null,
          kind: 'share',
          refundStatus: null,
          refundRequestedAt: null,
          refundedAt: null,
        },
      ],
    });
    expect($payments.get().coming.isFetched).toBe(false);
    expect(server.requests[0]?.authorization).toMatch(/^Bearer /);
  });

  it('asks for past, rectify and coming by the type query', async () => {
    const seen: string[] = [];
    configure({
      storage: createMemoryStorage(),
      getToken: () => v2Token(),
      fetch: (async (input: RequestInfo | URL) => {
        seen.push(new URL(String(input), 'http://localhost').searchParams.get('type') ?? '');
        return new Response(JSON.stringify({ paiements: [] }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }) as typeof fetch,
    });
    await loadAllPayments();
    expect(seen.sort()).toEqual(['coming', 'past', 'rectify']);
  });

  it('section 8: a failed load shows no message and leaves the list loaded and empty', async () => {
    serve({ 'GET /api/v2/user/12/payment/liste': { status: 500, body: { description: 'Panne' } } });
    await loadPayments('rectify');
    expect($payments.get().rectify).toEqual({ payments: [], isFetched: true, isLoading: false });
    expect(toasts).toEqual([]);
  });

  it('resets on logout', async () => {
    serve({ 'GET /api/v2/user/12/payment/liste': { status: 200, body: { paiements: [wirePaid] } } });
    patchSession({ token: 'jeton', user: { userId: 12, contactId: 40 } });
    await loadPayments('past');
    clearSessionState();
    expect($payments.get().past).toEqual({ payments: [], isFetched: false, isLoading: false });
  });
});

describe('regeneratePayment (spec 1 section 7, contentieux/generer-ordre)', () => {
  it('sends paiementId, commentaireOdp and an Idempotency-Key, toasts success and reloads the lists', async () => {
    const keys: (string | null)[] = [];
    const server = fakeServer({
      'POST /api/v2/contentieux/generer-ordre': {
        status: 200,
        body: { bSucces: true, statut: 'paid', sIdCommande: 'c2' },
      },
      'GET /api/v2/user/12/payment/liste': { status: 200, body: { paiements: [] } },
    });
    configure({
      storage: createMemoryStorage(),
      getToken: () => v2Token(),
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).includes('generer-ordre'))
          keys.push(new Headers(init?.headers).get('idempotency-key'));
        return server.fetch(input, init);
      }) as typeof fetch,
    });
    expect(await regeneratePayment(9, 'Nouvelle carte')).toBe(true);
    expect(server.requests[0]?.body).toEqual({ paiementId: 9, commentaireOdp: 'Nouvelle carte' });
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(toasts).toEqual([
      expect.objectContaining({ kind: 'success', message: 'Le paiement a bien été effectué.' }),
    ]);
    expect(server.requests.filter((request) => request.path.endsWith('/payment/liste'))).toHaveLength(2);
  });

  it('a debit refused again says so', async () => {
    serve({
      'POST /api/v2/contentieux/generer-ordre': {
        status: 200,
        body: { bSucces: true, statut: 'rectify', sIdCommande: 'c3' },
      },
      'GET /api/v2/user/12/payment/liste': { status: 200, body: { paiements: [] } },
    });
    expect(await regeneratePayment(9, '')).toBe(false);
    expect(toasts.map((toast) => toast.kind)).toEqual(['error']);
  });
});

describe('mapPayment: refund lines', () => {
  const share = { ...wirePaid, statut: 'paid' as const };
  it('reads a refund of a debited share, pending or done, and a line without `nature` as a share', () => {
    const refund = mapPayment(
      {
        ...share,
        id: '6a0f3c2e-1b7d-4c59-8e4a-2d9f0b1c7e35',
        nature: 'remboursement',
        statutRemboursement: 'en-cours',
        dateDemandeRemboursement: '2026-11-24T09:12:00.000Z',
        dateRemboursement: null,
      },
      'idMultisalle',
    );
    expect(refund).toMatchObject({
      kind: 'refund',
      refundStatus: 'pending',
      refundRequestedAt: '2026-11-24T09:12:00.000Z',
      refundedAt: null,
    });
    const done = mapPayment(
      { ...share, nature: 'remboursement', statutRemboursement: 'effectue', dateRemboursement: 'x' },
      'idMultisalle',
    );
    expect(done).toMatchObject({ kind: 'refund', refundStatus: 'done', refundedAt: 'x' });
    const refused = mapPayment(
      { ...share, nature: 'remboursement', statutRemboursement: 'refuse', dateRemboursement: null },
      'idMultisalle',
    );
    expect(refused).toMatchObject({ kind: 'refund', refundStatus: 'refused', refundedAt: null });
    expect(mapPayment(share, 'idMultisalle')).toMatchObject({ kind: 'share', refundStatus: null });
  });
});
