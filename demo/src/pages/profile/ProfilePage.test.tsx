import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSite, v2Token, wireProfile } from '../account/test-support.tsx';

// Typing through user-event in a full site render is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

let cleanup: () => Promise<void> = async () => undefined;
afterEach(() => cleanup());

type Routes = Parameters<typeof renderSite>[1];

async function openProfile(routes: Routes = {}, path = '/profile?q=profile', heading = 'MON PROFIL') {
  localStorage.setItem('token', v2Token());
  localStorage.setItem('fa-token', 'adm');
  const site = await renderSite(path, {
    'GET /api/v2/users/12': { status: 200, body: wireProfile },
    'GET /api/v2/paiement/alias': { status: 200, body: { bSucces: true, oReponse: null } },
    ...routes,
  });
  cleanup = site.cleanup;
  await screen.findByRole('heading', { name: heading });
  return site;
}

describe('/profile, MON COMPTE (spec 1 sections 2, 5 and 8)', () => {
  it("shows the tabs by q; MES RÉSERVATIONS lists the player's reservations, MA FAMILLE the family members", async () => {
    await openProfile(
      { 'GET /api/v2/user/12/liste_reservations': { status: 200, body: { reservations: [] } } },
      '/profile?q=reservation',
      'MES RÉSERVATIONS',
    );
    const tabs = screen.getByRole('navigation', { name: 'Rubriques de mon compte' });
    expect(within(tabs).getByRole('link', { name: 'MES RÉSERVATIONS' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByRole('heading', { name: 'À VENIR' })).toBeVisible();
    expect(screen.queryByText('Cette section est en construction.')).toBeNull();
    await cleanup();
    await openProfile(
      {
        'GET /api/v2/user/parent': {
          status: 200,
          body: { contacts: [{ id: 5, nom: 'Martin', prenom: 'Jules', pseudo: 'jules', mineur: true }] },
        },
      },
      '/profile?q=contacts',
      'MA FAMILLE',
    );
    expect(await screen.findByText('Jules Martin (jules), mineur')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Supprimer jules' })).toBeEnabled();
  }, 30_000);

  it('section 5: a duplicate says "L\'information du champ {field} est déjà utilisée" field by field', async () => {
    const site = await openProfile({
      'POST /api/admin/grand-public/compte/modifie': {
        status: 200,
        body: { bSucces: false, aDoublon: ['sEmail', 'sIdentifiant', 'sPortable'] },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'ENREGISTRER' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        "L'information du champ email est déjà utilisée",
      ),
    );
    expect(screen.getByLabelText('Pseudonyme')).toHaveAccessibleDescription(
      "L'information du champ pseudonyme est déjà utilisée",
    );
    expect(screen.getByLabelText('Portable')).toHaveAccessibleDescription(
      "L'information du champ portable est déjà utilisée",
    );
    expect(site.messages()).toEqual(['Une erreur est survenue lors de la mise à jour de vos données']);
  });

  it('section 8: a saved profile says "Vos informations ont bien été mises à jour"', async () => {
    const site = await openProfile({
      'POST /api/admin/grand-public/compte/modifie': { status: 200, body: { bSucces: true, aDoublon: [] } },
    });
    const user = userEvent.setup({ delay: null });
    await user.clear(screen.getByLabelText('Prénom'));
    await user.type(screen.getByLabelText('Prénom'), 'Léna');
    await user.click(screen.getByRole('button', { name: 'ENREGISTRER' }));
    await waitFor(() => expect(site.messages()).toEqual(['Vos informations ont bien été mises à jour']));
    expect(site.server.requests.find((r) => r.path.endsWith('/compte/modifie'))?.body).toMatchObject({
      sPrenom: 'Léna',
    });
  });

  it('section 5: required fields and a 9-digit phone are refused before sending', async () => {
    const site = await openProfile();
    const user = userEvent.setup({ delay: null });
    await user.clear(screen.getByLabelText('Nom'));
    await user.clear(screen.getByLabelText('Portable'));
    await user.type(screen.getByLabelText('Portable'), '061234567');
    await user.click(screen.getByRole('button', { name: 'ENREGISTRER' }));
    expect(screen.getByLabelText('Nom')).toHaveAccessibleDescription('Ce champ est requis');
    expect(screen.getByLabelText('Portable')).toHaveAccessibleDescription(
      'Veuillez saisir un numéro de téléphone valide',
    );
    expect(site.server.requests.some((r) => r.path.endsWith('/compte/modifie'))).toBe(false);
  });

  it('section 9: an image over 5 MB is refused before sending', async () => {
    const site = await openProfile();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'grande.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Changer ma photo'), big);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "La taille de l'image doit être inférieure à 5Mo",
    );
    expect(site.messages()).toEqual(["La taille de l'image doit être inférieure à 5Mo"]);
    expect(site.server.requests.some((r) => r.path.endsWith('/user/avatar'))).toBe(false);
  });

  it('VALIDATION TÉLÉPHONE: 10 digits, code required, wrong then right code', async () => {
    let isRight = false;
    const site = await openProfile({
      // The profile read again after the right code says the number is verified.
      'GET /api/v2/users/12': () => ({ status: 200, body: { ...wireProfile, portableVerifie: isRight } }),
      'POST /api/v2/portable/enregistrement_portable': { status: 200, body: { bSucces: true } },
      'POST /api/v2/portable/controle_portable': () => ({ status: 200, body: { bSucces: isRight } }),
    });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'VÉRIFIER MON NUMÉRO' }));
    const dialog = screen.getByRole('dialog', { name: 'VALIDATION TÉLÉPHONE' });
    const phone = within(dialog).getByLabelText('Numéro de portable');
    await user.clear(phone);
    await user.type(phone, '06123');
    await user.click(within(dialog).getByRole('button', { name: 'RECEVOIR LE CODE PAR SMS' }));
    expect(phone).toHaveAccessibleDescription(
      expect.stringContaining('Veuillez saisir un numéro de téléphone valide'),
    );
    await user.type(phone, '45678');
    await user.click(within(dialog).getByRole('button', { name: 'RECEVOIR LE CODE PAR SMS' }));
    await within(dialog).findByRole('button', { name: 'RENVOYER LE CODE' });
    await user.click(within(dialog).getByRole('button', { name: 'VALIDER' }));
    expect(within(dialog).getByLabelText('Code de validation')).toHaveAccessibleDescription(
      'Ce champ est requis',
    );
    await user.type(within(dialog).getByLabelText('Code de validation'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'VALIDER' }));
    await waitFor(() =>
      expect(site.messages()).toContain(
        "Votre code de validation est erroné, veuillez recommencer l'opération.",
      ),
    );
    isRight = true;
    await user.click(within(dialog).getByRole('button', { name: 'VALIDER' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(site.messages()).toContain('Votre numéro de téléphone a bien été validé par notre système.');
    // A verified number is not offered for verification again.
    expect(await screen.findByRole('button', { name: 'CHANGER DE NUMÉRO' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'VÉRIFIER MON NUMÉRO' })).toBeNull();
  });

  it('deletes the account after the confirmation dialog, then /signin', async () => {
    const site = await openProfile({ 'DELETE /api/v2/soft/delete/user/12': { status: 204 } });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'SUPPRIMER MON COMPTE' }));
    // The dialog opens after the click's render: found when it is there, not read at once.
    const dialog = await screen.findByRole('dialog', { name: 'SUPPRIMER MON COMPTE' });
    await user.click(within(dialog).getByRole('button', { name: 'ANNULER' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(site.server.requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'SUPPRIMER MON COMPTE' }));
    await user.click(await screen.findByRole('button', { name: 'CONFIRMER LA SUPPRESSION' }));
    await waitFor(() => expect(site.router.state.location.pathname).toBe('/signin'));
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('session end (spec 1 sections 4 and 8)', () => {
  it('a 401 logs out, toasts "Session expirée, veuillez vous reconnecter." and goes to /signin', async () => {
    const site = await openProfile({
      'POST /api/v2/user/generate-pin': {
        status: 401,
        body: { description: 'Session expirée, veuillez vous reconnecter.' },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'GÉNÉRER UN NOUVEAU CODE PIN' }));
    await waitFor(() => expect(site.router.state.location.pathname).toBe('/signin'));
    expect(site.messages()).toEqual(['Session expirée, veuillez vous reconnecter.']);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('fa-token')).toBeNull();
    expect(screen.getAllByRole('link', { name: 'CONNEXION' }).length).toBeGreaterThan(0);
  });

  it('a stored token issued before the cut-off (2024-06-30) is logged out on start', async () => {
    localStorage.setItem('token', v2Token(new Date('2024-06-01T00:00:00Z')));
    const site = await renderSite('/');
    cleanup = site.cleanup;
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(site.server.requests.some((r) => r.path.startsWith('/api/v2/users'))).toBe(false);
  });

  it('Déconnexion revokes the token and goes to /signin', async () => {
    const site = await openProfile({ 'POST /api/v2/logout': { status: 204 } });
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Déconnexion' })));
    await waitFor(() => expect(site.router.state.location.pathname).toBe('/signin'));
    expect(site.server.requests.some((r) => r.path === '/api/v2/logout')).toBe(true);
  });
});
