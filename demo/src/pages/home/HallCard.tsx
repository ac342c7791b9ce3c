import {
  type Hall,
  MAX_SPORTS_ON_CARD,
  productNames,
  sportIconName,
  storageKeys,
  storeChosenHall,
  truncateSportLabel,
} from '@multisalle/core';
import { Link, useNavigate } from 'react-router';

/** Icon of a hall's sport: its own icon when the hall sets one, else ours by label (spec 2 "Sport grid"). */
export function sportIconUrl(sport: { label: string; iconUrl: string | null }): string {
  return sport.iconUrl || `/sports/${sportIconName(sport.label)}.svg`;
}

/**
 * One hall (spec 2 "Home"): name in capitals, caption, up to 4 sports, 'Découvrez les autres sports' when
 * there are more, the picture and the red RÉSERVER bar. Picture, bar and button store the chosen hall
 * (id and skip-payment flag) and open its page.
 */
export function HallCard({ hall }: { hall: Hall }) {
  const navigate = useNavigate();
  const hallPath = `/${productNames().routeSegment}/${encodeURIComponent(hall.key)}`;
  const name = hall.name.toUpperCase();
  const headingId = `salle-${hall.id}`;
  const shownSports = hall.sports.slice(0, MAX_SPORTS_ON_CARD);
  const remember = () => storeChosenHall(hall);
  // What `remember` stores, for the server's first screen, whose loader stores it on a click made before the
  // app is there (first-screen/loader.ts): the link then navigates on its own.
  const rememberedEntries = JSON.stringify({
    [storageKeys.chosenHallId]: String(hall.id),
    [storageKeys.skipPaymentStep]: String(hall.skipPaymentStep),
  });

  return (
    <article className="hall-card" aria-labelledby={headingId}>
      <Link
        to={hallPath}
        className="hall-card__picture"
        onClick={remember}
        data-remember={rememberedEntries}
        tabIndex={-1}
        aria-hidden="true"
      >
        <img
          src={hall.badgeUrl || '/images/hall-default.svg'}
          alt=""
          width="400"
          height="225"
          loading="lazy"
        />
      </Link>
      <div className="hall-card__body">
        <h3 id={headingId} className="hall-card__name">
          {name}
        </h3>
        {hall.caption && <p className="hall-card__caption">{hall.caption}</p>}
        {shownSports.length > 0 && (
          <ul className="hall-card__sports" aria-label={`Sports de la salle ${name}`}>
            {shownSports.map((sport) => (
              <li key={sport.id} className="hall-card__sport" title={sport.label}>
                <img src={sportIconUrl(sport)} alt="" width="40" height="40" loading="lazy" />
                <span aria-hidden="true">{truncateSportLabel(sport.label)}</span>
                <span className="visually-hidden">{sport.label}</span>
              </li>
            ))}
          </ul>
        )}
        {hall.sports.length > MAX_SPORTS_ON_CARD && (
          <button
            type="button"
            className="hall-card__more"
            onClick={() => {
              remember();
              navigate(hallPath);
            }}
          >
            Découvrez les autres sports
          </button>
        )}
      </div>
      <Link to={hallPath} className="hall-card__reserve" onClick={remember} data-remember={rememberedEntries}>
        RÉSERVER <span className="visually-hidden">à {name}</span>
      </Link>
    </article>
  );
}
