import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSite, v2Token, wireProfile } from '../../pages/account/test-support.tsx';

vi.setConfig({ testTimeout: 30_000 });

let cleanup: () => Promise<void> = async () => undefined;
afterEach(() => cleanup());

describe('Header and sidebar, logged in (spec 1 "Navigation and header")', () => {
  it('shows the chip with first and last name to /profile?q=profile and the default avatar when empty', async () => {
    localStorage.setItem('token', v2Token());
    const site = await renderSite('/faq', { 'GET /api/v2/users/12': { status: 200, body: wireProfile } });
    cleanup = site.cleanup;
    const banner = screen.getByRole('banner');
    const chip = await within(banner).findByRole('link', { name: 'Léa Martin' });
    expect(chip).toHaveAttribute('href', '/profile?q=profile');
    // The default avatar is our own picture, written into the page (no image of the player to load).
    expect(chip.querySelector('img')).toBeNull();
    expect(chip.querySelector('.profile-chip__avatar svg')).toHaveAttribute('aria-hidden', 'true');
    expect(within(banner).queryByRole('link', { name: 'INSCRIPTION' })).not.toBeInTheDocument();
  });

  it('shows a spinner while the profile loads', async () => {
    localStorage.setItem('token', v2Token());
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const site = await renderSite('/faq', {
      'GET /api/v2/users/12': () => held.then(() => ({ status: 200, body: wireProfile })),
    });
    cleanup = site.cleanup;
    expect(within(screen.getByRole('banner')).getByRole('status')).toHaveTextContent('Chargement du profil');
    release();
    await waitFor(() => expect(within(screen.getByRole('banner')).queryByRole('status')).toBeNull());
  });

  it('lists the account items and Déconnexion in the sidebar, which logs out to /signin', async () => {
    localStorage.setItem('token', v2Token());
    const site = await renderSite('/faq', {
      'GET /api/v2/users/12': { status: 200, body: wireProfile },
      'POST /api/v2/logout': { status: 204 },
    });
    cleanup = site.cleanup;
    await userEvent.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    const sidebar = screen.getByRole('dialog', { name: 'Menu' });
    const names = within(sidebar)
      .getAllByRole('link')
      .map((link) => link.textContent?.replace(' (nouvel onglet)', '').trim());
    expect(names).toEqual([
      'RÉSERVER',
      'VIDÉOS / SCORING',
      'MES PAIEMENTS',
      'MES RÉSERVATIONS',
      'MON PROFIL',
      'MA FAMILLE',
    ]);
    expect(within(sidebar).getByRole('link', { name: 'MA FAMILLE' })).toHaveAttribute(
      'href',
      '/profile?q=contacts',
    );
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Déconnexion' }));
    await waitFor(() => expect(site.router.state.location.pathname).toBe('/signin'));
    expect(localStorage.getItem('token')).toBeNull();
  });
});
