import { timings } from '@multisalle/core';
import { keepTabInside } from '@multisalle/widgets';
import { type KeyboardEvent, type MouseEvent, type RefObject, useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { siteLinks } from '../../app/site-links.ts';
import { ExternalLink } from '../ExternalLink.tsx';
import { CloseIcon } from '../icons.tsx';
import { useModalLock } from '../use-modal-lock.ts';
import { AccountItems } from './SidebarAccountItems.tsx';

export interface SidebarProps {
  id: string;
  isOpen: boolean;
  onClose: () => void;
  /** Where focus goes back when the sidebar closes (the menu button). */
  returnFocusRef: RefObject<HTMLElement | null>;
  /** The RÉSERVER target: the home page's hall list anchor. */
  reserveTarget: string;
  /** Logged in: the account items and Déconnexion replace CONNEXION / INSCRIPTION. @default false */
  isLoggedIn?: boolean;
  /** Déconnexion (logged in only). */
  onLogout?: () => void;
}

/**
 * The small-screen menu (spec 1 "Navigation and header"): a modal dialog that locks page scrolling while
 * open, closes on Escape, and navigates 500 ms after an item is chosen (the time for it to slide away).
 * Logged in it lists MES PAIEMENTS, MES RÉSERVATIONS, the MON COMPTE group and Déconnexion at the bottom.
 */
export function Sidebar({
  id,
  isOpen,
  onClose,
  returnFocusRef,
  reserveTarget,
  isLoggedIn = false,
  onLogout,
}: SidebarProps) {
  const navigate = useNavigate();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const navigationTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useModalLock(isOpen, closeButtonRef, returnFocusRef);

  useEffect(() => () => clearTimeout(navigationTimer.current), []);

  const choose = (to: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onClose();
    clearTimeout(navigationTimer.current);
    navigationTimer.current = setTimeout(() => navigate(to), timings.sidebarNavigationDelayMs);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    keepTabInside(event, panelRef.current);
  };

  return (
    <div id={id} className="sidebar" hidden={!isOpen} data-open={isOpen ? 'true' : 'false'}>
      <div className="sidebar__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        className="sidebar__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-titre`}
        onKeyDown={onKeyDown}
      >
        <div className="sidebar__head">
          <p id={`${id}-titre`} className="sidebar__title">
            Menu
          </p>
          <button
            ref={closeButtonRef}
            type="button"
            className="sidebar__close"
            aria-label="Fermer le menu"
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
        <nav aria-label="Menu mobile">
          <ul className="sidebar__list">
            <li>
              <Link to={reserveTarget} className="sidebar__item" onClick={choose(reserveTarget)}>
                RÉSERVER
              </Link>
            </li>
            <li>
              <ExternalLink href={siteLinks.videoScoring} className="sidebar__item" onClick={onClose}>
                VIDÉOS / SCORING
              </ExternalLink>
            </li>
            {isLoggedIn ? (
              <AccountItems choose={choose} />
            ) : (
              <>
                <li>
                  <Link to="/signin" className="sidebar__item" onClick={choose('/signin')}>
                    CONNEXION
                  </Link>
                </li>
                <li>
                  <Link to="/signup" className="sidebar__item" onClick={choose('/signup')}>
                    INSCRIPTION
                  </Link>
                </li>
              </>
            )}
          </ul>
        </nav>
        {isLoggedIn && (
          <button type="button" className="sidebar__logout" onClick={onLogout}>
            Déconnexion
          </button>
        )}
      </div>
    </div>
  );
}
