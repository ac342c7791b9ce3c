import { type ReactNode, useState } from 'react';
import { NavLink } from 'react-router';
import { discountsMessages } from './discounts-messages.ts';
import { hallNewsMessages } from './hall-news-messages.ts';
import { hoursMessages } from './hours-messages.ts';
import { consoleMessages as t } from './messages.ts';
import { pricesMessages } from './prices-messages.ts';
import { refundsMessages } from './refunds-messages.ts';
import { reportsMessages } from './reports-messages.ts';
import { rulesMessages } from './rules-messages.ts';
import { sheetMessages } from './sheet-messages.ts';
import { type StaffHall, signOut } from './staff-api.ts';
import { type Loadable, useStaffGuard, useStaffMe } from './use-console.ts';
import { weekMessages } from './week-messages.ts';
import './gestion.css';

export interface ConsoleFrameProps {
  /** The hall of the page (`/gestion/:cle/...`): its name and its nav. */
  hallKey?: string;
  children: (context: { hall: StaffHall | null }) => ReactNode;
}

/**
 * The frame of the console's signed-in pages: the bar (the hall, who is signed in, « Se déconnecter »),
 * the hall's nav (« Règles », « Personnel » and « Journal » only for the roles that allow them: the server
 * checks each call anyway) and the page. Without a staff token the page goes to the sign-in.
 */
export function ConsoleFrame({ hallKey, children }: ConsoleFrameProps) {
  const hasToken = useStaffGuard();
  const { state: me } = useStaffMe();
  const [isSigningOut, setIsSigningOut] = useState(false);
  if (!hasToken) return null;

  const hall =
    me.status === 'loaded' && hallKey ? (me.data.halls.find((found) => found.key === hallKey) ?? null) : null;
  const allows = (permission: 'manage' | 'rules' | 'team' | 'audit') =>
    hall?.permissions.includes(permission) === true;
  const base = hallKey ? `/gestion/${encodeURIComponent(hallKey)}` : '/gestion';

  const onSignOut = async () => {
    if (isSigningOut) return;
    setIsSigningOut(true);
    await signOut();
  };

  return (
    <div className="gestion">
      <header className="gestion-bar">
        <div className="gestion-bar__titles">
          <p className="gestion-bar__brand">{t.brand}</p>
          {hallKey && <p className="gestion-bar__hall">{hall?.name ?? hallKey}</p>}
        </div>
        <div className="gestion-bar__who">
          {me.status === 'loaded' && <span className="gestion-bar__email">{me.data.email}</span>}
          <button
            type="button"
            className="button button--ghost gestion-bar__sign-out"
            aria-disabled={isSigningOut ? 'true' : undefined}
            onClick={onSignOut}
          >
            {isSigningOut ? t.signingOut : t.signOut}
          </button>
        </div>
      </header>
      {hallKey && (
        <nav className="gestion-nav" aria-label={t.hallNav}>
          <ul>
            <li>
              <NavLink to={base} end className="gestion-nav__link">
                {t.dayNav}
              </NavLink>
            </li>
            <li>
              <NavLink to={`${base}/semaine`} className="gestion-nav__link">
                {weekMessages.nav}
              </NavLink>
            </li>
            {allows('rules') && (
              <li>
                <NavLink to={`${base}/horaires`} className="gestion-nav__link">
                  {hoursMessages.nav}
                </NavLink>
              </li>
            )}
            {allows('rules') && (
              <li>
                <NavLink to={`${base}/tarifs`} className="gestion-nav__link">
                  {pricesMessages.nav}
                </NavLink>
              </li>
            )}
            {allows('rules') && (
              <li>
                <NavLink to={`${base}/reductions`} className="gestion-nav__link">
                  {discountsMessages.nav}
                </NavLink>
              </li>
            )}
            {allows('rules') && (
              <li>
                <NavLink to={`${base}/regles`} className="gestion-nav__link">
                  {rulesMessages.nav}
                </NavLink>
              </li>
            )}
            {allows('rules') && (
              <li>
                <NavLink to={`${base}/fiche`} className="gestion-nav__link">
                  {sheetMessages.nav}
                </NavLink>
              </li>
            )}
            {allows('rules') && (
              <li>
                <NavLink to={`${base}/rapports`} className="gestion-nav__link">
                  {reportsMessages.nav}
                </NavLink>
              </li>
            )}
            {allows('manage') && (
              <li>
                <NavLink to={`${base}/remboursements`} className="gestion-nav__link">
                  {refundsMessages.nav}
                </NavLink>
              </li>
            )}
            {allows('manage') && (
              <li>
                <NavLink to={`${base}/actualites`} className="gestion-nav__link">
                  {hallNewsMessages.nav}
                </NavLink>
              </li>
            )}
            {allows('team') && (
              <li>
                <NavLink to={`${base}/personnel`} className="gestion-nav__link">
                  {t.staffNav}
                </NavLink>
              </li>
            )}
            {allows('audit') && (
              <li>
                <NavLink to={`${base}/journal`} className="gestion-nav__link">
                  {t.journalNav}
                </NavLink>
              </li>
            )}
          </ul>
        </nav>
      )}
      <div className="gestion__page">{children({ hall })}</div>
    </div>
  );
}

/** « Chargement… », announced. */
export function Loading({ label = t.loading }: { label?: string }) {
  return (
    <p className="gestion-status" role="status">
      {label}
    </p>
  );
}

/** A call's French error, announced, with « Réessayer » when the call may be made again. */
export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="gestion-alert" role="alert">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="button button--outline" onClick={onRetry}>
          {t.retry}
        </button>
      )}
    </div>
  );
}

/**
 * A console page's call while it is not loaded: « Chargement… », or its error with « Réessayer » (never
 * after a 403: the hall or the role will not change by trying again). Nothing once loaded.
 *
 * @example <LoadingOrError state={state} onRetry={reload} />
 */
export function LoadingOrError({ state, onRetry }: { state: Loadable<unknown>; onRetry: () => void }) {
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed')
    return (
      <LoadError message={state.error.message} onRetry={state.error.status === 403 ? undefined : onRetry} />
    );
  return null;
}
