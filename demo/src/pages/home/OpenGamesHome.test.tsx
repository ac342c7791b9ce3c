import { configure, type OpenGame, resetHalls } from '@multisalle/core';
import { readText } from '@multisalle/core/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOME_OPEN_GAMES, OpenGamesHome, openGamesHomeTexts as texts } from './OpenGamesHome.tsx';
import { POSITION_MAX_AGE_MS, POSITION_TIMEOUT_MS } from './use-player-position.ts';

const hall = (id: number, cle: string, commune: string, coordonnees: unknown) => ({
  idMultisalle: id,
  cle,
  libelleSalle: cle.toUpperCase(),
  legende: '',
  sports: [],
  active: true,
  urlEcusson: null,
  urlBandeau: null,
  adresse: { rue: '1 rue du Stade', complement: null, codePostal: '00000', commune },
  services: [],
  ignorerEtapePaiement: false,
  nbJoursVisiblesReservationCreneaux: 7,
  coordonnees,
});

const wireHalls = [
  hall(1, 'padel-park', 'Déols', { latitude: 46.8308, longitude: 1.7067 }),
  hall(2, 'multisalle-chateauroux', 'Châteauroux', { latitude: 46.8103, longitude: 1.6911 }),
  hall(3, 'multisalle-ajaccio', 'Ajaccio', { latitude: 41.9267, longitude: 8.7369 }),
  hall(5, 'salle-sans-position', 'Tours', null),
];

/** A game of the public list, soonest first by `day` (December 2026). */
function game(id: number, cle: string, day: number, sport = 'PADEL'): OpenGame {
  const start = `2026-12-${String(day).padStart(2, '0')}T18:00:00+01:00`;
  const hallOf = wireHalls.find((candidate) => candidate.cle === cle);
  return {
    idReservation: `partie-${id}`,
    jetonPartie: 'a'.repeat(32),
    lien: `/invitation/partie-${id}/${'a'.repeat(32)}`,
    debut: start,
    fin: start.replace('T18', 'T19'),
    salle: { libelle: cle.toUpperCase(), cle, ville: hallOf?.adresse.commune ?? '' },
    activite: { id: 1, libelle: sport },
    terrain: `Terrain ${id}`,
    nbPlaceMax: 4,
    nbPlacesLibres: 1,
    niveauMin: null,
    niveauMax: null,
    message: '',
    paiementRequis: false,
    tarifParPersonne: 0,
    organisateur: null,
    joueurs: [],
  };
}

// Soonest first, as the server sends them.
const games = [
  game(1, 'padel-park', 1),
  game(2, 'salle-sans-position', 2),
  game(3, 'multisalle-chateauroux', 3),
  game(4, 'multisalle-ajaccio', 4),
  game(5, 'padel-park', 5),
  game(6, 'multisalle-chateauroux', 6),
  game(7, 'multisalle-ajaccio', 7),
];

/** A player in Porticcio: 6.8 km from the Ajaccio hall, 787 km from Déols. */
const porticcio = { latitude: 41.88, longitude: 8.79 };

function serve() {
  const calls: string[] = [];
  configure({
    fetch: async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push(url.pathname);
      const body =
        url.pathname === '/api/v2/multisalle' ? { multisalleListe: wireHalls } : { partiesOuvertes: games };
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    },
  });
  return calls;
}

type Answer = (success: PositionCallback, failure: PositionErrorCallback) => void;

/** The browser's geolocation, answering as `answer` says; `undefined` removes it (an old browser). */
function mockGeolocation(answer: Answer | undefined) {
  const getCurrentPosition = vi.fn(
    (success: PositionCallback, failure: PositionErrorCallback, _options?: PositionOptions) =>
      answer?.(success, failure),
  );
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: answer ? { getCurrentPosition } : undefined,
  });
  return getCurrentPosition;
}

const at =
  (point: { latitude: number; longitude: number }): Answer =>
  (success) =>
    setTimeout(() => success({ coords: point } as GeolocationPosition), 0);
const failing =
  (code: number): Answer =>
  (_, failure) =>
    setTimeout(() => failure?.({ code, PERMISSION_DENIED: 1 } as GeolocationPositionError), 0);

function renderHome() {
  const router = createMemoryRouter([{ path: '/', element: <OpenGamesHome /> }]);
  render(<RouterProvider router={router} />);
}

/** Each card's court (« Terrain N ») in the order shown. */
async function shownGames() {
  const section = screen.getByRole('region', { name: 'Parties ouvertes' });
  const items = await within(section).findAllByRole('listitem');
  return items.map((item) => item.textContent?.match(/Terrain (\d)/)?.[1]);
}

