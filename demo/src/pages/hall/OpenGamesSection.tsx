import type { Hall } from '@multisalle/core';
import { OpenGamesPanel } from '@multisalle/widgets';
import { useNavigate } from 'react-router';

/** What the section says when the hall has no open game. */
export const NO_OPEN_GAME_HERE = 'Aucune partie ouverte dans cette salle pour le moment.';

/**
 * « Parties ouvertes » of the hall page: the hall's open games, soonest first, shown by the same
 * panel as the home page and the partners' element (pseudonyms and levels, free places, the organiser's
 * message as plain text, the link that joins through the invitation page, followed inside the site).
 */
export function OpenGamesSection({ hall }: { hall: Hall }) {
  const navigate = useNavigate();
  return (
    <section className="hall-section" aria-labelledby="parties-ouvertes-titre">
      <h2 id="parties-ouvertes-titre" className="hall-section__title">
        Parties ouvertes
      </h2>
      <OpenGamesPanel
        hallId={hall.id}
        emptyText={NO_OPEN_GAME_HERE}
        onJoin={(href, event) => {
          event.preventDefault();
          navigate(href);
        }}
      />
    </section>
  );
}
