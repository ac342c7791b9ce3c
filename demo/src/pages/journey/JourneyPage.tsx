import { productNames } from '@multisalle/core';
import { siteLinks } from '../../app/site-links.ts';
import { ExternalLink } from '../../components/ExternalLink.tsx';
import { usePageHead } from '../article/use-page-head.ts';
import { journeyPanels } from './journey-panels.ts';
import '../../styles/article.css';

/** The journey page's path, also its canonical link (spec 2 section 2). */
export const journeyPath = '/mon-parcours-dans-la-salle';

/**
 * `/mon-parcours-dans-la-salle`: the mobile app's QR codes and the four illustrated steps of a visit
 * (reception, waiting zone, modular automated court, post-match corner).
 */
export function JourneyPage() {
  const { brandName } = productNames();
  usePageHead({
    metaTitle: `Mon parcours dans la salle | ${brandName}`,
    description: `De l'accueil à l'espace après-match\u00a0: votre parcours dans une salle ${brandName}, étape par étape.`,
    canonicalPath: journeyPath,
  });

  return (
    <div className="journey">
      <h1 className="page-title">Mon parcours dans la salle</h1>
      <p className="journey__lead">
        De l'accueil à l'espace après-match, voici les étapes de votre séance dans une salle {brandName}.
      </p>

      <section className="journey__app" aria-labelledby="application-titre">
        <h2 id="application-titre" className="journey__app-title">
          L'application mobile
        </h2>
        <p>
          Scannez un QR code pour installer l'application&nbsp;: réservez, recevez vos invitations et
          présentez votre QR code d'accès à l'entrée.
        </p>
        <ul className="journey__qr-codes">
          <li>
            <img
              src="/parcours/qr-app-store.svg"
              alt={`QR code de la fiche de l'application ${brandName} sur l'App Store`}
              width="160"
              height="160"
            />
            <ExternalLink href={siteLinks.appStore}>App Store</ExternalLink>
          </li>
          <li>
            <img
              src="/parcours/qr-google-play.svg"
              alt={`QR code de la fiche de l'application ${brandName} sur Google Play`}
              width="160"
              height="160"
            />
            <ExternalLink href={siteLinks.googlePlay}>Google Play</ExternalLink>
          </li>
        </ul>
      </section>

      <ol className="journey__panels">
        {journeyPanels.map((panel) => (
          <li key={panel.id}>
            <section className="journey-panel" aria-labelledby={`parcours-${panel.id}`}>
              <img
                className="journey-panel__image"
                src={panel.imageUrl}
                alt={panel.imageAlt}
                width="640"
                height="400"
                loading="lazy"
              />
              <div className="journey-panel__body">
                <h2 id={`parcours-${panel.id}`} className="journey-panel__title">
                  {panel.title}
                </h2>
                <ul>
                  {panel.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </div>
            </section>
          </li>
        ))}
      </ol>
    </div>
  );
}
