/** For tests only: the console's pages in a memory router, against a fake `/api/gestion`. */
import { configure, resetConfig } from '@multisalle/core';
import { fakeServer, type Route } from '@multisalle/core/testing';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ConsoleHomePage } from './ConsoleHomePage.tsx';
import { DayPage } from './DayPage.tsx';
import { DiscountsPage } from './DiscountsPage.tsx';
import { HallNewsPage } from './HallNewsPage.tsx';
import { HallSheetPage } from './HallSheetPage.tsx';
import { HoursPage } from './HoursPage.tsx';
import { JournalPage } from './JournalPage.tsx';
import { PricesPage } from './PricesPage.tsx';
import { RefundsPage } from './RefundsPage.tsx';
import { ReportsPage } from './ReportsPage.tsx';
import { RulesPage } from './RulesPage.tsx';
import { StaffActivationPage } from './StaffActivationPage.tsx';
import { StaffSignInPage } from './StaffSignInPage.tsx';
import { staffTokenKey } from './staff-session.ts';
import { TeamPage } from './TeamPage.tsx';
import { WeekPage } from './WeekPage.tsx';

/** A hall of `moi`, as the server answers it. */
export const wireHall = (
  cle: string,
  role: 'proprietaire' | 'gestionnaire' | 'accueil' = 'proprietaire',
  nom = 'Padel Park',
) => ({
  cle,
  nom,
  role,
  permissions:
    role === 'proprietaire'
      ? ['day', 'desk', 'manage', 'rules', 'team', 'partners', 'audit']
      : role === 'gestionnaire'
        ? ['day', 'desk', 'manage', 'rules']
        : ['day', 'desk'],
});

let tokens = 0;

/** A staff token of its own per test: the console keeps `moi` per token. */
export const newStaffToken = () => `jeton-personnel-${++tokens}`;

/** Signs the tab in with a staff token, as a sign-in would have; returns the token. */
export function signInTab(token = newStaffToken()): string {
  sessionStorage.setItem(staffTokenKey(), token);
  return token;
}

/** Renders the console at `path` (the pages themselves, not their lazy chunk) against `routes`. */
export function renderConsole(path: string, routes: Record<string, Route> = {}) {
  const server = fakeServer(routes);
  configure({ fetch: server.fetch });
  const router = createMemoryRouter(
    [
      { path: '/gestion/connexion', element: <StaffSignInPage /> },
      { path: '/gestion/activation/:jeton', element: <StaffActivationPage /> },
      { path: '/gestion', element: <ConsoleHomePage /> },
      { path: '/gestion/:cle', element: <DayPage /> },
      { path: '/gestion/:cle/semaine', element: <WeekPage /> },
      { path: '/gestion/:cle/personnel', element: <TeamPage /> },
      { path: '/gestion/:cle/journal', element: <JournalPage /> },
      { path: '/gestion/:cle/horaires', element: <HoursPage /> },
      { path: '/gestion/:cle/tarifs', element: <PricesPage /> },
      { path: '/gestion/:cle/reductions', element: <DiscountsPage /> },
      { path: '/gestion/:cle/regles', element: <RulesPage /> },
      { path: '/gestion/:cle/rapports', element: <ReportsPage /> },
      { path: '/gestion/:cle/remboursements', element: <RefundsPage /> },
      { path: '/gestion/:cle/actualites', element: <HallNewsPage /> },
      { path: '/gestion/:cle/fiche', element: <HallSheetPage /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  const cleanup = () => {
    resetConfig();
    sessionStorage.clear();
  };
  return { server, router, cleanup, location: () => router.state.location };
}
