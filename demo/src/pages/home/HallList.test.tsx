import { configure, resetHalls } from '@multisalle/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { HallList } from './HallList.tsx';

const sport = (idSport: number, libelle: string) => ({
  idSport,
  libelle,
  icone: null,
  NbPersonnePayante: 2,
  nbPersonneConseille: 2,
});

const hall = (
  id: number,
  cle: string,
  libelleSalle: string,
  sports: ReturnType<typeof sport>[],
  active = true,
) => ({
  idMultisalle: id,
  cle,
  libelleSalle,
  legende: `Légende de ${libelleSalle}`,
  sports,
  active,
  urlEcusson: null,
  urlBandeau: null,
  adresse: { rue: '1 rue du Stade', complement: null, codePostal: '36000', commune: 'Châteauroux' },
  services: [],
  ignorerEtapePaiement: id === 3,
  nbJoursVisiblesReservationCreneaux: 7,
});

const wireHalls = [
  hall(1, 'padel-park', 'Padel Park', [sport(3, 'PADEL')]),
  hall(2, 'multisalle-chateauroux', 'Multisalle Châteauroux', [
    sport(1, 'FOOT5'),
    sport(4, 'BASKET 5X5'),
    sport(6, 'HANDBALL'),
    sport(7, 'VOLLEYBALL'),
    sport(8, 'BADMINTON'),
  ]),
  hall(3, 'multisalle-ajaccio', 'Multisalle Ajaccio', [sport(11, 'BEACH VOLLEY-BALL')]),
  hall(4, 'multisalle-bourges', 'Multisalle Bourges', [sport(1, 'FOOT5')], false),
];

/** The network edge: answers the v2 hall list, or fails like a dropped connection. */
function serve(answer: 'halls' | 'offline') {
  configure({
    fetch: async () => {
      if (answer === 'offline') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ multisalleListe: wireHalls }), {
        headers: { 'Content-Type': 'application/json' },
      });
    },
  });
}

function renderList() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <HallList /> },
      { path: '/multisalle/:multisalleName', element: <p>Page de la salle</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('HallList', () => {
  afterEach(() => {
    resetHalls();
    configure();
  });

  it('lists active halls as cards with their name in capitals, not the inactive one', async () => {
    serve('halls');
    renderList();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'PADEL PARK',
      'MULTISALLE CHÂTEAUROUX',
      'MULTISALLE AJACCIO',
    ]);
    expect(screen.queryByText(/BOURGES/)).not.toBeInTheDocument();
  });

  it("shows 4 sports and 'Découvrez les autres sports' on a hall with more, labels truncated", async () => {
    serve('halls');
    renderList();
    const chateauroux = await screen.findByRole('article', { name: 'MULTISALLE CHÂTEAUROUX' });
    const sports = within(chateauroux).getByRole('list', {
      name: 'Sports de la salle MULTISALLE CHÂTEAUROUX',
    });
    expect(within(sports).getAllByRole('listitem')).toHaveLength(4);
    expect(
      within(chateauroux).getByRole('button', { name: 'Découvrez les autres sports' }),
    ).toBeInTheDocument();

    const ajaccio = screen.getByRole('article', { name: 'MULTISALLE AJACCIO' });
    const beach = within(ajaccio).getByRole('listitem');
    expect(beach).toHaveAttribute('title', 'BEACH VOLLEY-BALL');
    expect(beach).toHaveTextContent('BEACH VOLL...');
    expect(beach.querySelector('img')).toHaveAttribute('src', '/sports/fitness.svg');
    expect(within(ajaccio).queryByRole('button')).not.toBeInTheDocument();
  });

  it('hides a blacklisted hall', async () => {
    localStorage.setItem('multisalleListeNoire', JSON.stringify([{ id_multisalle: 1 }]));
    serve('halls');
    renderList();
    expect(await screen.findByRole('article', { name: 'MULTISALLE AJACCIO' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'PADEL PARK' })).not.toBeInTheDocument();
  });

  it('stores the chosen hall and opens its page from the RÉSERVER bar', async () => {
    serve('halls');
    const router = renderList();
    const ajaccio = await screen.findByRole('article', { name: 'MULTISALLE AJACCIO' });
    await userEvent.click(within(ajaccio).getByRole('link', { name: 'RÉSERVER à MULTISALLE AJACCIO' }));
    expect(router.state.location.pathname).toBe('/multisalle/multisalle-ajaccio');
    expect(localStorage.getItem('idMultisalle')).toBe('3');
    expect(localStorage.getItem('ignorerEtapePaiement')).toBe('true');
  });

  it("says so when the list can't load, and 'Réessayer' loads it", async () => {
    serve('offline');
    renderList();
    expect(
      await screen.findByText('Impossible de charger la liste des salles pour le moment.'),
    ).toBeInTheDocument();
    serve('halls');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('article', { name: 'PADEL PARK' })).toBeInTheDocument();
  });
});
