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

describe("the device key (« Clé de l'appareil »)", () => {
  it('is asked once: a key the server accepts is kept in this browser and the page starts', async () => {
    const server = serveHall();
    renderDevicePage('/salle/padel-park/ecran/accueil');
    const form = await screen.findByRole('form', { name: "Clé de l'appareil" });
    expect(form).toHaveTextContent('PADEL PARK');
    await userEvent.type(screen.getByLabelText("Clé de l'appareil", { selector: 'input' }), '  cle-de-test ');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer la clé' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Séances de la prochaine heure' }),
    ).toBeVisible();
    expect(localStorage.getItem(storageKey)).toBe('cle-de-test');
    expect(server.calls.some((call) => call.startsWith('GET /api/v2/salle/1/seances?date='))).toBe(true);
    await waitFor(() =>
      expect(server.connections[0]?.headers.get('authorization')).toBe('Bearer cle-de-test'),
    );
  });

  it('says so when the key is empty or refused, and keeps nothing', async () => {
    serveHall();
    renderDevicePage('/salle/padel-park/controle');
    await screen.findByRole('form', { name: "Clé de l'appareil" });
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer la clé' }));
    expect(screen.getByRole('alert')).toHaveTextContent("Saisissez la clé de l'appareil.");

    const field = screen.getByLabelText("Clé de l'appareil", { selector: 'input' });
    await userEvent.type(field, 'mauvaise-cle');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer la clé' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Cette clé n'est pas reconnue (absente, inconnue ou révoquée) : saisissez la clé de cet appareil.",
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(localStorage.getItem(storageKey)).toBeNull();
  });

  it('is forgotten when the server refuses it later (revoked), with a French message, and the form comes back', async () => {
    serveHall({ acceptedKey: 'nouvelle-cle' });
    renderDevicePage('/salle/padel-park/ecran/entree', { deviceKey: 'cle-revoquee' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "La clé de cet appareil n'est plus acceptée (révoquée ou inconnue) : saisissez une nouvelle clé.",
    );
    expect(screen.getByRole('form', { name: "Clé de l'appareil" })).toBeVisible();
    expect(localStorage.getItem(storageKey)).toBeNull();
  });

  it("is forgotten with the server's words when it is another hall's key or lacks the scope (403)", async () => {
    serveHall({ streamStatus: () => 403 });
    renderDevicePage('/salle/padel-park/ecran/accueil', { deviceKey: 'cle-de-test' });
    expect(await screen.findByRole('alert')).toHaveTextContent("Cette clé n'a pas la portée ecran.");
    expect(localStorage.getItem(storageKey)).toBeNull();
  });

  it('says when the hall of the address does not exist', async () => {
    serveHall();
    renderDevicePage('/salle/salle-inconnue/ecran/accueil');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Salle inconnue : vérifiez l'adresse de cette page.",
    );
  });
});
