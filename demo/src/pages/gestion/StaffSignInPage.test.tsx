import { json } from '@multisalle/core/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { staffTokenKey } from './staff-session.ts';
import { newStaffToken, renderConsole, wireHall } from './test-support.tsx';

let cleanup = () => {};
afterEach(() => cleanup());

const refused = { status: 401, body: { description: 'Adresse email ou mot de passe incorrect.' } };

describe("/gestion/connexion, the staff's sign-in", () => {
  it('asks for both fields in French and sends nothing while one is empty', async () => {
    const site = renderConsole('/gestion/connexion');
    cleanup = site.cleanup;
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'SE CONNECTER' }));
    expect(screen.getByLabelText('Adresse email')).toHaveAccessibleDescription(
      'Saisissez votre adresse email.',
    );
    expect(screen.getByLabelText('Mot de passe')).toHaveAccessibleDescription(
      'Saisissez votre mot de passe.',
    );
    await waitFor(() => expect(screen.getByLabelText('Adresse email')).toHaveFocus());
    expect(site.server.requests).toEqual([]);
  });

  it("shows the server's refusal as an alert and keeps what was typed", async () => {
    const site = renderConsole('/gestion/connexion', { 'POST /api/gestion/connexion': refused });
    cleanup = site.cleanup;
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Adresse email'), 'lea@salle.fr');
    await user.type(screen.getByLabelText('Mot de passe'), 'mauvais-mot');
    await user.click(screen.getByRole('button', { name: 'SE CONNECTER' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Adresse email ou mot de passe incorrect.');
    expect(screen.getByLabelText('Adresse email')).toHaveValue('lea@salle.fr');
    expect(screen.getByLabelText('Mot de passe')).toHaveValue('mauvais-mot');
    expect(screen.getByRole('button', { name: 'SE CONNECTER' })).not.toHaveAttribute('aria-disabled');
    expect(sessionStorage.getItem(staffTokenKey())).toBeNull();
    expect(site.location().pathname).toBe('/gestion/connexion');
  });

  it("is busy while the server answers, then keeps the token for the tab and lists the member's halls", async () => {
    const token = newStaffToken();
    let answer: (response: Response) => void = () => {};
    const site = renderConsole('/gestion/connexion', {
      'POST /api/gestion/connexion': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
      'GET /api/gestion/moi': {
        status: 200,
        body: {
          email: 'lea@salle.fr',
          salles: [wireHall('padel-park'), wireHall('multisalle-ajaccio', 'accueil', 'Multisalle Ajaccio')],
        },
      },
    });
    cleanup = site.cleanup;
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Adresse email'), '  lea@salle.fr ');
    await user.type(screen.getByLabelText('Mot de passe'), 'motdepasse-salle');
    await user.click(screen.getByRole('button', { name: 'SE CONNECTER' }));

    expect(screen.getByRole('button', { name: 'SE CONNECTER' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Connexion en cours…')).toBeInTheDocument();
    expect(site.server.requests[0]?.body).toEqual({ email: 'lea@salle.fr', motDePasse: 'motdepasse-salle' });
    answer(json(200, { token }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Vos salles' })).toBeInTheDocument();
    expect(site.location().pathname).toBe('/gestion');
    expect(sessionStorage.getItem(staffTokenKey())).toBe(token);
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByRole('link', { name: /Multisalle Ajaccio/ })).toHaveAttribute(
      'href',
      '/gestion/multisalle-ajaccio',
    );
    const moi = site.server.requests.find((request) => request.path === '/api/gestion/moi');
    expect(moi?.authorization).toBe(`Bearer ${token}`);
  });

  it("shows the server's « Trop de tentatives » on a 429", async () => {
    const site = renderConsole('/gestion/connexion', {
      'POST /api/gestion/connexion': {
        status: 429,
        body: { description: 'Trop de tentatives, veuillez réessayer dans quelques minutes.' },
      },
    });
    cleanup = site.cleanup;
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Adresse email'), 'lea@salle.fr');
    await user.type(screen.getByLabelText('Mot de passe'), 'x');
    await user.click(screen.getByRole('button', { name: 'SE CONNECTER' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Trop de tentatives, veuillez réessayer dans quelques minutes.',
    );
  });
});
