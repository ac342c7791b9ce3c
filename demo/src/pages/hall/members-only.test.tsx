import { configure, initSession, logout, onToast, resetHalls } from '@multisalle/core';
import { json, v2Token, wireProfile } from '@multisalle/core/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { HallPage } from './HallPage.tsx';
import { serveHalls } from './test-server.ts';

afterEach(async () => {
  await logout({ revoke: false });
  localStorage.clear();
  resetHalls();
  configure();
});

describe('a hall only its members may book (spec 1 section 6, MULTISALLE-002)', () => {
  it('refuses a logged-in player who is not a member with the French message, then back to the hall list', async () => {
    const added: string[] = [];
    serveHalls({
      other: (call) => {
        if (call === 'GET /api/v2/users/12') return json(200, { ...wireProfile, portableVerifie: true });
        if (call === 'GET /api/v2/panier')
          return json(200, {
            uuid: 'p',
            dtExpiration: null,
            tarif: 0,
            contenu: [],
            reductions: [],
            v2: true,
          });
        if (call === 'POST /api/v2/panier/ajout') {
          added.push(call);
          return json(403, { sCodeErreur: 'MULTISALLE-002' });
        }
        return undefined;
      },
    });
    localStorage.setItem('token', v2Token());
    await initSession();
    const toasts: string[] = [];
    const stopToasts = onToast((toast) => toasts.push(toast.message));
    const router = createMemoryRouter(
      [
        { path: '/', element: <h1>Accueil</h1> },
        { path: '/multisalle/:multisalleName', element: <HallPage /> },
      ],
      { initialEntries: ['/multisalle/padel-park'] },
    );
    render(<RouterProvider router={router} />);

    const section = await screen.findByRole('region', { name: 'JE RÉSERVE UN CRÉNEAU' });
    const [slot] = await within(section).findAllByRole('button', { name: /disponible/ });
    await userEvent.click(slot as HTMLElement);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(added).toHaveLength(1);
    expect(toasts).toContain("Vous n'êtes pas autorisé à réserver dans cette multisalle");
    expect(await screen.findByRole('heading', { level: 1, name: 'Accueil' })).toBeInTheDocument();
    stopToasts();
  });
});
