import {
  configure,
  logout,
  onToast,
  resetConfig,
  resetPaymentAlias,
  resetPayments,
  type ToastMessage,
} from '@multisalle/core';
import { fakeServer, type Reply, wireSavedAlias } from '@multisalle/core/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRouteObjects } from '../../app/router.tsx';
import { wireSession } from '../../app/session-wiring.ts';
import { v2Token, wireProfile } from '../account/test-support.tsx';

vi.setConfig({ testTimeout: 30_000 });

let cleanup: () => Promise<void> = async () => undefined;
afterEach(async () => {
  await cleanup();
  resetPayments();
  resetPaymentAlias();
});

type Routes = Record<string, Reply | ((body: unknown) => Reply)>;

/** A share as `GET user/{id}/payment/liste` answers it (the contract's shape). */
const wirePayment = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  idReservation: `00000000-0000-4000-8000-00000000000${id}`,
  montant: 1667,
  statut: 'paid',
  date: '2026-11-21',
  heureDebut: '18:00',
  heureFin: '19:30',
  datePaiement: '2026-11-21T19:00:00.000Z',
  nbPersonnes: 3,
  activite: { libelle: 'PADEL' },
  idMultisalle: 1,
  libelle: 'PADEL PARK',
  commentaire: null,
  motif: null,
  ...overrides,
});

/**
 * The site at `path` for user 12, the payment lists answered by their `type` query (`'panne'`: a 500),
 * other calls by `routes`; collects toasts.
 */
async function openSite(path: string, lists: Record<string, unknown[] | 'panne'>, routes: Routes = {}) {
  localStorage.setItem('token', v2Token());
  const server = fakeServer({
    'GET /api/v2/users/12': { status: 200, body: wireProfile },
    'GET /api/v2/panier': {
      status: 200,
      body: { uuid: 'p', dtExpiration: null, tarif: 0, contenu: [], reductions: [], v2: true },
    },
    'GET /api/v2/paiement/alias': { status: 200, body: { bSucces: true, oReponse: null } },
    ...routes,
  });
  const listCalls: string[] = [];
  configure({
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/v2/user/12/payment/liste') return server.fetch(input, init);
      const type = url.searchParams.get('type') ?? '';
      listCalls.push(type);
      const list = lists[type] ?? [];
      if (list === 'panne') return new Response(JSON.stringify({ description: 'Panne' }), { status: 500 });
      return new Response(JSON.stringify({ paiements: list }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch,
  });
  const toasts: ToastMessage[] = [];
  const stopToasts = onToast((toast) => toasts.push(toast));
  const router = createMemoryRouter(createRouteObjects(), { initialEntries: [path] });
  const unwire = wireSession(router);
  render(<RouterProvider router={router} />);
  cleanup = async () => {
    stopToasts();
    unwire();
    await logout({ revoke: false });
    resetConfig();
  };
  // The first import of a lazy page can take seconds in jsdom on a busy machine.
  const heading = path.includes('q=reglements') ? 'MES PAIEMENTS' : 'MON COMPTE';
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 15_000 });
  return { server, listCalls, messages: () => toasts.map((toast) => toast.message) };
}

const section = (name: string) => screen.findByRole('region', { name }, { timeout: 5000 });

