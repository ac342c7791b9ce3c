import { type CookieChoice, shouldShowCookieBanner, storeCookieChoice } from '@multisalle/core';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { isMobileAppPage } from '../../app/mobile-app.ts';

/** The CSS variable holding the banner's height, which the page keeps free below its content. */
export const COOKIE_BANNER_SPACE = '--cookie-banner-space';

/**
 * Keeps the room the fixed banner takes at the bottom of the screen free: the page gets that much extra
 * space below its content and as `scroll-padding-bottom` (cookie-banner.css), so the last fields and
 * buttons can scroll above it and a focused or scrolled-to control is never hidden under it (WCAG 2.4.11).
 */
function useReservedSpace(banner: React.RefObject<HTMLElement | null>, isVisible: boolean): void {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const element = banner.current;
    if (!isVisible || !element) return;
    const measure = () => root.style.setProperty(COOKIE_BANNER_SPACE, `${Math.ceil(element.offsetHeight)}px`);
    // The observer reports the first size after the browser's own layout: measuring here at once forced a
    // layout of the whole page inside the first render's task.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (observer) observer.observe(element);
    else measure();
    return () => {
      observer?.disconnect();
      root.style.removeProperty(COOKIE_BANNER_SPACE);
    };
  }, [banner, isVisible]);
}

/**
 * Consent banner (spec 1 "Navigation and header"): 'Tout accepter' stores 0, 'Tout refuser' stores 1.
 * Deliberately beyond the spec, which asks again after every refusal: a refusal holds six months like an
 * acceptance (CNIL; `shouldShowCookieBanner`). A compact bar at the bottom whose room the page keeps free,
 * so it never covers the page's main action on a phone. Never shown inside the mobile app's webview.
 */
export function CookieBanner() {
  const [isVisible, setIsVisible] = useState(() => !isMobileAppPage() && shouldShowCookieBanner());
  const banner = useRef<HTMLElement>(null);
  useReservedSpace(banner, isVisible);
  if (!isVisible) return null;

  const choose = (choice: CookieChoice) => {
    storeCookieChoice(choice);
    setIsVisible(false);
  };

  return (
    <section
      ref={banner}
      className="cookie-banner"
      aria-labelledby="cookies-titre"
      aria-describedby="cookies-texte"
    >
      <div className="cookie-banner__inner">
        <div className="cookie-banner__body">
          <h2 id="cookies-titre" className="cookie-banner__title">
            Gestion des cookies
          </h2>
          <p id="cookies-texte" className="cookie-banner__text">
            Des cookies de mesure d'audience nous aideraient à améliorer le site. Votre choix, accord ou
            refus, est conservé six mois sur cet appareil.{' '}
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
