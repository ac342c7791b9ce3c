import { configure, readOfflineCopy, type WireReservationLine } from '@multisalle/core';
import { testParticipant, testWireReservation } from '@multisalle/core/testing';
import { render, screen, cleanup as unmount, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderSite, v2Token, wireProfile } from '../account/test-support.tsx';
import { OfflineBanner } from './OfflineBanner.tsx';

vi.setConfig({ testTimeout: 30_000 });

const id = '00000000-0000-4000-8000-00000000000a';

/** A coming game user 12 (contact 40, « leam ») organises, with Lou, a family member Léa added. */
const game: WireReservationLine = {
  ...testWireReservation({
    participants: [testParticipant(40, 'leam', true), { ...testParticipant(50, 'lou'), ajoutePar: 'leam' }],
  }),
  id_reservation: id,
  aVenir: true,
  organisateurMoi: true,
  maReponse: 2,
  jetonInvitation: 'f'.repeat(32),
  monCodePin: null,
  listeAttente: [],
};

const routes = {
  'GET /api/v2/users/12': { status: 200, body: wireProfile },
  'GET /api/v2/user/12/liste_reservations': { status: 200, body: { reservations: [game] } },
  'GET /api/v2/paiement/alias': { status: 200, body: { bSucces: true, oReponse: null } },
  [`GET /api/v2/qrcode/participant/${id}/40`]: { status: 200, body: '<svg>leam</svg>' },
  [`GET /api/v2/qrcode/participant/${id}/50`]: { status: 200, body: '<svg>lou</svg>' },
};

let isOnline = true;
let cleanup: () => Promise<void> = async () => undefined;

/** The browser's network state, as `navigator.onLine` and its events tell it. */
function goOnline(online: boolean) {
  isOnline = online;
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

beforeEach(() => {
  isOnline = true;
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => isOnline);
  // The site keeps the copy (main.tsx sets it); renderSite's configure merges over this.
  configure({ keepReservationsOffline: true });
});
afterEach(async () => {
  await cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function openReservations() {
  localStorage.setItem('token', v2Token());
  const site = await renderSite('/profile?q=reservation', routes);
  cleanup = site.cleanup;
  return site;
}

describe('MES RÉSERVATIONS offline', () => {
  it("shows the games and QR codes kept on the device under « Hors connexion », the network's actions disabled with their reason, and reloads when the network is back", async () => {
    const user = userEvent.setup();
    const online = await openReservations();
    expect(
      await screen.findByRole('img', { name: "QR code d'entrée de lou" }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /Hors connexion/ })).toBeNull();
    await waitFor(async () => expect(await readOfflineCopy(12)).not.toBeNull());
    // The page closes without a logout (the copy outlives a reload, not a logout), and opens offline.
    unmount();
    isOnline = false;
    const site = await openReservations();
    const closeOffline = cleanup;
    cleanup = async () => {
      await online.cleanup();
      await closeOffline();
    };
    const banner = await screen.findByRole('status', { name: /Hors connexion/ });
    expect(
      within(banner).getByText(/Dernière mise à jour\s: \p{L}+ \d{1,2}(er)? \p{L}+ à \d{2}:\d{2}\./u),
    ).toBeVisible();
    const coming = screen.getByRole('region', { name: 'À VENIR' });
    expect(within(coming).getByText('Padel — Ajaccio')).toBeVisible();
    expect(await within(coming).findByRole('img', { name: "QR code d'entrée de leam" })).toHaveAttribute(
      'src',
      expect.stringContaining(encodeURIComponent('<svg>leam</svg>')),
    );
    expect(within(coming).getByRole('img', { name: "QR code d'entrée de lou" })).toBeInTheDocument();
    expect(screen.getByText("Les réservations passées s'affichent avec la connexion.")).toBeVisible();
    // Every action that needs the server is disabled and says why; none is there to fail silently.
    const reason = 'Annuler, inviter, code PIN et agenda\u00a0: disponibles au retour de la connexion.';
    for (const name of [
      'Annuler la réservation',
      'GÉNÉRER MON CODE PIN',
      'Ajouter à mon agenda',
      'AJOUTER DES MEMBRES DE MA FAMILLE',
      "INVITER D'ANCIENS ÉQUIPIERS",
    ]) {
      const button = within(coming).getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(reason);
    }
    expect(within(coming).getByRole('switch')).toBeDisabled();
    expect(within(coming).queryByRole('link', { name: 'Ajouter à mon agenda' })).toBeNull();
    const listCalls = () =>
      site.server.requests.filter((r) => r.path === '/api/v2/user/12/liste_reservations').length;
    expect(listCalls()).toBe(0);
    expect(site.messages()).not.toContain(
      'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
    );

    goOnline(true);
    await waitFor(() => expect(listCalls()).toBe(1));
    await waitFor(() => expect(screen.queryByRole('status', { name: /Hors connexion/ })).toBeNull());
    expect(screen.getByRole('button', { name: 'Annuler la réservation' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Ajouter à mon agenda' })).toBeVisible();

    // The network goes while the page is open: the list stays, the banner comes, the actions wait.
    goOnline(false);
    expect(await screen.findByRole('status', { name: /Hors connexion/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Annuler la réservation' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Annuler la réservation' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when nothing was kept on this device yet', async () => {
    isOnline = false;
    await openReservations();
    const banner = await screen.findByRole('status', { name: /Hors connexion/ });
    expect(banner).toHaveTextContent(
      "Vos réservations n'ont pas encore été enregistrées sur cet appareil : elles s'afficheront au retour de la connexion.",
    );
    expect(screen.getByText('Aucune réservation enregistrée sur cet appareil.')).toBeVisible();
  });
});

describe('the « Hors connexion » banner', () => {
  it('gives the last update in French and, when the browser is online but the server was not reached, a way to try again', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<OfflineBanner updatedAt="2026-11-24T13:05:00Z" onRetry={onRetry} />);
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent(/^Hors connexion/);
    expect(banner).toHaveTextContent(
      /Réservations à venir et QR codes enregistrés sur cet appareil\. Dernière mise à jour\s: (lundi|mardi|mercredi) 2[345] novembre à \d{2}:05\./,
    );
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
