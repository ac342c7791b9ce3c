import type { MouseEvent } from 'react';
import { Link } from 'react-router';

interface AccountItemsProps {
  /** Closes the sidebar, then navigates to `to` after the sidebar delay. */
  choose: (to: string) => (event: MouseEvent<HTMLAnchorElement>) => void;
}

const item = (to: string, label: string, choose: AccountItemsProps['choose']) => (
  <Link to={to} className="sidebar__item" onClick={choose(to)}>
    {label}
  </Link>
);

/** The logged-in entries of the sidebar (spec 1 "Navigation and header"), each a profile tab. */
export function AccountItems({ choose }: AccountItemsProps) {
  return (
    <>
      <li>{item('/profile?q=reglements', 'MES PAIEMENTS', choose)}</li>
      <li>{item('/profile?q=reservation', 'MES RÉSERVATIONS', choose)}</li>
      <li className="sidebar__group">
        <span className="sidebar__group-title" id="sidebar-mon-compte">
          MON COMPTE
        </span>
        <ul className="sidebar__sublist" aria-labelledby="sidebar-mon-compte">
          <li>{item('/profile?q=profile', 'MON PROFIL', choose)}</li>
          <li>{item('/profile?q=contacts', 'MA FAMILLE', choose)}</li>
        </ul>
      </li>
    </>
  );
}