describe('MES PAIEMENTS (spec 1 sections 2, 7, 8 and 9)', () => {
  it('shows the three lists: hall, sport, day, times, the share in euros and its status', async () => {
    const site = await openSite('/profile?q=reglements', {
      coming: [
        wirePayment(11, {
          id: 'resa-11',
          statut: 'coming',
          montant: 1250,
          datePaiement: null,
          date: '2026-12-05',
          nbPersonnes: 4,
        }),
      ],
      past: [wirePayment(7)],
      rectify: [
        wirePayment(9, { statut: 'rectify', montant: 2500, datePaiement: null, motif: 'Fonds insuffisants' }),
      ],
    });
    const coming = await section('À VENIR');
    const item = await within(coming).findByRole('listitem', {}, { timeout: 5000 });
    expect(within(item).getByRole('heading', { name: 'PADEL PARK · PADEL' })).toBeVisible();
    expect(item).toHaveTextContent('samedi 5 décembre 2026, de 18h00 à 19h30 · 4 participants');
    expect(item).toHaveTextContent(/12,50\s€/);
    expect(item).toHaveTextContent('À venir');

    const past = await section('RÉGLÉS');
    const paid = await within(past).findByRole('listitem', {}, { timeout: 5000 });
    expect(paid).toHaveTextContent(/16,67\s€/);
    expect(paid).toHaveTextContent('Payé');
    expect(paid).toHaveTextContent('Prélevé le 21 novembre 2026');

    const rectify = await section('À RÉGULARISER');
    const failed = await within(rectify).findByRole('listitem', {}, { timeout: 5000 });
    expect(failed).toHaveTextContent(/25,00\s€/);
    expect(failed).toHaveTextContent('Prélèvement refusé');
    expect(failed).toHaveTextContent('Motif : Fonds insuffisants');
    expect(site.listCalls.sort()).toEqual(['coming', 'past', 'rectify']);
  });

  it('shows each refund of a game the hall cancelled as its own line under RÉGLÉS, in progress then done', async () => {
    const refund = (id: string, overrides: Record<string, unknown>) =>
      wirePayment(7, {
        id,
        nature: 'remboursement',
        dateDemandeRemboursement: '2026-11-24T09:12:00.000Z',
        ...overrides,
      });
    await openSite('/profile?q=reglements', {
      past: [
        refund('r-2', { statutRemboursement: 'effectue', dateRemboursement: '2026-11-25T10:30:00.000Z' }),
        refund('r-1', { statutRemboursement: 'en-cours', dateRemboursement: null }),
        refund('r-0', { statutRemboursement: 'refuse', dateRemboursement: null }),
        wirePayment(7, { nature: 'part', statutRemboursement: null }),
      ],
    });
    const past = await section('RÉGLÉS');
    const [done, pending, refused, paid] = await within(past).findAllByRole(
      'listitem',
      {},
      { timeout: 5000 },
    );
    expect(
      within(done as HTMLElement).getByRole('heading', { name: 'Remboursement · PADEL PARK · PADEL' }),
    ).toBeVisible();
    expect(done).toHaveTextContent('samedi 21 novembre 2026, de 18h00 à 19h30');
    expect(done).toHaveTextContent(/16,67\s€/);
    expect(done).toHaveTextContent('Remboursé le 25 novembre 2026 à 11h30');
    expect(done).toHaveAttribute('data-refund-status', 'done');
    expect(pending).toHaveTextContent('Remboursement en cours');
    expect(pending).toHaveTextContent('Demandé le 24 novembre 2026 à 10h12');
    expect(pending).toHaveAttribute('data-refund-status', 'pending');
    expect(refused).toHaveTextContent('Remboursement refusé : contactez la salle');
    expect(refused).toHaveAttribute('data-refund-status', 'refused');
    expect(paid).toHaveTextContent('Prélevé le 21 novembre 2026');
    expect(paid).not.toHaveTextContent('Remboursement');
  });

  it('section 8: a list that failed to load shows as empty, with no message', async () => {
    const site = await openSite('/profile?q=reglements', { past: 'panne', coming: [], rectify: [] });
    const past = await section('RÉGLÉS');
    expect(await within(past).findByText('Aucun paiement réglé.', {}, { timeout: 5000 })).toBeVisible();
    expect(within(past).queryByRole('listitem')).toBeNull();
    expect(site.messages()).toEqual([]);
  });

  it('regenerates a failed payment with a comment: the order call, the success toast, the lists again', async () => {
    let isPaid = false;
    const site = await openSite(
      '/profile?q=reglements',
      { rectify: [wirePayment(9, { statut: 'rectify', montant: 2500, datePaiement: null })] },
      {
        'POST /api/v2/contentieux/generer-ordre': () => {
          isPaid = true;
          return { status: 200, body: { bSucces: true, statut: 'paid', sIdCommande: 'c2' } };
        },
      },
    );
    const rectify = await section('À RÉGULARISER');
    const item = await within(rectify).findByRole('listitem', {}, { timeout: 5000 });
    const user = userEvent.setup({ delay: null });
    await user.type(within(item).getByRole('textbox', { name: 'Commentaire' }), 'Carte remplacée');
    await user.click(within(item).getByRole('button', { name: 'RÉGLER À NOUVEAU' }));
    await waitFor(() => expect(site.messages()).toEqual(['Le paiement a bien été effectué.']));
    expect(isPaid).toBe(true);
    expect(site.server.requests.find((request) => request.path.endsWith('/generer-ordre'))?.body).toEqual({
      paiementId: 9,
      commentaireOdp: 'Carte remplacée',
    });
    await waitFor(() => expect(site.listCalls.filter((type) => type === 'rectify')).toHaveLength(2));
  });

  it('a regeneration refused again says so', async () => {
    const site = await openSite(
      '/profile?q=reglements',
      { rectify: [wirePayment(9, { statut: 'rectify', datePaiement: null })] },
      {
        'POST /api/v2/contentieux/generer-ordre': {
          status: 200,
          body: { bSucces: true, statut: 'rectify', sIdCommande: 'c3' },
        },
      },
    );
    const item = await within(await section('À RÉGULARISER')).findByRole('listitem');
    await userEvent.click(within(item).getByRole('button', { name: 'RÉGLER À NOUVEAU' }));
    await waitFor(() =>
      expect(site.messages()).toEqual([
        "Le paiement n'a pas pu être effectué. Vérifiez votre moyen de paiement puis réessayez.",
      ]),
    );
  });
});

describe('MON COMPTE: the payment means panel (spec 1 "Payment means panel", section 8)', () => {
  it('with no card, the change action only warns "Veuillez faire une réservation pour pouvoir modifier votre carte"', async () => {
    const site = await openSite('/profile?q=profile', {});
    const user = userEvent.setup({ delay: null });
    await screen.findByText('Aucun moyen de paiement enregistré');
    await user.click(screen.getByRole('button', { name: 'AJOUTER UN MOYEN DE PAIEMENT' }));
    expect(site.messages()).toEqual(['Veuillez faire une réservation pour pouvoir modifier votre carte']);
    expect(screen.queryByRole('dialog', { name: 'MOYEN DE PAIEMENT' })).toBeNull();
  });

  it('with a card, shows it and MODIFIER MON MOYEN DE PAIEMENT opens the card form', async () => {
    await openSite(
      '/profile?q=profile',
      {},
      {
        'GET /api/v2/paiement/alias': { status: 200, body: { bSucces: true, oReponse: wireSavedAlias } },
        'GET /api/v2/paiement/alias/etat': { status: 500, body: {} },
      },
    );
    expect(
      await screen.findByRole('img', { name: /^Carte enregistrée\s: numéro 4970 10XX XXXX 0014/ }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'MODIFIER MON MOYEN DE PAIEMENT' }));
    expect(await screen.findByRole('dialog', { name: 'MOYEN DE PAIEMENT' })).toBeVisible();
  });
});
