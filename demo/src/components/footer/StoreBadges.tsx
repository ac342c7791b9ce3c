import { siteLinks } from '../../app/site-links.ts';

/** App Store and Google Play badges linking to the mobile app's store pages. */
export function StoreBadges() {
  return (
    <ul className="store-badges">
      <li>
        <a href={siteLinks.appStore} target="_blank" rel="noopener noreferrer">
          <img
            src="/badges/app-store.svg"
            alt="Télécharger dans l'App Store (nouvel onglet)"
            width="150"
            height="45"
          />
        </a>
      </li>
      <li>
        <a href={siteLinks.googlePlay} target="_blank" rel="noopener noreferrer">
          <img
            src="/badges/google-play.svg"
            alt="Disponible sur Google Play (nouvel onglet)"
            width="150"
            height="45"
          />
        </a>
      </li>
    </ul>
  );
}
