import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CourtScreen } from './CourtScreen.tsx';
import { deviceKeyStorageKey } from './device-key.ts';
import { EntryScreen } from './EntryScreen.tsx';
import { ReceptionPage } from './ReceptionPage.tsx';
import { WelcomeScreen } from './WelcomeScreen.tsx';

/** For the hall device page tests only: the four pages under their routes. */
const pages: Record<string, ComponentType> = {
  '/salle/:cle/controle': ReceptionPage,
  '/salle/:cle/ecran/accueil': WelcomeScreen,
  '/salle/:cle/ecran/entree': EntryScreen,
  '/salle/:cle/ecran/terrain/:terrain': CourtScreen,
};

/**
 * Renders the device page of `path`; with `deviceKey`, the key is stored first, as on a device already set
 * up.
 *
 * @example renderDevicePage('/salle/padel-park/ecran/accueil', { deviceKey: 'cle-de-test' });
 */
export function renderDevicePage(path: string, { deviceKey }: { deviceKey?: string } = {}) {
  if (deviceKey) localStorage.setItem(deviceKeyStorageKey('padel-park'), deviceKey);
  const router = createMemoryRouter(
    Object.entries(pages).map(([route, Page]) => ({ path: route, element: <Page /> })),
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}
