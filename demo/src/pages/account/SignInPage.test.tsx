import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt, renderSite, v2Token, wireProfile } from './test-support.tsx';

// Typing through user-event in a full site render is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

let cleanup: () => Promise<void> = async () => undefined;
afterEach(async () => {
  vi.useRealTimers();
  await cleanup();
});

const loginRoutes = () => ({
  'POST /api/admin/Connexion': {
    status: 200,
    body: { bSucces: 1, szToken: fakeJwt({ aud: 'admin', iat: 1 }) },
  },
  'POST /api/v2/auth': { status: 200, body: { token: v2Token() } },
  'GET /api/v2/users/12': { status: 200, body: wireProfile },
});

describe("/signin, JE M'IDENTIFIE (spec 1 sections 2, 4 and 5)", () => {
  it('section 5: email and password are required ("Ce champ est requis")', async () => {
    const site = await renderSite('/signin');
    cleanup = site.cleanup;
    await userEvent.click(await screen.findByRole('button', { name: 'VALIDER' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Ce champ est requis');
    expect(screen.getByLabelText('Mot de passe')).toHaveAccessibleDescription('Ce champ est requis');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(site.server.requests).toEqual([]);
  });

  it('section 4: logs in with the trimmed email, shows the name in the header, then /profile after 1 s', async () => {
    const site = await renderSite('/signin', loginRoutes());
    cleanup = site.cleanup;
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Email'), '  lea@example.fr  ');
    await user.type(screen.getByLabelText('Mot de passe'), 'motdepasse1');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'VALIDER' }));
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: 'Léa Martin' })[0]).toHaveAttribute(
        'href',
        '/profile?q=profile',
      ),
    );
    expect(site.server.requests[1]?.body).toEqual({ email: 'lea@example.fr', password: 'motdepasse1' });
    expect(site.router.state.location.pathname).toBe('/signin');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(site.router.state.location.pathname).toBe('/profile'));
  });

  it('section 4: after a hall page the login goes back to it', async () => {
    // As the wiring stores it when the visitor leaves the hall page for /signin.
    localStorage.setItem('lastRoute', '/multisalle/padel-park');
    const site = await renderSite(['/multisalle/padel-park', '/signin'], loginRoutes());
    cleanup = site.cleanup;
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Email'), 'lea@example.fr');
    await user.type(screen.getByLabelText('Mot de passe'), 'motdepasse1');
    await user.click(screen.getByRole('button', { name: 'VALIDER' }));
    await waitFor(() => expect(site.router.state.location.pathname).toBe('/multisalle/padel-park'), {
      timeout: 3000,
    });
  });

  it('a wrong password shows the server message and stays', async () => {
    const wrong = { status: 401, body: { sCodeErreur: 'CONNEXION-001', szErreur: 'x' } };
    const site = await renderSite('/signin', {
      'POST /api/admin/Connexion': wrong,
      'POST /api/v2/auth': wrong,
    });
    cleanup = site.cleanup;
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Email'), 'lea@example.fr');
    await user.type(screen.getByLabelText('Mot de passe'), 'faux');
    await user.click(screen.getByRole('button', { name: 'VALIDER' }));
    await waitFor(() => expect(site.messages()).toEqual(['Identifiant ou mot de passe invalide.']));
    expect(screen.getByRole('button', { name: 'VALIDER' })).toBeEnabled();
  });

  it("links to Mot de passe oublié ? and M'INSCRIRE", async () => {
    const site = await renderSite('/signin');
    cleanup = site.cleanup;
    expect(await screen.findByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: "M'INSCRIRE" })).toHaveAttribute('href', '/signup');
  });

  it('?uuidUser&uuidConfirmation confirms; a used link says "Lien déjà utilisé"', async () => {
    const site = await renderSite('/signin?uuidUser=u1&uuidConfirmation=c9', {
      'POST /api/v2/user/confirmation': { status: 200, body: { succes: false } },
    });
    cleanup = site.cleanup;
    await waitFor(() => expect(site.messages()).toEqual(['Lien déjà utilisé']));
    expect(site.server.requests[0]?.body).toEqual({ uuidUser: 'u1', uuidConfirmation: 'c9' });
  });

  it('?token is stored as the auth token and leads to /profile', async () => {
    const token = v2Token();
    const site = await renderSite(`/signin?token=${token}`, {
      'GET /api/v2/users/12': { status: 200, body: wireProfile },
    });
    cleanup = site.cleanup;
    await waitFor(() => expect(site.router.state.location.pathname).toBe('/profile'));
    expect(localStorage.getItem('token')).toBe(token);
  });
});

describe('guards (spec 1 section 2)', () => {
  it('/profile and /cart/payment without a token go to /signin', async () => {
    const site = await renderSite('/profile');
    cleanup = site.cleanup;
    await waitFor(() => expect(site.router.state.location.pathname).toBe('/signin'));
    await act(() => site.router.navigate('/cart/payment'));
    await waitFor(() => expect(site.router.state.location.pathname).toBe('/signin'));
  });

  it('/signin and /signup when logged in go to /profile', async () => {
    localStorage.setItem('token', v2Token());
    const site = await renderSite('/signup', { 'GET /api/v2/users/12': { status: 200, body: wireProfile } });
    cleanup = site.cleanup;
    await waitFor(() => expect(site.router.state.location.pathname).toBe('/profile'));
    await act(() => site.router.navigate('/signin'));
    await waitFor(() => expect(site.router.state.location.pathname).toBe('/profile'));
  });
});
