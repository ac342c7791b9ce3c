import { configure, resetHalls } from '@multisalle/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderDevicePage } from './render-device.tsx';
import { serveHall } from './test-hall-server.ts';

afterEach(() => {
  resetHalls();
  configure();
});

const storageKey = 'multisalle-appareil:padel-park';
const staff = {
  'accueil@padel.fr': {
    password: 'secret-accueil',
    salles: [{ cle: 'padel-park', permissions: ['day', 'desk'] }],
  },
  'autre@salle.fr': {
    password: 'secret-autre',
    salles: [{ cle: 'autre-salle', permissions: ['day', 'desk'] }],
  },
};

async function openGate() {
  renderDevicePage('/salle/padel-park/controle', { deviceKey: 'cle-de-test' });
  await userEvent.click(await screen.findByRole('button', { name: 'Changer de clé' }));
  return screen.findByRole('form', { name: 'Connexion du personnel' });
}

async function signIn(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('Adresse email'), email);
  await userEvent.type(screen.getByLabelText('Mot de passe'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
}

describe('« Changer de clé » behind a staff sign-in', () => {
  it('asks a staff member of the hall first, then the new key; the staff token is signed out once it is saved', async () => {
    const server = serveHall({ staff, acceptedKey: 'cle-de-test' });
    await openGate();
    expect(screen.queryByRole('form', { name: "Clé de l'appareil" })).toBeNull();
    expect(localStorage.getItem(storageKey)).toBe('cle-de-test');
    await signIn('accueil@padel.fr', 'secret-accueil');

    await screen.findByRole('form', { name: "Clé de l'appareil" });
    await userEvent.type(screen.getByLabelText("Clé de l'appareil", { selector: 'input' }), 'cle-de-test');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer la clé' }));
    expect(await screen.findByRole('heading', { name: 'Contrôle des entrées' })).toBeVisible();
    await waitFor(() => expect(server.signedOut).toEqual(['jeton-accueil@padel.fr']));
  });

  it('refuses a wrong password and a member of another hall in French, and keeps the key', async () => {
    const server = serveHall({ staff });
    await openGate();
    await signIn('accueil@padel.fr', 'mauvais');
    expect(await screen.findByRole('alert')).toHaveTextContent('Adresse email ou mot de passe incorrect.');

    await userEvent.clear(screen.getByLabelText('Adresse email'));
    await signIn('autre@salle.fr', 'secret-autre');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        "Ce compte ne peut pas changer la clé de cet appareil : il faut le droit d'accueil dans cette salle.",
      ),
    );
    expect(server.signedOut).toEqual(['jeton-autre@salle.fr']);
    expect(screen.queryByRole('form', { name: "Clé de l'appareil" })).toBeNull();
    expect(localStorage.getItem(storageKey)).toBe('cle-de-test');
  });

  it('goes back to the reception when the key form is left, signing the staff out', async () => {
    const server = serveHall({ staff });
    await openGate();
    await signIn('accueil@padel.fr', 'secret-accueil');
    await screen.findByRole('form', { name: "Clé de l'appareil" });
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(await screen.findByRole('heading', { name: 'Contrôle des entrées' })).toBeVisible();
    await waitFor(() => expect(server.signedOut).toEqual(['jeton-accueil@padel.fr']));
    expect(localStorage.getItem(storageKey)).toBe('cle-de-test');
  });
});
