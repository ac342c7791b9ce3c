import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSite } from './test-support.tsx';

// Typing through user-event in a full site render is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

let cleanup: () => Promise<void> = async () => undefined;
afterEach(() => cleanup());

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Nom'), 'Martin');
  await user.type(screen.getByLabelText('Prénom'), 'Léa');
  await user.type(screen.getByLabelText('Nom de joueur'), 'leam');
  await user.type(screen.getByLabelText('Email'), '  lea@example.fr ');
  await user.type(screen.getByLabelText('Mot de passe'), 'motdepasse1');
  await user.type(screen.getByLabelText('Confirmation du mot de passe'), 'motdepasse1');
  await user.click(screen.getByRole('checkbox', { name: /conditions générales/ }));
  await user.click(screen.getByRole('checkbox', { name: "J'atteste que j'ai plus de 16 ans." }));
}

describe('/signup, JE CRÉE MON COMPTE (spec 1 sections 4 and 5)', () => {
  it('section 5: the submit stays disabled until the 16-year box is ticked', async () => {
    const site = await renderSite('/signup');
    cleanup = site.cleanup;
    const user = userEvent.setup({ delay: null });
    const submit = await screen.findByRole('button', { name: 'JE CRÉE MON COMPTE' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: "J'atteste que j'ai plus de 16 ans." }));
    expect(submit).toBeEnabled();
  });

  it('section 5: every required field says "Ce champ est requis", the terms box included', async () => {
    const site = await renderSite('/signup');
    cleanup = site.cleanup;
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('checkbox', { name: "J'atteste que j'ai plus de 16 ans." }));
    await user.click(screen.getByRole('button', { name: 'JE CRÉE MON COMPTE' }));
    for (const label of [
      'Nom',
      'Prénom',
      'Nom de joueur',
      'Email',
      'Mot de passe',
      'Confirmation du mot de passe',
    ]) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(
        expect.stringContaining('Ce champ est requis'),
      );
    }
    expect(screen.getByRole('checkbox', { name: /conditions générales/ })).toHaveAccessibleDescription(
      'Ce champ est requis',
    );
    expect(site.server.requests).toEqual([]);
  });

  it('section 9: the pseudonym takes at most 12 characters', async () => {
    const site = await renderSite('/signup');
    cleanup = site.cleanup;
    const pseudonym = await screen.findByLabelText('Nom de joueur');
    await userEvent.type(pseudonym, 'abcdefghijklmnop');
    expect(pseudonym).toHaveValue('abcdefghijkl');
    expect(pseudonym).toHaveAttribute('maxlength', '12');
  });

  it('section 5: a different confirmation says "Les mots de passe ne concordent pas"', async () => {
    const site = await renderSite('/signup');
    cleanup = site.cleanup;
    const user = userEvent.setup({ delay: null });
    await fillValidForm(user);
    await user.type(screen.getByLabelText('Confirmation du mot de passe'), 'x');
    await user.click(screen.getByRole('button', { name: 'JE CRÉE MON COMPTE' }));
    expect(screen.getByLabelText('Confirmation du mot de passe')).toHaveAccessibleDescription(
      'Les mots de passe ne concordent pas',
    );
    expect(site.server.requests).toEqual([]);
  });

  it('section 4: success opens "Validation de votre inscription" and OK goes to /signin', async () => {
    const site = await renderSite('/signup', {
      'POST /api/v2/users': { status: 201, body: { id: 12, contactId: 40 } },
    });
    cleanup = site.cleanup;
    const user = userEvent.setup({ delay: null });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'JE CRÉE MON COMPTE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Validation de votre inscription' });
    expect(site.server.requests[0]?.body).toMatchObject({ email: 'lea@example.fr', identifiant: 'leam' });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(dialog).not.toBeInTheDocument();
    await waitFor(() => expect(site.router.state.location.pathname).toBe('/signin'));
  });

  it('section 4: a duplicate opens "Erreur lors de l\'inscription" with "Pseudo ou email déjà utilisé"', async () => {
    const site = await renderSite('/signup', {
      'POST /api/v2/users': { status: 409, body: { sCodeErreur: 'GRAND-PUBLIC-006', szErreur: 'x' } },
    });
    cleanup = site.cleanup;
    const user = userEvent.setup({ delay: null });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'JE CRÉE MON COMPTE' }));
    const dialog = await screen.findByRole('dialog', { name: "Erreur lors de l'inscription" });
    expect(dialog).toHaveTextContent('Pseudo ou email déjà utilisé');
  });

  it("links to M'IDENTIFIER, /rgpd and /politique-de-confidentialite", async () => {
    const site = await renderSite('/signup');
    cleanup = site.cleanup;
    expect(await screen.findByRole('link', { name: "M'IDENTIFIER" })).toHaveAttribute('href', '/signin');
    expect(screen.getByRole('link', { name: "conditions générales d'utilisation" })).toHaveAttribute(
      'href',
      '/rgpd',
    );
    expect(screen.getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute(
      'href',
      '/politique-de-confidentialite',
    );
  });
});
