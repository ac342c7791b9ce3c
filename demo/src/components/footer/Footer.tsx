import { Link } from 'react-router';
import logoLightSvg from '../../../public/logo-light.svg?raw';
import { siteLinks } from '../../app/site-links.ts';
import { accessibilityStatus } from '../../content/legal/accessibility-statement.ts';
import { ExternalLink } from '../ExternalLink.tsx';
import { InlineSvg } from '../inline-svg/InlineSvg.tsx';
import { SocialLinks } from './SocialLinks.tsx';
import { StoreBadges } from './StoreBadges.tsx';

/**
 * The site footer: local-authority banner (with the partners' page, to put a hall's planning on their site),
 * apps, social networks, contact, video site and legal links.
 */
export function Footer() {
  return (
    <footer className="site-footer">
      <section className="authority-banner" aria-labelledby="collectivite-titre">
        <div className="container authority-banner__inner">
          <div>
            <h2 id="collectivite-titre" className="authority-banner__title">
              Vous êtes une collectivité&nbsp;?
            </h2>
            <p className="authority-banner__text">
              Équipez votre territoire d'une salle multisport connectée&nbsp;: accès autonome par QR code,
              terrain modulable motorisé, scores et vidéos des matchs pour tous les habitants.
            </p>
          </div>
          <div className="sub-footer__links">
            <ExternalLink href={siteLinks.localAuthorities} className="button button--light">
              En savoir plus
            </ExternalLink>
            {/* The partners' page is the server's, not a route of the site: a full page load. */}
            <a href="/embed/" className="button button--outline-light">
              Intégrer le planning sur votre site
            </a>
          </div>
        </div>
      </section>
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <InlineSvg svg={logoLightSvg} label="Multisalle" />
          <p>La salle multisport connectée&nbsp;: réservez, jouez, partagez.</p>
        </div>
        <div>
          <h2 className="site-footer__heading">L'application</h2>
          <StoreBadges />
        </div>
        <div>
          <h2 className="site-footer__heading">Suivez-nous</h2>
          <SocialLinks />
        </div>
        <div>
          <h2 className="site-footer__heading">Contact</h2>
          <ul className="site-footer__list">
            <li>
              <a href={`mailto:${siteLinks.contactEmail}`}>{siteLinks.contactEmail}</a>
            </li>
            <li>
              <ExternalLink href={siteLinks.videoScoring}>Vidéos et scores de vos matchs</ExternalLink>
            </li>
          </ul>
        </div>
      </div>
      <div className="site-footer__bottom">
        <nav className="container" aria-label="Informations légales">
          <ul className="site-footer__legal">
            <li>
              <Link to="/rgpd">CGU et RGPD</Link>
            </li>
            <li>
              <Link to="/mentions-legales">Mentions légales</Link>
            </li>
            <li>
              <Link to="/politique-de-confidentialite">Politique de confidentialité</Link>
            </li>
            <li>
              <Link to="/faq">FAQ</Link>
            </li>
            <li>
              {/* RGAA: every page links the accessibility statement with the site's conformity status. */}
              <Link to="/accessibilite">Accessibilité : {accessibilityStatus}</Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
