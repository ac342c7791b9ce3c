import {
  configure,
  keptInvitationPath,
  setAfterLoginCheck,
  setPendingInvitationPath,
} from '@multisalle/core';
import { Toaster } from '@multisalle/widgets';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ConventionsHost, runConventionsCheck } from './app/conventions-flow.tsx';
import { isMobileApp, toHashUrl } from './app/mobile-app.ts';
import { createAppRouter } from './app/router.tsx';
import { wireSession } from './app/session-wiring.ts';
import './styles/index.css';

configure();
// Spec 1 section 4, login step 2: the general-public convention check, no hall id.
setAfterLoginCheck(() => runConventionsCheck(null, 'connexion'));
// Spec 1 section 4, login step 3: after login, back to the invitation the visitor opened.
setPendingInvitationPath(keptInvitationPath);

// Inside the mobile app's webview (cookie mobileApp=true) the site runs in hash mode.
const mode = isMobileApp() ? 'hash' : 'history';
if (mode === 'hash') {
  const hashUrl = toHashUrl(window.location);
  if (hashUrl) window.history.replaceState(null, '', hashUrl);
}
const router = createAppRouter(mode);
wireSession(router);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
    <ConventionsHost />
    <Toaster />
  </StrictMode>,
);
