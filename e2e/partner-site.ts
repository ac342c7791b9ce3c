import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page, Request } from '@playwright/test';

/** One page of the partner site: its HTML and the headers it is served with (a CSP, for example). */
export interface PartnerPage {
  html: string;
  headers?: Record<string, string>;
}

/** A town hall's or club's own web server, on another origin than ours, started by the test. */
export interface PartnerSite {
  /** `http://localhost:<port>`: another origin than the server under test (`http://127.0.0.1:8090`). */
  origin: string;
  /** Serves `html` at `path` (`/planning.html`) from now on; returns the page's full address. */
  serve(path: string, page: PartnerPage | string): string;
  close(): Promise<void>;
}

/**
 * Starts a partner's web server on a free port of `localhost`. The server under test answers on
 * `127.0.0.1`, so the partner's pages run on another origin, as on a real town hall's site: every call a
 * script makes to a relative address would reach the partner, not us (unknown paths answer 404 here).
 *
 * @example
 * const partner = await startPartnerSite();
 * await page.goto(partner.serve('/planning.html', html));
 */
export async function startPartnerSite(): Promise<PartnerSite> {
  const pages = new Map<string, PartnerPage>();
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://partner').pathname;
    const page = pages.get(path);
    // The browser asks every site for its icon: a partner's site has one.
    if (path === '/favicon.ico') {
      response.writeHead(204);
      response.end();
      return;
    }
    if (!page) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Page introuvable sur le site partenaire.');
      return;
    }
    response.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      ...page.headers,
    });
    response.end(page.html);
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://localhost:${port}`;
  return {
    origin,
    serve(path, page) {
      pages.set(path, typeof page === 'string' ? { html: page } : page);
      return `${origin}${path}`;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A partner page around some pasted code: a CMS-like layout with its own loud styles. */
export function cmsPage(title: string, pasted: string, options: { head?: string; sidebar?: boolean } = {}) {
  const content = options.sidebar
    ? `<div class="columns"><article><h2>Actualités de la commune</h2><p>Le gymnase rouvre ses portes après les travaux de rénovation de la toiture.</p></article>
<aside aria-labelledby="reserver"><h2 id="reserver">Réserver un terrain</h2>
${pasted}
</aside></div>`
    : `<section aria-labelledby="reserver"><h2 id="reserver">Réserver un terrain</h2>
${pasted}
</section>`;
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
${options.head ?? ''}
</head>
<body>
<header><p>Mairie de Saint-Exemple</p><nav aria-label="Menu principal"><a href="/">Accueil</a> <a href="/sport">Sport</a></nav></header>
<main>
<h1>${title}</h1>
${content}
</main>
<footer><p>Mairie de Saint-Exemple, place de la République</p></footer>
</body>
</html>`;
}

/** The partner sidebar's width: a narrow column of a town hall's site. */
export const SIDEBAR_WIDTH_PX = 300;

/** A stylesheet for {@link cmsPage} with a sidebar, written as a CMS theme would (no rule for our elements). */
export const cmsStyles = `body{margin:0;font:16px/1.5 Georgia,serif;color:#222;background:#fafaf5}
header,footer{background:#1d3557;color:#fff;padding:1rem}header a,footer a{color:#fff}
main{max-width:1100px;margin:0 auto;padding:1rem}
.columns{display:flex;gap:2rem;align-items:flex-start}
.columns article{flex:1;min-width:0}
.columns aside{flex:0 0 ${SIDEBAR_WIDTH_PX}px;width:${SIDEBAR_WIDTH_PX}px;box-sizing:border-box;border:1px solid #ccc;padding:0;overflow:visible}
@media (max-width:700px){.columns{display:block}.columns aside{width:auto}}`;

/**
 * Records every request the page makes to an `/api/` path, whatever its origin, so a test can say the
 * API was called on our origin only.
 */
export function recordApiCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.includes('/api/')) calls.push(request);
  });
  return calls;
}

/** Records the console's errors (and uncaught exceptions) of a page. */
export function recordConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
