import type { AppPageName } from '@multisalle/core/app-contract';
import type { Context, Env, Hono } from 'hono';
import { appDocsPage } from './app-docs.ts';
import { type AppAddressError, appErrorPageHtml } from './app-error-page.ts';
import { APP_SCHEMA_PATH, appContractSchema, appVersionedSchemaPath } from './app-schema.ts';

/** One of the mobile app's single flows: a panel alone on a bare page for its webview. */
export interface AppPage {
  /** Its name in the contract (`page` of its messages, `@multisalle/core/app-contract`). */
  name: AppPageName;
  /** The addresses the app opens (Hono paths; the page's script reads the ids from them). */
  paths: string[];
  /**
   * Where the address names a hall: a path parameter, else a query parameter; `required` when the page
   * means nothing without one. An unknown hall answers the 404 page (`salle-inconnue`), not the panel.
   */
  hall?: { param: string; query?: string; required: boolean };
  /** The document's title after « Multisalle : ». */
  title: string;
  /** The page's heading. */
  heading: string;
  /** The element's tag. */
  tag: string;
  /**
   * The page's own script under `/embed/pages/` (built from packages/elements/src/page-scripts): it sets the
   * element's ids and tells the app the outcome.
   */
  script: string;
}

/** The five flows of the design card. */
export const appPages: AppPage[] = [
  {
    name: 'planning',
    paths: ['/app/planning/:cle', '/app/planning'],
    hall: { param: 'cle', query: 'salle', required: true },
    title: 'réserver un créneau',
    heading: 'RÉSERVER UN CRÉNEAU',
    tag: 'multisalle-planning',
    script: 'app-planning.js',
  },
  {
    name: 'panier',
    paths: ['/app/panier'],
    title: 'mon panier',
    heading: 'MON PANIER',
    tag: 'multisalle-cart',
    script: 'app-panier.js',
  },
  {
    name: 'conventions',
    paths: ['/app/conventions', '/app/conventions/:hall'],
    hall: { param: 'hall', required: false },
    title: 'conventions à valider',
    heading: 'CONVENTIONS',
    tag: 'multisalle-conventions',
    script: 'app-conventions.js',
  },
  {
    name: 'invitation',
    paths: [
      '/app/invitation',
      '/app/invitation/:reservation/:invitation',
      '/app/invitation/:reservation/:invitation/:reponse',
    ],
    title: 'répondre à une invitation',
    heading: 'INVITATION',
    tag: 'multisalle-invitation',
    script: 'app-invitation.js',
  },
  {
    name: 'moyen-de-paiement',
    paths: ['/app/moyen-de-paiement'],
    title: 'mon moyen de paiement',
    heading: 'MOYEN DE PAIEMENT',
    tag: 'multisalle-payment-means',
    script: 'app-moyen-de-paiement.js',
  },
];

/**
 * The panels' colours in dark mode, through their documented custom properties (as embed-pages/theme-sombre.html
 * does for the planning): dialogs, notices, refusals and outlined buttons included, no light card inside the
 * dark page. The primary is a little lighter than the light one (white text on it 5.2:1, its outlines on the
 * surface 3:1); text in the primary colour on the dark surface takes the link colour (7:1).
 */
export const darkPanelColours = `--multisalle-color-primary: #d6153a; --multisalle-color-link: #ff8a9a;
  --multisalle-color-text: #e8ecf4; --multisalle-color-surface: #1b2230; --multisalle-color-muted: #3a4458;
  --multisalle-color-past: #1b2230; --multisalle-color-past-text: #aab4c6; --multisalle-color-focus: #e8ecf4;
  --multisalle-color-focus-inner: #121418; --multisalle-color-error: #ffb4ab; --multisalle-color-error-surface: #3b1a1f;
  --multisalle-color-warning: #ffc680; --multisalle-color-warning-surface: #2a2112;`;

/**
 * The page of a flow. The handshake `app-host.js` comes first, in `<head>`, so it listens for the app's token
 * before anything else runs; the page shows « Chargement… » until the player is known, then the handshake
 * loads the elements' script (preloaded meanwhile) and shows the element, which the page's own script gave its
 * ids before. Sizes in rem (the phone's font size: Android's text zoom, and iOS's Dynamic Type through
 * `font: -apple-system-body`, which only WebKit knows), light and dark colours (`color-scheme`, so no white flash).
 * No inline script, so the site's CSP applies as is.
 */
