import {
  $halls,
  distanceKm,
  formatDistanceKm,
  type GeoPoint,
  type HallCoordinates,
  loadHalls,
  nearestFirst,
  type OpenGame,
} from '@multisalle/core';
import { OpenGamesPanel } from '@multisalle/widgets';
import { useStore } from '@nanostores/react';
import { useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { type PlayerPosition, usePlayerPosition } from './use-player-position.ts';
import './open-games-home.css';

/** At most this many open games on the home page: the soonest, or the nearest once the player allows it. */
export const HOME_OPEN_GAMES = 6;

/** The section's French texts. */
export const openGamesHomeTexts = {
  nearest: 'Voir les plus proches',
  leadSoonest: "Il manque des joueurs\u00a0: rejoignez une partie, les prochaines d'abord.",
  leadNearest: "Il manque des joueurs\u00a0: rejoignez une partie, les plus proches d'abord.",
  locating: 'Recherche de votre position…',
  sortedNearest: "Parties triées par distance\u00a0: les plus proches d'abord.",
  sortedSoonest: "Parties triées par date\u00a0: les prochaines d'abord.",
  denied:
    "Vous n'avez pas autorisé la localisation\u00a0: les parties restent triées par date, les prochaines d'abord.",
  unavailable:
    "Votre position n'est pas disponible pour le moment\u00a0: les parties restent triées par date, les prochaines d'abord.",
} as const;

/** What the live region says after each step; `afterForget` once the player went back to the date order. */
function statusText(state: PlayerPosition, afterForget: boolean): string {
  switch (state.status) {
    case 'locating':
      return openGamesHomeTexts.locating;
    case 'located':
      return openGamesHomeTexts.sortedNearest;
    case 'denied':
      return openGamesHomeTexts.denied;
    case 'unavailable':
      return openGamesHomeTexts.unavailable;
    default:
      return afterForget ? openGamesHomeTexts.sortedSoonest : '';
  }
}

/** Whether the live region only tells the new order (the lead says it too): located, or back to dates. */
function isSorting(state: PlayerPosition): boolean {
  return state.status === 'located' || state.status === 'idle';
}

/**
 * « Parties ouvertes » of the home page: the open games of every hall, each with its hall,
 * soonest first. « Voir les plus proches » asks the browser for the player's position (only when pressed);
 * once allowed, the games come nearest hall first, each with its distance; refused or unavailable, a
 * message says so and the date order stays. The position lives in this component's state only.
 */
export function OpenGamesHome() {
  const navigate = useNavigate();
  const { list: halls } = useStore($halls);
  const { state, ask, forget } = usePlayerPosition();
  // Set when the player goes back to the date order, so that the live region says so.
  const wasForgotten = useRef(false);
  const where = useMemo(
    () => new Map<string, HallCoordinates | null>(halls.map((hall) => [hall.key, hall.coordinates])),
    [halls],
  );
  const position: GeoPoint | null = state.status === 'located' ? state.position : null;
  const locate = (game: OpenGame) => where.get(game.salle.cle) ?? null;

  const sort = (games: OpenGame[]) =>
    (position ? nearestFirst(games, locate, position).map(({ item }) => item) : games).slice(
      0,
      HOME_OPEN_GAMES,
    );
  const note = (game: OpenGame) => {
    const point = locate(game);
    return position && point ? formatDistanceKm(distanceKm(position, point)) : null;
  };

  const press = () => {
    if (state.status === 'locating') return;
    if (position) {
      wasForgotten.current = true;
      forget();
      return;
    }
    // The hall list (and its coordinates) is the one the hall cards above loaded; load it if they did not.
    if (!$halls.get().isFetched && !$halls.get().isLoading) void loadHalls();
    ask();
  };

  return (
    <section
      id="parties-ouvertes"
      className="home-open-games anchor-target"
      aria-labelledby="parties-ouvertes-titre"
    >
      <div className="container">
        <h2 id="parties-ouvertes-titre" className="section-title">
          Parties ouvertes
        </h2>
        <div className="home-open-games__bar">
          <p className="home-open-games__lead">
            {position ? openGamesHomeTexts.leadNearest : openGamesHomeTexts.leadSoonest}
          </p>
          <button
            type="button"
            className="button button--outline home-open-games__nearest"
            aria-pressed={position !== null}
            aria-busy={state.status === 'locating'}
            onClick={press}
          >
            <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
              <path
                fill="currentColor"
                d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
              />
            </svg>
            {openGamesHomeTexts.nearest}
          </button>
        </div>
        {/* The new order is for screen readers: sighted players see the lead and the cards change. */}
        <p className={`home-open-games__status${isSorting(state) ? ' visually-hidden' : ''}`} role="status">
          {statusText(state, wasForgotten.current)}
        </p>
        <OpenGamesPanel
          showHall
          sort={sort}
          note={note}
          onJoin={(href, event) => {
            event.preventDefault();
            navigate(href);
          }}
        />
      </div>
    </section>
  );
}
