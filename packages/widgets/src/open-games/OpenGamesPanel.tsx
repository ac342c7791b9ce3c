import { fetchOpenGames, firstOfMonth, madeOnFirstUse, type OpenGame, productNames } from '@multisalle/core';
import { type MouseEvent, type ReactNode, useEffect, useState } from 'react';
import { Spinner } from '../spinner/Spinner';
import { openGamesTexts as texts } from './texts';
import './open-games.css';

/** Props of {@link OpenGamesPanel}. */
export interface OpenGamesPanelProps {
  /** Only this hall's games (its id). @default every hall */
  hallId?: number;
  /** Only this sport's games (its id). @default every sport */
  sportId?: number;
  /** Only the games whose level range holds this level (1 to 7). @default every game */
  level?: number;
  /** Put before each game's link: our site's origin when the panel sits on a partner's page. @default '' */
  linkOrigin?: string;
  /** The level of each game's heading. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Show the hall's name on each game (a list of several halls). @default false */
  showHall?: boolean;
  /** Orders the games before they show (the home page: nearest halls first). @default soonest first */
  sort?: (games: OpenGame[]) => OpenGame[];
  /** A line of its own under each game's hall and court (the home page: « à 12 km »). @default none */
  note?: (game: OpenGame) => ReactNode;
  /** A join link was followed; call `event.preventDefault()` to navigate yourself (a single-page site). */
  onJoin?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Changes to load the list again (a new token, a refresh). @default 0 */
  revision?: number;
  /** What to say when there is no game (a hall page: « … dans cette salle … »). @default texts.empty */
  emptyText?: string;
}

const whenFormat = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('fr-FR', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Paris',
    }),
);

/**
 * The open games, soonest first: each with its start, sport, court, free places, level range,
 * the organiser's message (plain text, rendered as text), the players' pseudonyms and levels, and the
 * link that joins through the game's public invitation page.
 *
 * @example <OpenGamesPanel hallId={3} sportId={1} linkOrigin="https://reservation.example.fr" />
 */
export function OpenGamesPanel(props: OpenGamesPanelProps) {
  const { hallId, sportId, level, revision = 0 } = props;
  // null: loading; undefined: failed.
  const [games, setGames] = useState<OpenGame[] | undefined | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `revision` is the reason to load again.
  useEffect(() => {
    let isCurrent = true;
    setGames(null);
    void fetchOpenGames({ [productNames().productKey]: hallId, activite: sportId, niveau: level }).then(
      (list) => {
        if (isCurrent) setGames(list);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [hallId, sportId, level, revision]);

  const shown = games && props.sort ? props.sort(games) : games;
  return (
    <div className="ms-open-games" part="open-games" aria-busy={games === null}>
      {games === null && <Spinner label={texts.loading} />}
      {games === undefined && <p role="alert">{texts.failed}</p>}
      {shown?.length === 0 && <p>{props.emptyText ?? texts.empty}</p>}
      {shown && shown.length > 0 && (
        <ul className="ms-open-games__list">
          {shown.map((game) => (
            <OpenGameItem key={game.idReservation} game={game} {...props} />
          ))}
        </ul>
      )}
    </div>
  );
}

function OpenGameItem({
  game,
  linkOrigin = '',
  headingLevel = 3,
  showHall,
  note,
  onJoin,
}: OpenGamesPanelProps & { game: OpenGame }) {
  const Heading = `h${headingLevel}` as const;
  const noted = note?.(game);
  const when = firstOfMonth(whenFormat().format(new Date(game.debut)));
  const href = `${linkOrigin}${game.lien}`;
  return (
    <li className="ms-open-game" part="open-game">
      <Heading className="ms-open-game__title">
        {game.activite.libelle} — {when}
      </Heading>
      <p>
        {showHall ? `${game.salle.libelle} (${game.salle.ville}) · ` : ''}
        {game.terrain}
      </p>
      {noted && <p className="ms-open-game__note">{noted}</p>}
      <p>
        {texts.levelRange(game.niveauMin, game.niveauMax)} · {texts.freePlaces(game.nbPlacesLibres)}
      </p>
      <p>
        {texts.players}
        {game.joueurs.map(texts.player).join(', ')}
      </p>
      {/* The organiser's words are plain text: rendered as text, never as HTML. */}
      {game.message && <p className="ms-open-game__message">{game.message}</p>}
      <a
        className="ms-open-game__join"
        part="join"
        href={href}
        aria-label={texts.joinLabel(game.activite.libelle, when)}
        onClick={(event) => onJoin?.(href, event)}
      >
        {texts.join}
      </a>
    </li>
  );
}
