import {
  configure,
  createMemoryStorage,
  resetCart,
  resetConfig,
  resetHalls,
  storeChosenHall,
} from '@multisalle/core';
import { fakeCartServer, wireHalls, wireLine } from '@multisalle/core/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartPage } from './CartPage.tsx';

afterEach(() => {
  vi.useRealTimers();
  resetCart();
  resetHalls();
  resetConfig();
});

describe('CartPage', () => {
  it('loads the cart on open under MON PANIER, and VALIDER leads to /cart/payment', async () => {
    const server = fakeCartServer({ lines: [wireLine(1)] });
    configure({
      apiBase: '/api/v2',
      fetch: server.fetch,
      storage: createMemoryStorage(),
      getToken: () => 'jeton',
    });
    const router = createMemoryRouter(
      [
        { path: '/cart', element: <CartPage /> },
        { path: '/cart/payment', element: <h1>PAIEMENT</h1> },
      ],
      { initialEntries: ['/cart'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { level: 1, name: 'MON PANIER' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
    await userEvent.click(await screen.findByRole('button', { name: 'VALIDER' }));
    expect(router.state.location.pathname).toBe('/cart/payment');
    expect(server.requests[0]).toMatchObject({ method: 'GET', path: '/panier' });
  });

  it("shows, before VALIDER, the hold, the game's own cancellation deadline and its price shared between the players who accept", async () => {
    // Friday 20 November 2026, 10h00 in Paris: the game (Monday 23, 09h00) is three days away.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-20T10:00:00+01:00') });
    const server = fakeCartServer({ lines: [wireLine(1)], expiresAt: '2026-11-20T10:14:00+01:00' });
    configure({
      apiBase: '/api/v2',
      fetch: server.fetch,
      storage: createMemoryStorage(),
      getToken: () => 'jeton',
    });
    const router = createMemoryRouter([{ path: '/cart', element: <CartPage /> }], {
      initialEntries: ['/cart'],
    });
    render(<RouterProvider router={router} />);
    const terms = await screen.findByRole('region', { name: 'Annulation et partage' });
    expect(terms).toHaveTextContent(
      "Annulation gratuite jusqu'au samedi 21 novembre à 09h00 (48 heures avant le début) ; après, la réservation est due.",
    );
    expect(terms).toHaveTextContent(/50,00.€ à partager à parts égales .*12,50.€ chacun à 4/);
    expect(
      screen.getByText("Vos créneaux sont réservés pour vous encore 14 min, jusqu'à 10h14"),
    ).toBeVisible();
    // Read before the buttons: the terms come first in the page's order.
    const validate = screen.getByRole('button', { name: 'VALIDER' });
    expect(terms.compareDocumentPosition(validate) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('under an empty cart, offers the hall chosen last first, then the other active halls', async () => {
    const server = fakeCartServer({ lines: [] });
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) =>
      new URL(String(input), 'http://localhost').pathname.endsWith('/multisalle')
        ? new Response(JSON.stringify({ multisalleListe: wireHalls }), {
            headers: { 'content-type': 'application/json' },
          })
        : server.fetch(input, init)) as typeof globalThis.fetch;
    configure({ apiBase: '/api/v2', fetch, storage: createMemoryStorage(), getToken: () => 'jeton' });
    storeChosenHall({ id: 3, skipPaymentStep: true });
    const router = createMemoryRouter([{ path: '/cart', element: <CartPage /> }], {
      initialEntries: ['/cart'],
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Aucune réservation dans votre panier')).toBeInTheDocument();
    const suggestions = await screen.findByRole('region', { name: 'Envie de jouer\u00a0?' });
    const links = within(suggestions).getAllByRole('link');
    // The last hall chosen comes first; the inactive hall (Bourges) is never offered.
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/multisalle/multisalle-ajaccio',
      '/multisalle/padel-park',
      '/multisalle/multisalle-chateauroux',
    ]);
    expect(links[0]).toHaveAccessibleName('Revoir les créneaux de MULTISALLE AJACCIO');
  });
});
