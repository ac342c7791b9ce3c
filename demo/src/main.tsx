import {
  configure,
  keptInvitationPath,
  setAfterLoginCheck,
  setPendingInvitationPath,
} from '@multisalle/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { noteNavigation } from './app/after-first-paint.tsx';
import { ConventionsHost, runConventionsCheck } from './app/conventions-flow.tsx';
import { isFirstScreenShown, showApp, startFirstScreenDeadline } from './app/first-screen.ts';
import { isMobileAppPage, toHashUrl } from './app/mobile-app.ts';
import type { RouteMeta } from './app/route-table.ts';
import { createAppRouter } from './app/router.tsx';
import { wireSession } from './app/session-wiring.ts';
import { holdToasts } from './app/site-toaster/held-toasts.ts';
import { SiteToaster } from './app/site-toaster/SiteToaster.tsx';
import { warmIntl } from './app/warm-intl.ts';
import { whenPageQuiet } from './app/when-page-quiet.ts';
import { SiteUpdateOffer } from './components/update-prompt/SiteUpdateOffer.tsx';
import './styles/index.css';

// Before anything formats a date or a price: the locale data loads in a worker (warm-intl.ts).
warmIntl();
// The site is on our own origin: it keeps the player's coming games and QR codes for offline.
configure({ keepReservationsOffline: true });
// Spec 1 section 4, login step 2: the general-public convention check, no hall id.
setAfterLoginCheck(() => runConventionsCheck(null, 'connexion'));
// Spec 1 section 4, login step 3: after login, back to the invitation the visitor opened.
setPendingInvitationPath(keptInvitationPath);
// Toasts asked for before sonner's chunk is there are held, then shown (site-toaster/).
holdToasts();

// Inside the mobile app's webview (cookie mobileApp=true) the site runs in hash mode.
const mode = isMobileAppPage() ? 'hash' : 'history';
if (mode === 'hash') {
  const hashUrl = toHashUrl(window.location);
  if (hashUrl) window.history.replaceState(null, '', hashUrl);
}
const router = createAppRouter(mode);
wireSession(router);
// Parts of the first page wait for its first paint (after-first-paint.tsx); pages moved to are whole.
const firstLocationKey = router.state.location.key;
const stopWatchingMoves = router.subscribe((state) => {
  if (state.location.key === firstLocationKey) return;
  noteNavigation();
  showApp();
  stopWatchingMoves();
});

// The hall's screens (kiosk layout) have nobody to answer « Mettre à jour »: they take a new version at once.
const isKioskPage = () =>
  router.state.matches.some((match) => (match.route.handle as RouteMeta | undefined)?.layout === 'kiosk');

// The server may have written the page's top (first-screen.ts): the app takes its place when ready.
startFirstScreenDeadline();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
const renderApp = () =>
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
      <ConventionsHost />
      <SiteToaster />
      <SiteUpdateOffer isUnattended={isKioskPage} />
    </StrictMode>,
  );
// Behind the server's first screen the app renders in a task after the modules' evaluation: two shorter
// tasks instead of one long one (the hall page's longest task on Lighthouse's mobile preset).
// Without one, at once: there is nothing on the screen yet.
if (isFirstScreenShown()) setTimeout(renderApp, 0);
else renderApp();

// The service worker registers from a chunk of its own, once the page is loaded and then quiet
// (when-page-quiet.ts): the first screen neither waits for it nor carries Workbox. Its install downloads the
// whole site (the precache, about 90 files), which on a phone's few cores competed with the page's own
// first renders. Lighthouse's mobile preset on the hall page, interleaved runs, total blocking time: 18-242
// ms (median 122) registered at `load`, 2-88 (median 30) without a worker, 11-91 (median 67) registered
// once quiet. Not in development, where Vite serves the sources. A page whose scripts came after its first
// paint (the server's first screen) may have loaded before they ran.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const startServiceWorker = () => {
    import('./app/service-worker.ts').then(
      (serviceWorker) => serviceWorker.startServiceWorker(),
      () => undefined,
    );
  };
  const afterLoad = () => whenPageQuiet(startServiceWorker);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
