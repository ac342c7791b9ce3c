import { configure, createMemoryStorage, resetCart, resetConfig } from '@multisalle/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeCartServer, wireLine } from '../../../../packages/core/src/stores/cart/test-cart';
import { CartPage } from './CartPage.tsx';

afterEach(() => {
  resetCart();
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
});
