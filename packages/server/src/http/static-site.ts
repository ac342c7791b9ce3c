import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Env, Hono, MiddlewareHandler, Next } from 'hono';
import { sharePreview } from '../matches/share-preview.ts';
import { escapeHtml } from '../pages/escape-html.ts';
import { isServerPath } from './not-found.ts';

/**
 * Serves `/media/*` from a folder (hall pictures, service icons).
 *
 * @example
 * ```ts
 * mountMedia(app, mediaDir);
 * ```
 */
export function mountMedia<E extends Env>(app: Hono<E>, dir: string): void {
  const files = serveStatic({ root: dir, rewriteRequestPath: (path) => path.replace(/^\/media/, '') });
  app.use(
    '/media/*',
    withCacheControl(files, () => 'public, max-age=3600'),
  );
}

/**
 * Adds `Cache-Control` to what a static middleware found. (Its `onFound` hook runs after the response is
 * built, so headers set there can be lost.)
 */
function withCacheControl(files: MiddlewareHandler, policy: (path: string) => string) {
  return async (c: Context, next: Next) => {
    const response = await files(c, next);
    if (response instanceof Response && response.ok)
      response.headers.set('Cache-Control', policy(c.req.path));
    return response;
  };
}

const BUILD_ME_PAGE = `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><title>Multisalle\u00a0: site non construit</title></head>
<body>
<main>
<h1>Le site n'est pas encore construit</h1>
<p>Lancez <code>npm run build:demo</code> puis redémarrez le serveur (<code>npm start</code> fait les deux).</p>
<p>L'API répond déjà\u00a0: <a href="/api/docs">documentation de l'API</a>.</p>
</main>
</body>
</html>`;

/** A path whose last segment looks like a file (`app.js`): a missing asset, not a site route. */
function looksLikeFile(path: string): boolean {
  // `.html` paths are client routes too (the activation link ends in `validation-inscription.html`).
  return /\.(?!html?$)[a-z0-9]{1,8}$/i.test(path.slice(path.lastIndexOf('/') + 1));
}

/**
 * Adds Open Graph tags to the page of a share link (`/share/*`, `/miniature`): link previews run no
 * script, so the score or picture must be in the HTML. Every value is HTML-escaped (they come from the
 * link itself).
 */
function withSharePreview(html: string, requestUrl: string, siteUrl: string | undefined): string {
  const url = new URL(requestUrl);
  const preview = sharePreview(url.pathname, url.searchParams);
  if (!preview) return html;
  const base = siteUrl ?? url.origin;
  const absolute = (path: string) => new URL(path, base).toString();
  const tags = [
    ['og:type', 'website'],
    ['og:site_name', 'Multisalle'],
    ['og:title', preview.title],
    ['og:description', preview.description],
    ['og:url', absolute(url.pathname + url.search)],
    ...(preview.imageUrl ? [['og:image', absolute(preview.imageUrl)]] : []),
  ]
    .map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content ?? '')}" />`)
    .join('\n    ');
  return html.replace('</head>', `  ${tags}\n  </head>`);
}

/**
 * Serves the built site: its files as they are, and `index.html` for any other GET outside the server's
 * own prefixes (the client routes, and sends unknown paths to /404). Without a built site, `/` explains
 * how to build it.
 *
 * @param staticDir - the built site (`demo/dist`), or `undefined` when it is not built.
 * @param options.siteUrl - the public origin for share pages' absolute Open Graph URLs (`PUBLIC_SITE_URL`);
 *   the request's origin by default.
 * @example
 * ```ts
 * mountSite(app, existsSync(demoDistDir) ? demoDistDir : undefined);
 * ```
 */
export function mountSite<E extends Env>(
  app: Hono<E>,
  staticDir: string | undefined,
  {
    siteUrl,
    hints,
    firstScreen,
  }: {
    siteUrl?: string;
    /** `<link>` tags for the path, added to the head (page-hints.ts). */
    hints?: (path: string) => Promise<string>;
    /** The page's HTML with its first screen written in, or as it is (pages/first-screen.ts). */
    firstScreen?: (path: string, html: string) => Promise<string>;
  } = {},
): void {
  if (!staticDir) {
    app.get('/', (c) => c.html(BUILD_ME_PAGE));
    return;
  }
  // Vite fingerprints what it puts in assets/; the rest may change on the next build.
  // `precompressed`: the build wrote .br and .gz beside each text file (scripts/precompress.ts).
  const files = withCacheControl(serveStatic({ root: staticDir, precompressed: true }), (path) =>
    path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
  // Browsers ask for /favicon.ico on their own for a page that names no icon (the app's pages, a JSON
  // answer opened as a page): the site's icon is the SVG one, not a 404 in the console.
  app.get('/favicon.ico', (c) => c.redirect('/favicon.svg', 301));
  // `/` is the home page: the route below adds its hints, as for every other page.
  app.use('*', (c, next) =>
    isServerPath(c.req.path) || c.req.path === '/' || c.req.path === '/index.html' ? next() : files(c, next),
  );
  app.get('*', async (c, next) => {
    if (isServerPath(c.req.path) || looksLikeFile(c.req.path)) return next();
    const html = await readFile(join(staticDir, 'index.html'), 'utf8');
    c.header('Cache-Control', 'no-cache');
    const links = hints ? await hints(c.req.path) : '';
    const hinted = links ? html.replace('</head>', `${links}\n  </head>`) : html;
    // Inside the mobile app's webview the route is in the hash: the path says nothing of the page.
    const isWebview = /(?:^|;\s*)mobileApp=true(?:;|$)/.test(c.req.header('Cookie') ?? '');
    const drawn = firstScreen && !isWebview ? await firstScreen(c.req.path, hinted) : hinted;
    return c.html(withSharePreview(drawn, c.req.url, siteUrl));
  });
}
