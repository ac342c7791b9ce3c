import { type CookieChoice, shouldShowCookieBanner, storeCookieChoice } from '@multisalle/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { isMobileApp } from '../../app/mobile-app.ts';

/**
 * Consent banner (spec 1 "Navigation and header"): 'Tout accepter' stores 0, 'Tout refuser' stores 1.
 * Spec: it shows when no choice is stored or the stored value is 1, so a refusal asks again on the next
 * visit; within the current visit any click hides it. Never shown inside the mobile app's webview.
 */
export function CookieBanner() {
  const [isVisible, setIsVisible] = useState(() => !isMobileApp() && shouldShowCookieBanner());
  if (!isVisible) return null;

  const choose = (choice: CookieChoice) => {
    storeCookieChoice(choice);
    setIsVisible(false);
  };

  return (
    <section className="cookie-banner" aria-labelledby="cookies-titre" aria-describedby="cookies-texte">
      <div className="cookie-banner__inner">
        <div>
          <h2 id="cookies-titre" className="cookie-banner__title">
            Gestion des cookies
          </h2>
          <p id="cookies-texte" className="cookie-banner__text">
            Nous utilisons des cookies de mesure d'audience pour améliorer le site. Vous pouvez les accepter
            ou les refuser ; votre choix est conservé sur cet appareil.{' '}
            <Link to="/politique-de-confidentialite">En savoir plus</Link>
          </p>
        </div>
        <div className="cookie-banner__actions">
          <button type="button" className="button button--outline" onClick={() => choose('declined')}>
            Tout refuser
          </button>
          <button type="button" className="button button--primary" onClick={() => choose('accepted')}>
            Tout accepter
          </button>
        </div>
      </div>
    </section>
  );
}
