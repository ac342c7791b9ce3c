import { configure, resetHalls } from '@multisalle/core';
import { json } from '@multisalle/core/testing';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { HallPage } from './HallPage.tsx';
import { serveHalls } from './test-server.ts';

afterEach(() => {
  resetHalls();
  configure();
});

const message = '<b>Venez</b> & <img src=x onerror=alert(1)>';
const game = {
  idReservation: '6f0e8a52-1c1b-4d7e-9a51-2f6c3c1d9e10',
  jetonPartie: 'a'.repeat(32),
  lien: `/invitation/6f0e8a52-1c1b-4d7e-9a51-2f6c3c1d9e10/${'a'.repeat(32)}`,
  debut: '2026-12-02T18:00:00+01:00',
  fin: '2026-12-02T19:00:00+01:00',
  idMultisalle: 1,
  salle: { libelle: 'Padel Park', cle: 'padel-park', ville: 'Paris' },
  activite: { id: 1, libelle: 'PADEL' },
  nbPlaceMax: 4,
  nbPlacesLibres: 2,
  niveauMin: 3,
  niveauMax: 5,
  message,
  paiementRequis: true,
  tarifParPersonne: 1500,
  organisateur: { pseudo: 'lea', niveau: 4.6, provisoire: false },
  joueurs: [
    { pseudo: 'lea', niveau: 4.6, provisoire: false },
    { pseudo: 'tom', niveau: null, provisoire: null },
  ],
};

function renderHall(games: unknown[]) {
  const requested = serveHalls({
    other: (call) =>
      call === 'GET /api/v2/parties-ouvertes' ? json(200, { partiesOuvertes: games }) : undefined,
  });
  const router = createMemoryRouter([{ path: '/multisalle/:multisalleName', element: <HallPage /> }], {
    initialEntries: ['/multisalle/padel-park'],
  });
  render(<RouterProvider router={router} />);
  return requested;
}

describe('« Parties ouvertes » on the hall page', () => {
  it("lists the hall's open games with levels, free places, players, the message as text and a link to join", async () => {
    const requested = renderHall([game]);
    const section = await screen.findByRole('region', { name: 'Parties ouvertes' });
    const link = await within(section).findByRole('link', {
      name: /^Rejoindre la partie de PADEL, mercredi 2 décembre/,
    });
    expect(link.getAttribute('href')).toBe(game.lien);
    expect(within(section).getByText('Niveaux 3 à 5 · 2 places libres')).toBeInTheDocument();
    expect(within(section).getByText('Joueurs : lea (niveau 4,6), tom')).toBeInTheDocument();
    expect(within(section).getByText(message)).toBeInTheDocument();
    expect(section.querySelector('b, img[src="x"]')).toBeNull();
    expect(requested.some((r) => r.startsWith('/api/v2/parties-ouvertes?multisalle='))).toBe(true);
  });

  it('says when the hall has no open game', async () => {
    renderHall([]);
    const section = await screen.findByRole('region', { name: 'Parties ouvertes' });
    expect(
      await within(section).findByText('Aucune partie ouverte dans cette salle pour le moment.'),
    ).toBeInTheDocument();
  });
});
