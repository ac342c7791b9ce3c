import { OpenGamesPanel } from '@multisalle/widgets';
import { useNavigate } from 'react-router';
import './open-games-home.css';

/** At most this many open games on the home page: the soonest. */
export const HOME_OPEN_GAMES = 6;

/**
 * « Parties ouvertes » of the home page (issue 26): the open games of every hall, soonest first, each with
 * its hall. The halls have no coordinates on the wire (address only), so there is no « nearest first »:
 * the location is never asked.
 */
export function OpenGamesHome() {
  const navigate = useNavigate();
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
        <p className="home-open-games__lead">
          Il manque des joueurs : rejoignez une partie, les prochaines d’abord.
        </p>
        <OpenGamesPanel
          showHall
          sort={(games) => games.slice(0, HOME_OPEN_GAMES)}
          onJoin={(href, event) => {
            event.preventDefault();
            navigate(href);
          }}
        />
      </div>
    </section>
  );
}
