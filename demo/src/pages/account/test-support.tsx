/** For tests only: the app's routes in a memory router, the session wired, a fake accounts server. */
import { configure, logout, onToast, resetConfig, type ToastMessage } from '@multisalle/core';
import { fakeServer, type Reply } from '@multisalle/core/testing';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect } from 'vitest';
import { createRouteObjects } from '../../app/router.tsx';
import { wireSession } from '../../app/session-wiring.ts';

export { fakeJwt, v2Token, wireProfile } from '@multisalle/core/testing';

const emptyCart = {
  uuid: 'panier-test',
  dtExpiration: null,
  tarif: 0,
  contenu: [],
  reductions: [],
  v2: true,
};

/**
 * Renders the site at `path` against a fake server answering `routes`; collects toasts. `wrapFetch` puts
 * a fetch of the test's before the fake server's (a stream the fake server cannot answer).
 */
export async function renderSite(
  path: string | string[],
  routes: Record<string, Reply | ((body: unknown) => Reply | Promise<Reply>)> = {},
  {
    wrapFetch = (fetch) => fetch,
  }: { wrapFetch?: (fetch: typeof globalThis.fetch) => typeof globalThis.fetch } = {},
) {
  // A logged-in header loads the cart (its count): answer an empty one unless the test says otherwise.
  const server = fakeServer({ 'GET /api/v2/panier': { status: 200, body: emptyCart }, ...routes });
  configure({ fetch: wrapFetch(server.fetch) });
  const toasts: ToastMessage[] = [];
  const stopToasts = onToast((toast) => toasts.push(toast));
  const router = createMemoryRouter(createRouteObjects(), {
    initialEntries: typeof path === 'string' ? [path] : path,
    initialIndex: typeof path === 'string' ? 0 : path.length - 1,
  });
  const unwire = wireSession(router);
  render(<RouterProvider router={router} />);
  // The first import of a lazy page can take seconds in jsdom.
  await waitFor(() => expect(screen.queryByText('Chargement de la page')).toBeNull(), { timeout: 15_000 });
  const cleanup = async () => {
    stopToasts();
    unwire();
    await logout({ revoke: false });
    resetConfig();
  };
  return { router, server, toasts, cleanup, messages: () => toasts.map((toast) => toast.message) };
}
