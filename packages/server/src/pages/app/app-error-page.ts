import { APP_CONTRACT_VERSION, type AppPageName } from '@multisalle/core/app-contract';
import { HALL_NOT_FOUND_MESSAGE } from '@multisalle/core/catalogue';
import { escapeHtml } from '../escape-html.ts';
import { frenchSpacing } from '../french-typography.ts';

/** Why an `/app/…` address leads nowhere: the `code` of its `multisalle:error`. */
export type AppAddressError = 'page-inconnue' | 'salle-inconnue';

/** The French texts of the two errors: the page's heading and the message the app is told. */
export const appAddressErrors: Record<AppAddressError, { heading: string; message: string }> = {
  'page-inconnue': { heading: 'Page introuvable', message: 'Cette page est introuvable.' },
  'salle-inconnue': { heading: 'Salle introuvable', message: HALL_NOT_FOUND_MESSAGE },
};

/**
 * The 404 page of an `/app/…` address that leads to no page or to no open hall, for the app's webview:
 * bare (no site header, footer or cookie banner, nothing the webview must not show), French, fit for
 * 320 px and dark mode. The message it tells the app sits in a JSON data block, which the CSP lets through
 * (it is not run), and `app-erreur.js` posts it, as every app page does: React Native's, iOS's or Android's
 * bridge, else the parent frame, else the opener.
 *
 * @param page - the page the address named (`planning`), `null` when it named none
 * @example appErrorPageHtml('planning', 'salle-inconnue')
 */
export function appErrorPageHtml(page: AppPageName | null, code: AppAddressError): string {
  const { heading, message } = appAddressErrors[code];
  const told = {
    type: 'multisalle:error',
    version: APP_CONTRACT_VERSION,
    page,
    code,
    message,
    retryable: false,
  };
  // `<` escaped: the data block cannot be closed early, whatever a text holds.
  const data = JSON.stringify(told).replace(/</g, '\\u003c');
  return frenchSpacing(`<!doctype html>
<html lang="fr">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="color-scheme" content="light dark">
  <title>Multisalle\u00a0: ${escapeHtml(heading.toLowerCase())}</title>
  <style>
    :root { color-scheme: light dark; }
    body { margin: 0; padding: 1.5rem 1rem; font: 1rem/1.5 system-ui, sans-serif; color: #1a1a1a; background: #fff; }
    h1 { margin: 0 0 0.5rem; font-size: 1.25rem; }
    p { margin: 0; max-width: 36rem; }
    @media (prefers-color-scheme: dark) { body { color: #f2f2f2; background: #121212; } }
  </style>
</head>
<body>
  <main>
    <h1>${escapeHtml(heading)}</h1>
    <p role="alert">${escapeHtml(message)} Revenez à l'écran précédent de l'application.</p>
  </main>
  <script type="application/json" id="multisalle-erreur">${data}</script>
  <script src="/embed/pages/app-erreur.js"></script>
</body>
</html>`);
}
