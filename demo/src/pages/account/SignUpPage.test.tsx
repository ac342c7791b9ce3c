import { screen, cleanup as unmountAll, waitFor } from '@testing-library/react';
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
  it('the submit is never silently disabled; an empty form shows every error and focuses Nom', async () => {
    const site = await renderSite('/signup');
    cleanup = site.cleanup;
    const user = userEvent.setup({ delay: null });
    const submit = await screen.findByRole('button', { name: 'JE CRÉE MON COMPTE' });
    expect(submit).toBeEnabled();
    await user.click(submit);
    await waitFor(() => expect(screen.getByLabelText('Nom')).toHaveFocus());
    expect(
      screen.getByRole('checkbox', { name: "J'atteste que j'ai plus de 16 ans." }),
    ).toHaveAccessibleDescription(
      'Cochez cette case\u00a0: il faut avoir plus de 16 ans pour créer un compte.',
    );
    expect(screen.getByLabelText('Portable (facultatif)')).not.toHaveAttribute('aria-invalid');
    expect(site.server.requests).toEqual([]);
  });

  it('required fields are marked (aria-required and the legend), the password rule shows before typing', async () => {
    const site = await renderSite('/signup');
    cleanup = site.cleanup;
    await screen.findByLabelText('Nom');
    expect(screen.getByText("Les champs marqués d'un astérisque (*) sont obligatoires.")).toBeInTheDocument();
    for (const label of [
      'Nom',
      'Prénom',
      'Nom de joueur',
      'Email',
      'Mot de passe',
      'Confirmation du mot de passe',
    ]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-required', 'true');
    }
    expect(screen.getByRole('checkbox', { name: /conditions générales/ })).toHaveAttribute(
      'aria-required',
      'true',
    );
    expect(screen.getByLabelText('Portable (facultatif)')).not.toHaveAttribute('aria-required');
    expect(screen.getByLabelText('Mot de passe')).toHaveAccessibleDescription('8 caractères au moins.');
  });

  it("a field's error shows when it is left, and follows the correction", async () => {
    const site = await renderSite('/signup');
    cleanup = site.cleanup;
    const user = userEvent.setup({ delay: null });
    const lastName = await screen.findByLabelText('Nom');
    await user.click(lastName);
    await user.tab();
    expect(lastName).toHaveAccessibleDescription('Ce champ est requis');
    expect(screen.getByLabelText('Prénom')).not.toHaveAttribute('aria-invalid');
    const password = screen.getByLabelText('Mot de passe');
    await user.type(password, 'court');
    expect(password).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(password).toHaveAccessibleDescription(
      '8 caractères au moins. Le mot de passe doit contenir au moins 8 caractères.',
    );
    await user.type(password, '123');
    expect(password).toHaveAccessibleDescription('8 caractères au moins.');
    expect(password).not.toHaveAttribute('aria-invalid');
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

  it("pressing the submit from an invalid field is not lost to the field's message moving it", async () => {
    const site = await renderSite('/signup');
    cleanup = site.cleanup;
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Mot de passe'), 'court');
    await user.click(screen.getByRole('button', { name: 'JE CRÉE MON COMPTE' }));
    // The submit ran: every error shows, the terms box's included, and the focus is on the first field.
    await waitFor(() => expect(screen.getByLabelText('Nom')).toHaveFocus());
    expect(screen.getByRole('checkbox', { name: /conditions générales/ })).toHaveAccessibleDescription(
      'Ce champ est requis',
    );
    expect(screen.getByLabelText('Mot de passe')).toHaveAccessibleDescription(
      '8 caractères au moins. Le mot de passe doit contenir au moins 8 caractères.',
    );
  });

  it('section 9, the 12-character pseudonym rule: a « 0/12 » counter, nothing cut silently, an error past it', async () => {
    const site = await renderSite('/signup');
    cleanup = site.cleanup;
    const user = userEvent.setup({ delay: null });
    const pseudonym = await screen.findByLabelText('Nom de joueur');
    expect(screen.getByText('0/12')).toBeInTheDocument();
    expect(pseudonym).toHaveAccessibleDescription(
      'Votre pseudonyme, 12 caractères au plus. 0 caractères sur 12',
    );
    await user.type(pseudonym, 'abcdefghijklmn');
    expect(pseudonym).toHaveValue('abcdefghijklmn');
    expect(pseudonym).not.toHaveAttribute('maxlength');
    expect(screen.getByText('14/12')).toBeInTheDocument();
    await user.tab();
    expect(pseudonym).toHaveAccessibleDescription(
      /14 caractères sur 12 Le pseudonyme ne doit pas dépasser 12 caractères$/,
    );
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
    // The ticked terms go with the sign-up, so the first login does not ask for them again.
    expect(site.server.requests[0]?.body).toMatchObject({
      email: 'lea@example.fr',
      identifiant: 'leam',
      cgu: true,
    });
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

  it('opens the terms in a new tab, and keeps what was typed (passwords aside) if the visitor leaves anyway', async () => {
    const first = await renderSite('/signup');
    const user = userEvent.setup({ delay: null });
    for (const name of ["conditions générales d'utilisation", 'politique de confidentialité']) {
      const link = await screen.findByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAccessibleDescription("S'ouvre dans un nouvel onglet");
    }
    await user.type(screen.getByLabelText('Nom'), 'Martin');
    await user.type(screen.getByLabelText('Email'), 'lea@example.fr');
    await user.type(screen.getByLabelText('Mot de passe'), 'motdepasse1');
    await user.click(screen.getByRole('checkbox', { name: "J'atteste que j'ai plus de 16 ans." }));
    await first.cleanup();
    unmountAll();

    // Back on the page in the same tab: as it was left, the password to type again.
    const site = await renderSite('/signup');
    cleanup = site.cleanup;
    expect(await screen.findByLabelText('Nom')).toHaveValue('Martin');
    expect(screen.getByLabelText('Email')).toHaveValue('lea@example.fr');
    expect(screen.getByLabelText('Mot de passe')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: "J'atteste que j'ai plus de 16 ans." })).toBeChecked();
    expect(sessionStorage.getItem('brouillonInscription')).not.toContain('motdepasse1');
  });

  it('forgets what was typed once the account is created', async () => {
    const site = await renderSite('/signup', {
      'POST /api/v2/users': { status: 201, body: { id: 12, contactId: 40 } },
    });
    cleanup = site.cleanup;
    const user = userEvent.setup({ delay: null });
    await fillValidForm(user);
    expect(sessionStorage.getItem('brouillonInscription')).toContain('Martin');
    await user.click(screen.getByRole('button', { name: 'JE CRÉE MON COMPTE' }));
    await screen.findByRole('dialog', { name: 'Validation de votre inscription' });
    expect(sessionStorage.getItem('brouillonInscription')).toBeNull();
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
