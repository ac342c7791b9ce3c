import { SocialLinks } from './SocialLinks.tsx';
import { StoreBadges } from './StoreBadges.tsx';

/** The footer layout's share band: the tagline, the app stores and the social networks. */
export function ShareSection() {
  return (
    <section className="share-section" aria-labelledby="partage-titre">
      <div className="container share-section__inner">
        <div>
          <h2 id="partage-titre" className="share-section__title">
            BOOK, PLAY, SHARE !
          </h2>
          <p className="share-section__text">
            Réservez depuis l'application, retrouvez vos matchs, vos vidéos et vos statistiques, puis
            partagez-les avec vos amis.
          </p>
        </div>
        <div className="share-section__links">
          <StoreBadges />
          <SocialLinks label="Partager sur les réseaux sociaux" />
        </div>
      </div>
    </section>
  );
}
