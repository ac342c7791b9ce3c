import { configure, createMemoryStorage, resetConfig } from '@multisalle/core';
import { fakeV2Server, wireOpenGame } from '@multisalle/core/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { OpenGamesPanel } from './OpenGamesPanel';
import { openGamesTexts } from './texts';

function useServer(routes: Parameters<typeof fakeV2Server>[0]) {
  const server = fakeV2Server(routes);
  configure({ apiBase: '/api/v2', fetch: server.fetch, storage: createMemoryStorage() });
  return server;
}

afterEach(() => resetConfig());

describe('OpenGamesPanel', () => {
  it('lists each game with its start, court, levels, free places, players, message as text and join link', async () => {
    const server = useServer({
      'GET /parties-ouvertes?multisalle=7&activite=1&niveau=4': {
        status: 200,
        body: { partiesOuvertes: [wireOpenGame()] },
      },
    });
    render(<OpenGamesPanel hallId={7} sportId={1} level={4} linkOrigin="https://reservation.example.fr" />);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des parties ouvertes');
    const item = await screen.findByRole('listitem');
    expect(server.requests.map((call) => call.path)).toEqual([
      '/parties-ouvertes?multisalle=7&activite=1&niveau=4',
    ]);
    expect(within(item).getByRole('heading', { level: 3 })).toHaveTextContent(
      'PADEL — samedi 5 décembre à 18:00',
    );
    expect(item).toHaveTextContent('Terrain 2');
    expect(item).toHaveTextContent('Niveaux 3 à 5 · 2 places libres');
    expect(item).toHaveTextContent('Joueurs : Léa (niveau 4,2), Hugo (niveau 3,5, provisoire), Nina');
    // The organiser's message is text: its tags show as typed, none reaches the page.
    expect(within(item).getByText('<b>Venez</b> nombreux !')).toBeInTheDocument();
    expect(item.querySelector('b')).toBeNull();
    const join = within(item).getByRole('link', {
      name: 'Rejoindre la partie de PADEL, samedi 5 décembre à 18:00',
    });
    expect(join).toHaveAttribute(
      'href',
      `https://reservation.example.fr/invitation/0b7e4c1e-0000-4000-8000-000000000001/${'f'.repeat(32)}`,
    );
  });

  it('says when there is no game, and when the list cannot be read', async () => {
    useServer({ 'GET /parties-ouvertes': { status: 200, body: { partiesOuvertes: [] } } });
    const { unmount } = render(<OpenGamesPanel />);
    expect(await screen.findByText('Aucune partie ouverte pour le moment.')).toBeInTheDocument();
    unmount();
    useServer({ 'GET /parties-ouvertes?multisalle=3': { status: 500, body: {} } });
    render(<OpenGamesPanel hallId={3} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(openGamesTexts.failed);
  });

  it('shows the hall with showHall, orders with sort, and lets a single-page site navigate itself', async () => {
    useServer({
      'GET /parties-ouvertes': {
        status: 200,
        body: {
          partiesOuvertes: [
            wireOpenGame(),
            wireOpenGame({
              idReservation: 'b',
              lien: '/invitation/b/jeton',
              activite: { id: 2, libelle: 'FOOT 5' },
              salle: { libelle: 'MULTISALLE AJACCIO', cle: 'multisalle-ajaccio', ville: 'Ajaccio' },
              nbPlacesLibres: 1,
              niveauMin: null,
              niveauMax: null,
              message: '',
            }),
          ],
        },
      },
    });
    const followed: string[] = [];
    render(
      <OpenGamesPanel
        showHall
        headingLevel={2}
        sort={(games) => [...games].reverse()}
        note={(game) => (game.salle.ville === 'Ajaccio' ? 'à 6,8 km' : null)}
        onJoin={(href, event) => {
          event.preventDefault();
          followed.push(href);
        }}
      />,
    );
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('MULTISALLE AJACCIO (Ajaccio) · Terrain 2');
    expect(items[0]).toHaveTextContent('Tous niveaux · 1 place libre');
    expect(items[1]).toHaveTextContent('PADEL PARK (Lyon)');
    // A note shows on its own line only where there is one.
    expect(within(items[0] as HTMLElement).getByText('à 6,8 km')).toHaveClass('ms-open-game__note');
    expect((items[1] as HTMLElement).querySelector('.ms-open-game__note')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    await userEvent.setup().click(within(items[0] as HTMLElement).getByRole('link'));
    expect(followed).toEqual(['/invitation/b/jeton']);
  });

  it('names level ranges as players read them', () => {
    expect(openGamesTexts.levelRange(3, 3)).toBe('Niveau 3');
    expect(openGamesTexts.levelRange(null, 5)).toBe('Niveau 5 au plus');
    expect(openGamesTexts.levelRange(4, null)).toBe('Niveau 4 et plus');
  });
});