function distanceOf(court: string): string | undefined {
  const item = screen.getAllByRole('listitem').find((candidate) => candidate.textContent?.includes(court));
  return item?.querySelector('.ms-open-game__note')?.textContent?.replace(/\u00a0/g, ' ');
}

afterEach(() => {
  resetHalls();
  configure();
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: undefined });
});

describe('« Parties ouvertes » of the home page, nearest first', () => {
  it('never asks the position on load: the 6 soonest games, no distance, the button not pressed', async () => {
    serve();
    const getCurrentPosition = mockGeolocation(at(porticcio));
    renderHome();
    expect(HOME_OPEN_GAMES).toBe(6);
    expect(await shownGames()).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(getCurrentPosition).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: texts.nearest })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByText(readText(texts.leadSoonest))).toBeInTheDocument();
    expect(document.querySelector('.ms-open-game__note')).toBeNull();
  });

  it("allowed: the nearest halls' games first with their distance, announced; pressed again, back to the dates", async () => {
    serve();
    const getCurrentPosition = mockGeolocation(at(porticcio));
    renderHome();
    await shownGames();
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: texts.nearest });
    // Keyboard: the button is reached with Tab and pressed with Enter.
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(getCurrentPosition.mock.calls[0]?.[2]).toEqual({
      enableHighAccuracy: false,
      timeout: POSITION_TIMEOUT_MS,
      maximumAge: POSITION_MAX_AGE_MS,
    });
    expect(POSITION_TIMEOUT_MS).toBe(10_000);
    expect(POSITION_MAX_AGE_MS).toBe(600_000);

    expect(await screen.findByRole('status')).toHaveTextContent(readText(texts.sortedNearest));
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(readText(texts.leadNearest))).toBeInTheDocument();
    // Ajaccio (6.8 km) first, soonest first within it; then Châteauroux (786 km), then Déols (787 km); the
    // hall without a position last: the 7th game (Ajaccio) now shows, the 2nd (no position) no longer does.
    expect(await shownGames()).toEqual(['4', '7', '3', '6', '1', '5']);
    expect(distanceOf('Terrain 4')).toBe('à 6,8 km');
    expect(distanceOf('Terrain 3')).toBe('à 786 km');
    expect(distanceOf('Terrain 1')).toBe('à 787 km');

    await user.click(button);
    expect(screen.getByRole('status')).toHaveTextContent(readText(texts.sortedSoonest));
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(await shownGames()).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(document.querySelector('.ms-open-game__note')).toBeNull();
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
  });

  it("loads the halls' positions itself when the hall list is not loaded yet", async () => {
    const calls = serve();
    mockGeolocation(at(porticcio));
    renderHome();
    await shownGames();
    expect(calls).not.toContain('/api/v2/multisalle');
    await userEvent.setup().click(screen.getByRole('button', { name: texts.nearest }));
    const near = await screen.findAllByText('à 6,8 km', { normalizer: (text) => text.replace(/\s+/g, ' ') });
    expect(near).toHaveLength(2);
    expect(calls.filter((path) => path === '/api/v2/multisalle')).toHaveLength(1);
  });

  it('refused: a polite message, the soonest order stays, the button not pressed', async () => {
    serve();
    mockGeolocation(failing(1));
    renderHome();
    await shownGames();
    const button = screen.getByRole('button', { name: texts.nearest });
    await userEvent.setup().click(button);
    expect(await screen.findByText(readText(texts.denied))).toHaveAttribute('role', 'status');
    expect(texts.denied).toBe(
      "Vous n'avez pas autorisé la localisation\u00a0: les parties restent triées par date, les prochaines d'abord.",
    );
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(await shownGames()).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(document.querySelector('.ms-open-game__note')).toBeNull();
  });

  it('unavailable (no fix, too slow, or no geolocation in the browser): says so, the soonest order stays', async () => {
    serve();
    mockGeolocation(failing(3));
    renderHome();
    await shownGames();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: texts.nearest }));
    expect(await screen.findByRole('status')).toHaveTextContent(readText(texts.unavailable));
    expect(await shownGames()).toEqual(['1', '2', '3', '4', '5', '6']);

    mockGeolocation(undefined);
    await user.click(screen.getByRole('button', { name: texts.nearest }));
    expect(screen.getByRole('status')).toHaveTextContent(
      "Votre position n'est pas disponible pour le moment : les parties restent triées par date, les prochaines d'abord.",
    );
  });

  it('says it is looking while the browser looks, and a second press meanwhile asks nothing more', async () => {
    serve();
    const getCurrentPosition = mockGeolocation(() => undefined);
    renderHome();
    await shownGames();
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: texts.nearest });
    await user.click(button);
    expect(screen.getByRole('status')).toHaveTextContent('Recherche de votre position…');
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
  });
});
