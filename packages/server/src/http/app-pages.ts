import type { Env, Hono } from 'hono';

/** One of the mobile app's single flows: a panel alone on a bare page for its webview. */
export interface AppPage {
  /** The addresses the app opens (Hono paths; the page's script reads the ids from them). */
  paths: string[];
  /** The document's title after « Multisalle : ». */
  title: string;
  /** The page's heading. */
  heading: string;
  /** The element's tag. */
  tag: string;
  /** The page's own script in `embed-pages/`: it sets the element's ids and tells the app the outcome. */
  script: string;
}

/** The five flows of the design card. */
export const appPages: AppPage[] = [
  {
    paths: ['/app/planning/:cle'],
    title: 'réserver un créneau',
    heading: 'RÉSERVER UN CRÉNEAU',
    tag: 'multisalle-planning',
    script: 'app-planning.js',
  },
  {
    paths: ['/app/panier'],
    title: 'mon panier',
    heading: 'MON PANIER',
    tag: 'multisalle-cart',
    script: 'app-panier.js',
  },
  {
    paths: ['/app/conventions', '/app/conventions/:hall'],
    title: 'conventions à valider',
    heading: 'CONVENTIONS',
    tag: 'multisalle-conventions',
    script: 'app-conventions.js',
  },
  {
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
    paths: ['/app/moyen-de-paiement'],
    title: 'mon moyen de paiement',
    heading: 'MOYEN DE PAIEMENT',
    tag: 'multisalle-payment-means',
    script: 'app-moyen-de-paiement.js',
  },
];

/**
 * The page of a flow: the elements script, the element, the page's script (before the handshake, so the
 * element has its ids before a token renders it), then the handshake `app-host.js` that takes the token
 * from the app. No inline script, so the site's CSP applies as is.
 */
export function appPageHtml(page: AppPage): string {
  return `<!doctype html>
<html lang="fr">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Multisalle : ${page.title}</title>
  <style>
    body { margin: 0; padding: 1rem; font-family: system-ui, sans-serif; color: #1a1a1a; background: #fff; }
    h1 { margin: 0 0 1rem; font-size: 1.25rem; }
  </style>
</head>
<body>
  <main>
    <h1>${page.heading}</h1>
    <script src="/embed/multisalle-elements.js"></script>
    <${page.tag}></${page.tag}>
  </main>
  <script src="/embed/pages/${page.script}"></script>
  <script src="/embed/pages/app-host.js"></script>
</body>
</html>`;
}

/**
 * Serves {@link appPages}, before the site's fallback would take their paths for its own routes. The first
 * pages' old addresses (`/embed/app-invitation.html?…`, `/embed/app-moyen-de-paiement.html`) redirect to
 * them, query kept (the browser keeps a `#token=` fragment across the redirect).
 */
export function mountAppPages<E extends Env>(app: Hono<E>): void {
  for (const page of appPages) {
    const html = appPageHtml(page);
    for (const path of page.paths) {
      app.get(path, (c) => {
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
}