export function appPageHtml(page: AppPage): string {
  const css = `
    :root { color-scheme: light dark; --app-fond: #fff; --app-texte: #1a1a1a; --app-bandeau: #fff1d6;
      --app-bandeau-texte: #4d3200; --app-focus: #1a1a1a; }
    @media (prefers-color-scheme: dark) {
      :root { --app-fond: #121418; --app-texte: #e8ecf4; --app-bandeau: #3d2c00; --app-bandeau-texte: #ffe3a8;
        --app-focus: #e8ecf4; }
      ${page.tag} { ${darkPanelColours} }
    }
    html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; background: var(--app-fond); }
    @supports (font: -apple-system-body) { html { font: -apple-system-body; } }
    body { --app-marge: min(1rem, 4vw); margin: 0; padding: var(--app-marge); font-family: system-ui, sans-serif; line-height: 1.4; color: var(--app-texte);
      background: var(--app-fond); overflow-wrap: anywhere; }
    h1 { margin: 0 0 1rem; font-size: 1.25rem; }
    [hidden] { display: none !important; }
    ${page.tag} { --multisalle-font-size: 1rem; }
    .app-etat { display: flex; flex-wrap: wrap; align-items: center; gap: 0.75rem; padding: 0.5rem 0; }
    .app-etat__texte { margin: 0; flex: 1 1 12rem; }
    .app-etat__roue { flex: none; width: 1.5rem; height: 1.5rem; border: 0.1875rem solid currentColor;
      border-right-color: transparent; border-radius: 50%; animation: app-roue 0.8s linear infinite; }
    @keyframes app-roue { to { transform: rotate(1turn); } }
    @media (prefers-reduced-motion: reduce) { .app-etat__roue { animation-duration: 3s; } }
    .app-etat__bouton { min-height: 2.75rem; padding: 0.5rem 1.25rem; font: inherit; font-weight: 600;
      color: #fff; background: #c8102e; border: 0; border-radius: 0.25rem; cursor: pointer; }
    .app-etat__bouton:focus-visible { outline: 0.1875rem solid var(--app-focus); outline-offset: 0.125rem; }
    .app-hors-ligne { position: sticky; top: 0; z-index: 10; margin: calc(-1 * var(--app-marge)) calc(-1 * var(--app-marge)) 1rem;
      padding: 0.75rem var(--app-marge);
      font-weight: 600; color: var(--app-bandeau-texte); background: var(--app-bandeau); }
    .app-hors-ligne:empty { display: none; }`;
  return `<!doctype html>
<html lang="fr" data-page="${page.name}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="color-scheme" content="light dark">
  <title>Multisalle\u00a0: ${page.title}</title>
  <link rel="preload" href="/embed/multisalle-elements.js" as="script">
  <style>${css}
  </style>
  <script src="/embed/pages/app-host.js"></script>
</head>
<body>
  <main>
    <h1>${page.heading}</h1>
    <div id="multisalle-app-etat" class="app-etat" role="status" data-state="loading"><span class="app-etat__roue" aria-hidden="true"></span><p class="app-etat__texte">Chargement…</p></div>
    <${page.tag}></${page.tag}>
  </main>
  <script src="/embed/pages/${page.script}"></script>
</body>
</html>`;
}

/** What the app pages need from the server. */
export interface AppPagesOptions {
  /** Whether a hall key (or id) names a hall open to booking. @default every hall is */
  isOpenHall?: (keyOrId: string) => Promise<boolean>;
}

/** The 404 page of an address that leads nowhere, never cached (the hall may open later). */
function answerUnknown(c: Context, page: AppPageName | null, code: AppAddressError) {
  c.header('Cache-Control', 'no-cache');
  return c.html(appErrorPageHtml(page, code), 404);
}

/**
 * Serves {@link appPages}, before the site's fallback would take their paths for its own routes; a hall
 * the address names must be open (else the 404 page `salle-inconnue`). The first pages' old addresses
 * (`/embed/app-invitation.html?…`, `/embed/app-moyen-de-paiement.html`) redirect to them, query kept (the
 * browser keeps a `#token=` fragment across the redirect). `/app/` is the app team's documentation; an
 * address with trailing slashes redirects to the one without; `/app/contrat.schema.json` (and
 * `/app/contrat-v{version}.schema.json`) is the contract's JSON Schema; any other `/app/…` address answers the
 * 404 page `page-inconnue`, never the site (its header and cookie banner inside the app's webview).
 */
export function mountAppPages<E extends Env>(app: Hono<E>, options: AppPagesOptions = {}): void {
  const { isOpenHall = async () => true } = options;
  for (const page of appPages) {
    const html = appPageHtml(page);
    for (const path of page.paths) {
      app.get(path, async (c) => {
        if (page.hall) {
          const { param, query, required } = page.hall;
          const hall = c.req.param(param) ?? (query ? c.req.query(query) : undefined) ?? '';
          if ((hall || required) && !(await isOpenHall(hall)))
            return answerUnknown(c, page.name, 'salle-inconnue');
        }
        c.header('Cache-Control', 'no-cache');
        return c.html(html);
      });
    }
  }
  const moved = {
    'app-invitation.html': '/app/invitation',
    'app-moyen-de-paiement.html': '/app/moyen-de-paiement',
  };
  for (const [file, target] of Object.entries(moved)) {
    app.get(`/embed/${file}`, (c) => c.redirect(`${target}${new URL(c.req.url).search}`, 301));
  }
  const docs = appDocsPage();
  app.get('/app', (c) => c.redirect('/app/', 301));
  app.get('/app/', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(docs);
  });
  // The contract's JSON Schema, at its address and at its version's (the `$id` names the version).
  const schema = JSON.stringify(appContractSchema(), null, 2);
  for (const path of [APP_SCHEMA_PATH, appVersionedSchemaPath()]) {
    app.get(path, (c) => {
      c.header('Cache-Control', 'no-cache');
      c.header('Access-Control-Allow-Origin', '*');
      return c.body(schema, 200, { 'Content-Type': 'application/schema+json; charset=utf-8' });
    });
  }
  // Keep last: it answers every /app/… address no route above took.
  app.get('/app/*', (c) => {
    const { pathname, search } = new URL(c.req.url);
    // `/app/panier/` is the app's spelling of `/app/panier`: a relative redirect (right behind a proxy)
    // that keeps the query, and the `#token=` fragment, which browsers carry across a redirect.
    const trimmed = pathname.replace(/\/+$/, '');
    if (trimmed !== pathname) return c.redirect(`${trimmed}${search}`, 301);
    const named = pathname.split('/')[2];
    const page = appPages.find((known) => known.name === named)?.name ?? null;
    return answerUnknown(c, page, 'page-inconnue');
  });
}
