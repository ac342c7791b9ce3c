import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderConsole, signInTab, wireHall } from './test-support.tsx';

let cleanup = () => {};
afterEach(() => cleanup());

const staff = [
  { idPersonnel: 1, email: 'lea@salle.fr', role: 'proprietaire', actif: true },
  { idPersonnel: 2, email: 'tom@salle.fr', role: 'accueil', actif: false },
];

const teamRoutes = (overrides: Record<string, unknown> = {}) => ({
  'GET /api/gestion/moi': {
    status: 200,
    body: { email: 'lea@salle.fr', salles: [wireHall('padel-park')] },
  },
  'GET /api/gestion/salles/padel-park/personnel': { status: 200, body: { personnel: staff } },
  ...overrides,
});

describe("/gestion/:cle/personnel, the hall's staff", () => {
  it('lists each member with their role, state and « Retirer », and removes one after a confirmation', async () => {
    signInTab();
    const site = renderConsole(
      '/gestion/padel-park/personnel',
      teamRoutes({ 'DELETE /api/gestion/salles/padel-park/personnel/2': { status: 204 } }),
    );
    cleanup = site.cleanup;
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^lea@salle\.frvous.*Actif/),
      expect.stringMatching(/^tom@salle\.fr.*Lien envoyé/),
    ]);
    expect(screen.getByRole('combobox', { name: 'Rôle de tom@salle.fr' })).toHaveValue('accueil');

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Retirer tom@salle.fr' }));
    const confirm = screen.getByRole('button', { name: 'Confirmer le retrait' });
    await waitFor(() => expect(confirm).toHaveFocus());
    expect(confirm).toHaveAccessibleDescription('Retirer tom@salle.fr du personnel de la salle\u00a0?');
    await user.click(confirm);
    expect(await screen.findByText('tom@salle.fr ne fait plus partie du personnel.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Rôle de tom@salle.fr' })).toBeNull();
  });

  it("shows the server's 409 and the saved role again when one's own role is changed", async () => {
    signInTab();
    const site = renderConsole(
      '/gestion/padel-park/personnel',
      teamRoutes({
        'PUT /api/gestion/salles/padel-park/personnel/1': {
          status: 409,
          body: { szErreur: 'Vous ne pouvez pas changer votre propre rôle.' },
        },
      }),
    );
    cleanup = site.cleanup;
    const user = userEvent.setup({ delay: null });
    const select = await screen.findByRole('combobox', { name: 'Rôle de lea@salle.fr' });
    await user.selectOptions(select, 'Accueil');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le rôle de lea@salle.fr' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Vous ne pouvez pas changer votre propre rôle.',
    );
    expect(select).toHaveValue('proprietaire');
    expect(site.server.requests.find((request) => request.method === 'PUT')?.body).toEqual({
      role: 'accueil',
    });
  });

  it('invites a member and shows their activation link once, to copy', async () => {
    signInTab();
    const link = 'http://localhost/gestion/activation/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
    const site = renderConsole(
      '/gestion/padel-park/personnel',
      teamRoutes({
        'POST /api/gestion/salles/padel-park/personnel': {
          status: 200,
          body: { idPersonnel: 3, lienActivation: link },
        },
      }),
    );
    cleanup = site.cleanup;
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'INVITER' }));
    expect(screen.getByLabelText('Adresse email')).toHaveAccessibleDescription(
      'Saisissez une adresse email valide (par exemple nom@exemple.fr).',
    );
    await user.type(screen.getByLabelText('Adresse email'), 'zoe@salle.fr');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rôle' }), 'Gestionnaire');
    await user.click(screen.getByRole('button', { name: 'INVITER' }));
    expect(await screen.findByLabelText("Lien d'activation")).toHaveValue(link);
    expect(screen.getByText(/Transmettez ce lien à zoe@salle\.fr/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copier le lien' })).toBeInTheDocument();
    expect(site.server.requests.find((request) => request.method === 'POST')?.body).toEqual({
      email: 'zoe@salle.fr',
      role: 'gestionnaire',
    });
  });

  it("shows the server's 403 to a role that may not see the staff", async () => {
    signInTab();
    const site = renderConsole(
      '/gestion/padel-park/personnel',
      teamRoutes({
        'GET /api/gestion/moi': {
          status: 200,
          body: { email: 'tom@salle.fr', salles: [wireHall('padel-park', 'accueil')] },
        },
        'GET /api/gestion/salles/padel-park/personnel': {
          status: 403,
          body: { description: 'Votre rôle dans cette salle ne permet pas cette action.' },
        },
      }),
    );
    cleanup = site.cleanup;
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Votre rôle dans cette salle ne permet pas cette action.',
    );
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });
});
