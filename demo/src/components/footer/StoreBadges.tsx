import appStoreSvg from '../../../public/badges/app-store.svg?raw';
import googlePlaySvg from '../../../public/badges/google-play.svg?raw';
import { siteLinks } from '../../app/site-links.ts';
import { InlineSvg } from '../inline-svg/InlineSvg.tsx';

/** App Store and Google Play badges linking to the mobile app's store pages. */
export function StoreBadges() {
  return (
    <ul className="store-badges">
      <li>
        <a href={siteLinks.appStore} target="_blank" rel="noopener noreferrer">
          <InlineSvg svg={appStoreSvg} label="Télécharger dans l'App Store (nouvel onglet)" />
        </a>
      </li>
      <li>
        <a href={siteLinks.googlePlay} target="_blank" rel="noopener noreferrer">
          <InlineSvg svg={googlePlaySvg} label="Disponible sur Google Play (nouvel onglet)" />
        </a>
      </li>
    </ul>
  );
}
