import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSite } from './test-support.tsx';

// Typing through user-event in a full site render is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

let cleanup: () => Promise<void> = async () => undefined;
afterEach(() => cleanup());

describe('/forgot-password (spec 1 sections 4 and 5)', () => {
  it('section 5: the email is required, an invalid one says "Merci de vérifier vos informations et veuillez réessayer"', async () => {
    const site = await renderSite('/forgot-password');
    cleanup = site.cleanup;
    expect(await screen.findByRole('heading', { name: 'RÉINITIALISER MON MOT DE PASSE' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'VALIDER' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Ce champ est requis');
    await userEvent.type(screen.getByLabelText('Email'), 'lea');
    await userEvent.click(screen.getByRole('button', { name: 'VALIDER' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Merci de vérifier vos informations et veuillez réessayer',
    );
    expect(site.server.requests).toEqual([]);
  });

  it('section 4: always the neutral message, then /signin', async () => {
    const site = await renderSite('/forgot-password', {
      'POST /api/v2/forgot_password/': { status: 200, body: { message: 'x' } },
    });
    cleanup = site.cleanup;
    await userEvent.type(await screen.findByLabelText('Email'), ' inconnu@example.fr ');
    await userEvent.click(screen.getByRole('button', { name: 'VALIDER' }));
    await waitFor(() => expect(site.router.state.location.pathname).toBe('/signin'));
    expect(site.messages()).toEqual([
      'Si un compte existe pour cette adresse, vous recevrez un mail contenant un lien de réinitialisation.',
    ]);
    expect(site.server.requests[0]?.body).toEqual({
      email: 'inconnu@example.fr',
      host: `${window.location.origin}/reinitialisation`,
    });
  });
});

describe('/reinitialisation/{token} (spec 1 sections 4, 5 and 8)', () => {
  it('an invalid token shows its message and the CONNEXION button', async () => {
    const site = await renderSite('/reinitialisation/perime');
    cleanup = site.cleanup;
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Le token n'est pas valide. Veuillez renouveler votre demande de changement de mot de passe",
    );
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'CONNEXION' })).toHaveAttribute(
      'href',
      '/signin',
    );
  });

  it('section 5: different values say "Les deux mots de passe ne concordent pas"; trimmed equal values reset', async () => {
    const site = await renderSite('/reinitialisation/ok', {
      'GET /api/v2/forgot_password/ok': { status: 200, body: { valid: true } },
      'POST /api/v2/forgot_password/ok': { status: 200, body: { succes: true } },
    });
    cleanup = site.cleanup;
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Nouveau mot de passe'), 'nouveau123');
    await user.type(screen.getByLabelText('Confirmation du mot de passe'), 'nouveau124');
    await user.click(screen.getByRole('button', { name: 'VALIDER' }));
    expect(screen.getByLabelText('Confirmation du mot de passe')).toHaveAccessibleDescription(
      'Les deux mots de passe ne concordent pas',
    );
    await user.clear(screen.getByLabelText('Confirmation du mot de passe'));
    await user.type(screen.getByLabelText('Confirmation du mot de passe'), ' nouveau123 ');
    await user.click(screen.getByRole('button', { name: 'VALIDER' }));
    await waitFor(() => expect(site.router.state.location.pathname).toBe('/signin'));
    expect(site.server.requests.at(-1)?.body).toEqual({ password: 'nouveau123' });
    expect(site.messages()).toEqual([
      'Votre mot de passe a bien été changé. Vous pouvez désormais vous connecter.',
    ]);
  });
});

describe('activation page (spec 1 sections 2, 4 and 8)', () => {
  const path = '/utilisateur/jeton1/7/validation-inscription.html';

  it('shows "Activation en cours...", then goes to /signin with the success message', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const site = await renderSite(path, {
      'POST /api/admin/grand-public/validation/inscription/jeton1/7': () =>
        answered.then(() => ({ status: 200, body: { bSucces: true, szToken: 'a' } })),
    });
    cleanup = site.cleanup;
    expect(await screen.findByRole('status')).toHaveTextContent('Activation en cours...');
    expect(screen.getByRole('main')).toHaveTextContent('Activation en cours...');
    release();
    await waitFor(() => expect(site.router.state.location.pathname).toBe('/signin'));
    expect(site.messages()).toEqual([
      'Votre compte a bien été activé, vous pouvez désormais vous connecter.',
    ]);
  });

  it('an already active account says "Le compte est déjà actif."', async () => {
    const site = await renderSite('/utilisateur/jeton2/7/validation-inscription.html', {
      'POST /api/admin/grand-public/validation/inscription/jeton2/7': {
        status: 409,
        body: { sCodeErreur: 'GRAND-PUBLIC-019', szErreur: 'Le compte est déjà actif.' },
      },
    });
    cleanup = site.cleanup;
    expect(await screen.findByRole('alert')).toHaveTextContent('Le compte est déjà actif.');
  });

  it('an unknown link shows the activation error', async () => {
    const site = await renderSite('/utilisateur/jeton3/7/validation-inscription.html');
    cleanup = site.cleanup;
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Une erreur est survenue lors de l'activation de votre compte, veuillez réessayer plus tard ou contacter un administrateur.",
    );
  });
});
