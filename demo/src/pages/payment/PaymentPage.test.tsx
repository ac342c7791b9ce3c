import { configure, logout, resetCart, resetConfig } from '@multisalle/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fakeServer,
  type Reply,
  v2Token,
  wireProfile,
} from '../../../../packages/core/src/session/test-server.ts';
import { wireLine } from '../../../../packages/core/src/stores/cart/test-cart.ts';
import { ConventionsHost } from '../../app/conventions-flow.tsx';
import { createRouteObjects } from '../../app/router.tsx';
import { wireSession } from '../../app/session-wiring.ts';
import { wireHall } from '../hall/test-server.ts';

vi.setConfig({ testTimeout: 30_000 });

let cleanup: () => Promise<void> = async () => undefined;
afterEach(async () => {
  await cleanup();
  resetCart();
});

type Routes = Record<string, Reply | ((body: unknown) => Reply)>;

const cart = {
  uuid: 'c0ffee00-0000-4000-8000-000000000001',
  dtExpiration: '2026-11-23T08:15:00+01:00',
  tarif: 5000,
  contenu: [wireLine(1)],
  reductions: [],
  v2: true,
};
const emptyCart = { ...cart, dtExpiration: null, tarif: 0, contenu: [] };
const booked = {
  bSucces: true,
  reservations: [
    {
      id_reservation: '00000000-0000-4000-8000-000000000001',
      date: '2026-11-23',
      heureDebut: '09:00',
      heureFin: '10:30',
      paiementRequis: false,
      tarifParPersonne: 1250,
      nbPlaceMax: 4,
    },
  ],
};

/** /cart/payment of a logged-in player whose cart holds one padel line of PADEL PARK (hall 1). */
async function openPayment(routes: Routes = {}, profile: Record<string, unknown> = {}) {
  localStorage.setItem('token', v2Token());
  let isBooked = false;
  const server = fakeServer({
    'GET /api/v2/users/12': { status: 200, body: { ...wireProfile, portableVerifie: true, ...profile } },
    'GET /api/v2/panier': () => ({ status: 200, body: isBooked ? emptyCart : cart }),
    'GET /api/v2/multisalle': {
      status: 200,
      body: { multisalleListe: [wireHall(1, 'padel-park', 'PADEL PARK', { ignorerEtapePaiement: true })] },
    },
    'GET /api/v2/multisalle/1/conventions-a-valider': { status: 200, body: [] },
    'POST /api/v2/panier/valide': () => {
      isBooked = true;
      return { status: 200, body: booked };
    },
    ...routes,
  });
  configure({ fetch: server.fetch });
  const router = createMemoryRouter(createRouteObjects(), { initialEntries: ['/cart/payment'] });
  const unwire = wireSession(router);
  render(
    <>
      <RouterProvider router={router} />
      <ConventionsHost />
    </>,
  );
  cleanup = async () => {
    unwire();
    await logout({ revoke: false });
    resetConfig();
    localStorage.clear();
  };
  await screen.findByRole('heading', { level: 1, name: 'PAIEMENT' }, { timeout: 15_000 });
  await screen.findByText('PADEL PARK');
  return {
    server,
    router,
    validations: () => server.requests.filter((r) => r.path.endsWith('/panier/valide')),
  };
}

describe('/cart/payment (spec 2 sections 2 and 4)', () => {
  it('section 4: VALIDER sends partagePaiement as chosen, then "Votre réservation a bien été prise en compte." with OK to /profile', async () => {
    const user = userEvent.setup();
    const { router, validations } = await openPayment();
    await user.click(screen.getByRole('radio', { name: 'Je paie pour tout le monde' }));
    await user.click(screen.getByRole('button', { name: 'VALIDER' }));
    const confirmed = await screen.findByRole('dialog', { name: 'RÉSERVATION CONFIRMÉE' });
    expect(within(confirmed).getByText('Votre réservation a bien été prise en compte.')).toBeVisible();
    expect(validations().map((request) => request.body)).toEqual([{ partagePaiement: false }]);
    await user.click(within(confirmed).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('section 4: a player without a verified phone is asked to check it, and nothing is booked', async () => {
    const user = userEvent.setup();
    const { validations } = await openPayment({}, { portableVerifie: false });
    await user.click(screen.getByRole('button', { name: 'VALIDER' }));
    expect(
      await screen.findByText('Veuillez vérifier votre numéro de téléphone avant de réserver.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'VÉRIFIER MON NUMÉRO' })).toBeVisible();
    expect(validations()).toEqual([]);
  });

  it('section 4: a 403 asking for the safety video opens CONSIGNES DE SÉCURITÉ', async () => {
    const user = userEvent.setup();
    await openPayment({
      'POST /api/v2/panier/valide': {
        status: 403,
        body: { description: 'Veuillez regarder la vidéo des consignes de sécurité.' },
      },
    });
    await user.click(screen.getByRole('button', { name: 'VALIDER' }));
    expect(await screen.findByRole('dialog', { name: 'CONSIGNES DE SÉCURITÉ' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'RÉSERVATION CONFIRMÉE' })).toBeNull();
  });

  it('section 4: ANNULER on a hall convention stops the booking', async () => {
    const user = userEvent.setup();
    const { validations } = await openPayment({
      'GET /api/v2/multisalle/1/conventions-a-valider': {
        status: 200,
        body: [
          {
            id: 5,
            multisalle: '/api/v2/multisalle/1',
            titre: 'Règlement intérieur',
            contenu: '<p>Chaussures propres.</p>',
            validations: [{ libelle: 'J’accepte le règlement' }],
          },
        ],
      },
    });
    await user.click(screen.getByRole('button', { name: 'VALIDER' }));
    const dialog = await screen.findByRole('dialog', { name: 'Règlement intérieur' });
    expect(within(dialog).getByRole('button', { name: 'Valider' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'ANNULER' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(validations()).toEqual([]);
    expect(screen.getByRole('button', { name: 'VALIDER' })).toBeEnabled();
  });
});
