import { $session, breakpoints, FLOATING_HEADER_SCROLL_PX, logout, productNames } from '@multisalle/core';
import { Spinner } from '@multisalle/widgets';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import avatarSvg from '../../../public/images/avatar-default.svg?raw';
import logoSvg from '../../../public/logo.svg?raw';
import { siteLinks } from '../../app/site-links.ts';
import { ExternalLink } from '../ExternalLink.tsx';
import { MenuIcon } from '../icons.tsx';
import { InlineSvg } from '../inline-svg/InlineSvg.tsx';
import { CartButton } from './CartButton.tsx';
import { ProfileChip } from './ProfileChip.tsx';
import { Sidebar } from './Sidebar.tsx';
import { useCartCount } from './use-cart-count.ts';
import { useScrolledPast } from './use-scrolled-past.ts';

const SIDEBAR_ID = 'menu-lateral';

/**
 * The site header (spec 1 "Navigation and header"). Wide screens: logo, RÉSERVER, VIDÉOS / SCORING, the
 * cart and the visitor's CONNEXION / INSCRIPTION. Below 768 px: default avatar and a menu button opening
 * the sidebar. Past 50 px of scroll it turns into a floating compact bar (`data-floating="true"`).
 * Logged in, the profile chip (avatar, first and last name) replaces CONNEXION / INSCRIPTION, and a
 * spinner shows while the profile loads.
 */
export function Header() {
  const isFloating = useScrolledPast(FLOATING_HEADER_SCROLL_PX);
  const cartCount = useCartCount();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const { token, profile, isLoading } = useStore($session);
  const isLoggedIn = token !== null;
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const reserveTarget = `/#${productNames().listAnchor}`;

  // The sidebar only exists below the desktop breakpoint: close it if the window grows past it.
  useEffect(() => {
    if (!isMenuOpen || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(`(min-width: ${breakpoints.desktopMinWidthPx}px)`);
    const closeOnDesktop = () => {
      if (query.matches) setIsMenuOpen(false);
    };
    query.addEventListener('change', closeOnDesktop);
    return () => query.removeEventListener('change', closeOnDesktop);
  }, [isMenuOpen]);

  return (
    <header className="site-header" data-floating={isFloating ? 'true' : 'false'}>
      <div className="site-header__bar">
        <Link to="/" className="site-header__logo">
          <InlineSvg svg={logoSvg} label="Multisalle, accueil" />
        </Link>
        <nav className="site-header__nav" aria-label="Navigation principale">
          <ul>
            <li>
              <Link to={reserveTarget} className="site-header__link">
                RÉSERVER
              </Link>
            </li>
            <li>
              <ExternalLink href={siteLinks.videoScoring} className="site-header__link">
                VIDÉOS / SCORING
              </ExternalLink>
            </li>
          </ul>
        </nav>
        <div className="site-header__actions">
          <CartButton count={cartCount} alwaysShowCount={isFloating} />
          {isLoading && (
            <Spinner size="small" label="Chargement du profil" className="site-header__spinner" />
          )}
          {isLoggedIn ? (
            <div className="site-header__account">
              <ProfileChip profile={profile} />
            </div>
          ) : (
            <div className="site-header__account">
              <Link to="/signin" className="button button--ghost">
                CONNEXION
              </Link>
              <Link to="/signup" className="button button--primary">
                INSCRIPTION
              </Link>
            </div>
          )}
          <Link to={isLoggedIn ? '/profile?q=profile' : '/signin'} className="site-header__avatar">
            {isLoggedIn && profile?.avatarUrl ? (
              <img src={profile.avatarUrl} alt="" width="40" height="40" />
            ) : (
              <InlineSvg svg={avatarSvg} />
            )}
            <span className="visually-hidden">{isLoggedIn ? 'Mon profil' : 'Se connecter'}</span>
          </Link>
          <button
            ref={menuButtonRef}
            type="button"
            className="site-header__menu-button"
            aria-label="Ouvrir le menu"
            aria-expanded={isMenuOpen}
            aria-controls={SIDEBAR_ID}
            onClick={() => setIsMenuOpen(true)}
          >
            <MenuIcon />
          </button>
        </div>
      </div>
      <Sidebar
        id={SIDEBAR_ID}
        isOpen={isMenuOpen}
        onClose={() => setIsMenuOpen(false)}
        returnFocusRef={menuButtonRef}
        reserveTarget={reserveTarget}
        isLoggedIn={isLoggedIn}
        onLogout={() => {
          setIsMenuOpen(false);
          void logout();
        }}
      />
    </header>
  );
}
