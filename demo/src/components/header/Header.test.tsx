import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Header } from './Header.tsx';

function renderHeader() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Header /> },
      { path: '*', element: <Header /> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('Header', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('offers the visitor RÉSERVER, VIDÉOS / SCORING in a new tab, the cart, CONNEXION and INSCRIPTION', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(nav).toContainElement(screen.getAllByRole('link', { name: 'RÉSERVER' })[0] ?? null);
    const video = screen.getAllByRole('link', { name: /VIDÉOS \/ SCORING/ })[0];
    expect(video).toHaveAttribute('target', '_blank');
    expect(video).toHaveAttribute('rel', 'noopener noreferrer');
    expect(video).toHaveAccessibleName('VIDÉOS / SCORING (nouvel onglet)');
    expect(screen.getByRole('link', { name: 'PANIER' })).toHaveAttribute('href', '/cart');
    expect(screen.getAllByRole('link', { name: 'CONNEXION' })[0]).toHaveAttribute('href', '/signin');
    expect(screen.getAllByRole('link', { name: 'INSCRIPTION' })[0]).toHaveAttribute('href', '/signup');
  });

  it('opens the sidebar, locks scrolling, closes on Escape and gives focus back', async () => {
    renderHeader();
    const menuButton = screen.getByRole('button', { name: 'Ouvrir le menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton);

    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Fermer le menu' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(menuButton).toHaveFocus();
  });

  it('closes the sidebar on CONNEXION and navigates 500 ms later', async () => {
    vi.useFakeTimers();
    const router = renderHeader();
    act(() => screen.getByRole('button', { name: 'Ouvrir le menu' }).click());
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    const signin = Array.from(dialog.querySelectorAll('a')).find((a) => a.textContent === 'CONNEXION');
    act(() => signin?.click());

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(router.state.location.pathname).toBe('/');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.pathname).toBe('/signin');
  });
});
