import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createRouteObjects } from './router.tsx';

function renderAt(path: string) {
  const router = createMemoryRouter(createRouteObjects(), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('router', () => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});

  it('sends an unknown path to /404, replacing it, with the not-found image', async () => {
    const router = renderAt('/ce-chemin-nexiste-pas');
    expect(await screen.findByRole('heading', { name: 'PAGE INTROUVABLE' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('img', { name: /404/ })).toHaveAttribute('src', '/images/not-found.svg');
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
  });

  it('shows the invitation page, never « en construction », and says so when the link leads nowhere', async () => {
    renderAt('/invitation/42/jeton-invitation');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'INVITATION À UNE RÉSERVATION' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/en construction/)).not.toBeInTheDocument();
  });

  it('sets the product title on every route', async () => {
    document.title = '';
    renderAt('/cart');
    await screen.findByRole('heading', { name: 'MON PANIER' });
    expect(document.title).toBe('Multisalle | Book, Play, Share');
  });

  it('frames inner pages with the header, the skip link and the footer', async () => {
    renderAt('/faq');
    await screen.findByRole('heading', { name: 'FOIRE AUX QUESTIONS' });
    expect(screen.getByRole('link', { name: 'Aller au contenu' })).toHaveAttribute('href', '#contenu');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'contenu');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows share pages bare, without header or footer', async () => {
    renderAt('/share/performance/abc');
    await screen.findByRole('heading', { name: 'MES PERFORMANCES' });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it("shows the hall's devices full screen: no site header, footer, skip link or cookie banner", async () => {
    renderAt('/salle/padel-park/ecran/accueil');
    expect(await screen.findByRole('main')).toHaveClass('layout--kiosk');
    expect(screen.queryByRole('link', { name: 'Aller au contenu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /cookies/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.querySelector('.site-header, .cookie-banner')).toBeNull();
  });
});
