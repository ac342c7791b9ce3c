import {
  fetchOpenGames,
  formatLevel,
  type Hall,
  type OpenGame,
  type OpenGamePlayer,
  productNames,
} from '@multisalle/core';
import { Spinner } from '@multisalle/widgets';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import './open-games.css';

const whenFormat = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Paris',
});

/** « Niveaux 3 à 5 », « Niveau 3 et plus », « Tous niveaux ». */
export function levelRangeText(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return min === max ? `Niveau ${min}` : `Niveaux ${min} à ${max}`;
  if (min !== null) return `Niveau ${min} et plus`;
  if (max !== null) return `Niveau ${max} au plus`;
  return 'Tous niveaux';
}

const playerText = (p: OpenGamePlayer) =>
  p.niveau === null
    ? p.pseudo
    : `${p.pseudo} (niveau ${formatLevel(p.niveau)}${p.provisoire ? ', provisoire' : ''})`;

/**
 * « Parties ouvertes » of the hall page (issue 26): the hall's open games, soonest first, with the players'
 * pseudonyms and levels, the free places, the organiser's message (plain text, rendered as text) and the
 * link that joins through the invitation page.
 */
export function OpenGamesSection({ hall }: { hall: Hall }) {
  const [games, setGames] = useState<OpenGame[] | undefined | null>(null);

  useEffect(() => {
    let isCurrent = true;
    void fetchOpenGames({ [productNames().productKey]: hall.id }).then((list) => {
      if (isCurrent) setGames(list);
    });
    return () => {
      isCurrent = false;
    };
  }, [hall.id]);

  return (
    <section className="hall-section open-games" aria-labelledby="parties-ouvertes-titre">
      <h2 id="parties-ouvertes-titre" className="hall-section__title">
        Parties ouvertes
      </h2>
      {games === null && <Spinner label="Chargement des parties ouvertes" />}
      {games === undefined && <p>Les parties ouvertes ne peuvent pas être chargées pour le moment.</p>}
      {games?.length === 0 && <p>Aucune partie ouverte dans cette salle pour le moment.</p>}
      {games && games.length > 0 && (
        <ul className="open-games__list">
          {games.map((game) => {
            const when = whenFormat.format(new Date(game.debut));
            return (
              <li key={game.idReservation} className="open-games__item">
                <h3 className="open-games__title">
                  {game.activite.libelle} — {when}
                </h3>
                <p>
                  {levelRangeText(game.niveauMin, game.niveauMax)} ·{' '}
                  {game.nbPlacesLibres > 1
                    ? `${game.nbPlacesLibres} places libres`
                    : `${game.nbPlacesLibres} place libre`}
                </p>
                <p>Joueurs : {game.joueurs.map(playerText).join(', ')}</p>
                {/* The organiser's words are plain text: React renders them as text, never as HTML. */}
                {game.message && <p className="open-games__message">{game.message}</p>}
                <Link
                  className="button button--primary"
                  to={game.lien}
                  aria-label={`Rejoindre la partie de ${game.activite.libelle}, ${when}`}
                >
                  Rejoindre la partie
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
