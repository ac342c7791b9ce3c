import { configure, resetHalls } from '@multisalle/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { HallPage } from './HallPage.tsx';
import { serveHalls } from './test-server.ts';

function renderHallPage(key: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Accueil</h1> },
      { path: '/404', element: <h1>PAGE INTROUVABLE</h1> },
      { path: '/cart', element: <h1>MON PANIER</h1> },
      { path: '/multisalle/:multisalleName', element: <HallPage /> },
    ],
    { initialEntries: [`/multisalle/${key}`] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  resetHalls();
  configure();
});

describe('hall page (spec 2 section 2, "Hall page")', () => {
  it('shows a spinner, then the hall name, its city, full address and services', async () => {
    serveHalls();
    renderHallPage('padel-park');
    expect(screen.getByRole('status')).toHaveTextContent('Chargement de la salle');

    expect(await screen.findByRole('heading', { level: 1, name: 'PADEL PARK' })).toBeInTheDocument();
    expect(screen.getByText('Déols', { selector: '.hall-header__city' })).toBeInTheDocument();
    const informations = screen.getByRole('region', { name: 'INFORMATIONS' });
    const address = within(informations).getByText(/14 allée du Parc des Sports/);
    expect(address).toHaveTextContent(
      "14 allée du Parc des SportsZone d'activités de la Martinerie36130 Déols",
    );
    const services = within(informations).getByRole('list', { name: 'Services' });
    expect(
      within(services)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Vestiaires', 'Wi-Fi']);
    expect(services.querySelector('img')).toHaveAttribute('src', '/media/services/vestiaires.svg');
  });

  it("shows the hall's own description under INFORMATIONS as plain paragraphs, and its own photos in the gallery", async () => {
    serveHalls({
      detail: {
        description: 'Deux terrains couverts.\nOuverts tard.\n\n<b>Parking</b> gratuit.',
        photos: [
          { url: '/media/hall-photos/7/0123456789abcdef.jpg', texteAlternatif: 'Les deux terrains' },
          { url: '/media/hall-photos/8/fedcba9876543210.png', texteAlternatif: 'Le bar' },
        ],
      },
    });
    renderHallPage('padel-park');
    const informations = await screen.findByRole('region', { name: 'INFORMATIONS' });
    const paragraphs = informations.querySelectorAll('.hall-info__description p');
    expect([...paragraphs].map((paragraph) => paragraph.textContent)).toEqual([
      'Deux terrains couverts.Ouverts tard.',
      '<b>Parking</b> gratuit.',
    ]);
    expect(informations.querySelector('b')).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'VOTRE MULTISALLE EN IMAGES' }));
    const gallery = screen.getByRole('dialog', { name: 'VOTRE MULTISALLE EN IMAGES' });
    expect(within(gallery).getByRole('img', { name: 'Les deux terrains' })).toHaveAttribute(
      'src',
      '/media/hall-photos/7/0123456789abcdef.jpg',
    );
    expect(within(gallery).getByText('Photo 1 sur 2')).toBeInTheDocument();
  });

  it("keeps the site's photos and no description for a hall whose console sent none", async () => {
    serveHalls();
    renderHallPage('padel-park');
    const informations = await screen.findByRole('region', { name: 'INFORMATIONS' });
    expect(informations.querySelector('.hall-info__description')).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'VOTRE MULTISALLE EN IMAGES' }));
    expect(
      within(screen.getByRole('dialog', { name: 'VOTRE MULTISALLE EN IMAGES' })).getByRole('img'),
    ).toHaveAccessibleName("Les deux terrains de padel couverts, vus depuis l'entrée");
  });

  it("shows the hall's own banner", async () => {
    serveHalls();
    renderHallPage('padel-park');
    await screen.findByRole('heading', { level: 1, name: 'PADEL PARK' });
    expect(document.querySelector('.hall-header__banner img')).toHaveAttribute(
      'src',
      '/media/halls/padel-park-banner.svg',
    );
  });

  it('shows the default banner for a hall without one', async () => {
    serveHalls();
    renderHallPage('multisalle-chateauroux');
    await screen.findByRole('heading', { level: 1, name: 'MULTISALLE CHÂTEAUROUX' });
    expect(document.querySelector('.hall-header__banner img')).toHaveAttribute(
      'src',
      '/images/hall-default.svg',
    );
    expect(screen.queryByRole('list', { name: 'Services' })).not.toBeInTheDocument();
  });

  it('links RETOUR and the round back arrow to the home page; MON PANIER opens a recap linking the cart', async () => {
    serveHalls();
    const router = renderHallPage('padel-park');
    await screen.findByRole('heading', { level: 1, name: 'PADEL PARK' });
    expect(screen.getByRole('link', { name: 'RETOUR' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
    const opener = screen.getByRole('button', { name: 'MON PANIER' });
    await userEvent.click(opener);
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    const recap = screen.getByRole('region', { name: 'Récapitulatif du panier' });
    expect(recap).toHaveTextContent('Aucune réservation dans votre panier');
    await userEvent.click(within(recap).getByRole('link', { name: 'VOIR MON PANIER' }));
    expect(router.state.location.pathname).toBe('/cart');
  });

  it('selects the first sport once the hall loads, and another one on click', async () => {
    serveHalls();
    renderHallPage('padel-park');
    const sports = await screen.findByRole('radiogroup', { name: 'JE CHOISIS MON ACTIVITÉ' });
    const padel = within(sports).getByRole('radio', { name: 'PADEL' });
    const pingPong = within(sports).getByRole('radio', { name: 'PING PONG' });
    expect(padel).toBeChecked();
    expect(pingPong).not.toBeChecked();
    expect(padel.closest('label')?.querySelector('img')).toHaveAttribute('src', '/sports/padel.svg');
    expect(pingPong.closest('label')?.querySelector('img')).toHaveAttribute('src', '/sports/pingpong.svg');

    await userEvent.click(pingPong);
    expect(pingPong).toBeChecked();
    expect(padel).not.toBeChecked();
  });

  it("lists the other active halls under 'Changer de salle' and opens the chosen one", async () => {
    serveHalls();
    const router = renderHallPage('padel-park');
    await screen.findByRole('heading', { level: 1, name: 'PADEL PARK' });
    // The hall list loads on its own call, after the hall itself: the switcher may come a little later.
    const switcher = await screen.findByRole('button', { name: 'Changer de salle' });
    expect(switcher).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(switcher);
    expect(switcher).toHaveAttribute('aria-expanded', 'true');
    const links = await screen.findAllByRole('link', { name: /^MULTISALLE/ });
    expect(links.map((link) => link.textContent)).toEqual([
      'MULTISALLE CHÂTEAUROUX – Châteauroux',
      'MULTISALLE AJACCIO – Ajaccio',
    ]);
    expect(screen.queryByRole('link', { name: /PADEL PARK|BOURGES/ })).not.toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(switcher).toHaveAttribute('aria-expanded', 'false');
    expect(switcher).toHaveFocus();

    await userEvent.click(switcher);
    await userEvent.click(screen.getByRole('link', { name: /MULTISALLE AJACCIO/ }));
    expect(router.state.location.pathname).toBe('/multisalle/multisalle-ajaccio');
    expect(localStorage.getItem('idMultisalle')).toBe('3');
    expect(localStorage.getItem('ignorerEtapePaiement')).toBe('true');
    expect(await screen.findByRole('heading', { level: 1, name: 'MULTISALLE AJACCIO' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'PADEL' })).toBeChecked();
  });

  it('sends an unknown hall key to the not-found page', async () => {
    serveHalls();
    const router = renderHallPage('salle-inconnue');
    expect(await screen.findByRole('heading', { name: 'PAGE INTROUVABLE' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });

  it("says so in French when the hall can't load, and 'Réessayer' loads it", async () => {
    let isOffline = true;
    serveHalls({ offline: () => isOffline });
    renderHallPage('padel-park');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de charger cette salle pour le moment.',
    );
    isOffline = false;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'PADEL PARK' })).toBeInTheDocument();
  });

  it("shows the chosen sport's planning under 'JE RÉSERVE UN CRÉNEAU'", async () => {
    const requested = serveHalls();
    renderHallPage('padel-park');
    const section = await screen.findByRole('region', { name: 'JE RÉSERVE UN CRÉNEAU' });
    expect(await within(section).findAllByRole('button', { name: /disponible/ })).toHaveLength(1);
    expect(section).toHaveTextContent('PADEL : 4 joueurs');
    expect(requested.find((path) => path.startsWith('/api/v2/creneaux/multisalle/1/'))).toMatch(/activite=3/);

    await userEvent.click(screen.getByRole('radio', { name: 'PING PONG' }));
    expect(await within(section).findByText(/PING PONG : 2 joueurs/)).toBeInTheDocument();
    await within(section).findAllByRole('button', { name: /disponible/ });
    expect(requested.filter((path) => path.includes('activite=10'))).not.toHaveLength(0);
  });

  it("asks a visitor who picks a slot to log in (spec 2 section 2, 'connection-required')", async () => {
    serveHalls();
    renderHallPage('padel-park');
    const section = await screen.findByRole('region', { name: 'JE RÉSERVE UN CRÉNEAU' });
    const [slot] = await within(section).findAllByRole('button', { name: /disponible/ });
    await userEvent.click(slot as HTMLElement);
    const modal = await screen.findByRole('dialog');
    expect(modal).toHaveTextContent('Veuillez vous connecter pour effectuer une réservation.');
    // Both links carry the slot, kept by the account pages until the first sign-in puts it in the cart.
    const pick = `salle=padel-park&sport=\\d+&creneau=${slot?.getAttribute('data-slot-id')}&zone=\\d+$`;
    expect(within(modal).getByRole('link', { name: 'CONNEXION' })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^/signin\\?${pick}`)),
    );
    expect(within(modal).getByRole('link', { name: 'INSCRIPTION' })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^/signup\\?${pick}`)),
    );
  });
});
