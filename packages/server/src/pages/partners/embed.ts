import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Env, Hono } from 'hono';
import type { Database } from '../../db/client.ts';
import { findHallByKey, type Hall, listHalls } from '../../halls/hall-repository.ts';
import { sendEmbedScript } from '../../http/embed-scripts.ts';
import { validationErrorBody } from '../../http/validation.ts';
import { embedBuildDir, embedPagesDir } from '../../paths.ts';
import { DEFAULT_PRODUCT_KEY } from '../../product.ts';
import { mountAppPages } from '../app/app-pages.ts';
import { escapeHtml } from '../escape-html.ts';
import { configuratorPage } from './embed-configurator.ts';
import { partnerDocsPage } from './embed-docs.ts';
import { FRAME_PAGE_POLICY, frameMessagePage, framePage } from './embed-frame.ts';
import { codeBlock, partnerPage } from './embed-page-frame.ts';
import {
  frameQuerySchema,
  partnerSnippet,
  type SnippetSite,
  snippetQuerySchema,
  sportAttribute,
} from './embed-snippet.ts';

// The catalogue is imported by the two bundles on their first error that carries a server code.
// Lyra's card form glue is imported by multisalle-elements.js only when the card provider is Lyra, and
// DOMPurify the first time an element shows a convention's or a class's HTML.
const scripts = new Set([
  'multisalle-elements.js',
  'multisalle-planning.js',
  'multisalle-catalogue.js',
  'multisalle-lyra.js',
  'multisalle-purify.js',
]);

/** Where the built scripts and the example partner pages of `embed-pages/` live, and the venue word. */
export interface EmbedOptions {
  /** The built script-tag bundles. @default embedBuildDir */
  build?: string;
  /** `embed-pages/`: the example pages and the pages' stylesheet. @default embedPagesDir */
  pages?: string;
  /** The venue word of the site's hall pages the fallback link opens (`/multisalle/{cle}`). @default 'multisalle' */
  productKey?: string;
}

/** The active halls with their sports, as the partners' pages list them. */
async function activeHalls(db: Database): Promise<Pick<Hall, 'id' | 'key' | 'name' | 'sports'>[]> {
  return (await listHalls(db)).filter((hall) => hall.isActive);
}

/** Every code of a hall: the loader and the plain tag, for each of the two scripts. */
function snippetsPage(site: SnippetSite, halls: Pick<Hall, 'key' | 'name'>[]): string {
  const variants = [
    ['planning', 'chargeur', 'Planning seul, avec chargeur (conseillé)', 'planning avec chargeur'],
    [
      'planning',
      'simple',
      'Planning seul, pour une page à sécurité stricte',
      'planning pour une page stricte',
    ],
    ['elements', 'chargeur', 'Tous les éléments, avec chargeur', 'tous les éléments avec chargeur'],
    [
      'elements',
      'simple',
      'Tous les éléments, pour une page à sécurité stricte',
      'tous les éléments pour une page stricte',
    ],
    ['planning', 'cadre', 'Planning en cadre, pour une page sans script', 'planning en cadre'],
  ] as const;
  const items = halls
    .map((hall) => {
      const codes = variants
        .map(([script, forme, title, copyName]) => {
          const id = `code-${hall.key}-${script}-${forme}`;
          const code = partnerSnippet(site, { key: hall.key, name: hall.name }, { script, forme });
          return `<h3>${title}</h3>\n${codeBlock(id, `${copyName} (${escapeHtml(hall.name)})`, code)}`;
        })
        .join('\n');
      return `<section aria-labelledby="salle-${escapeHtml(hall.key)}">\n<h2 id="salle-${escapeHtml(hall.key)}">${escapeHtml(hall.name)}</h2>\n${codes}\n</section>`;
    })
    .join('\n');
  const main = `<h1>Les codes de chaque salle</h1>
<p class="lead">Le code de chaque salle, pour tous ses sports\u00a0: copiez celui qui convient et collez-le dans votre page, à l'endroit où le planning doit apparaître. Pour choisir un sport et vos couleurs, avec un aperçu\u00a0: <a href="/embed/configurateur">le configurateur</a>. Quel code prendre\u00a0: <a href="/embed/#demarrage">la documentation</a>.</p>
${items || "<p>Aucune salle n'est ouverte à la réservation pour le moment.</p>"}`;
  const productName = site.productKey.charAt(0).toUpperCase() + site.productKey.slice(1);
  return partnerPage({
    title: `${productName}\u00a0: les codes de chaque salle`,
    current: 'codes',
    main,
    scripts: ['copier.js'],
  });
}

/**
 * Serves the script-tag bundles at `/embed/multisalle-elements.js` and `/embed/multisalle-planning.js`
 * (any origin may load them); the partners' pages: the documentation at `/embed/`, the configurator
 * (`/embed/configurateur`, its codes from `/embed/code`) and every code of each active hall at
 * `/embed/snippets.html`, all rendered from the database; the example partner page at `/embed/exemple`
 * and the other pages of `embed-pages/`, their stylesheet and built scripts under `/embed/pages/`; and the mobile
 * app's pages (`/app/…`, app-pages.ts).
 *
 * @example mountEmbed(app, db, { productKey: 'multisalle' });
 */
export function mountEmbed<E extends Env>(app: Hono<E>, db: Database, options: EmbedOptions = {}): void {
  const {
    build: buildDir = embedBuildDir,
    pages: pagesDir = embedPagesDir,
    productKey = DEFAULT_PRODUCT_KEY,
  } = options;
  const siteOf = (url: string): SnippetSite => ({ origin: new URL(url).origin, productKey });
  // An app page naming a hall (`/app/planning/{cle}`, `/app/conventions/{id}`) needs it open to booking.
  const isOpenHall = async (keyOrId: string) =>
    (await activeHalls(db)).some((hall) => hall.key === keyOrId || String(hall.id) === keyOrId);
  mountAppPages(app, { isOpenHall });
  app.get('/embed', (c) => c.redirect('/embed/', 301));
  app.get('/embed/', async (c) => {
    const halls = await activeHalls(db);
    c.header('Cache-Control', 'no-cache');
    return c.html(partnerDocsPage(siteOf(c.req.url), halls));
  });
  app.get('/embed/exemple', async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(await readFile(join(pagesDir, 'exemple.html'), 'utf8'));
  });
  // The configurator: a partner's choices, a live preview, and the two codes to copy (built by /embed/code).
  app.get('/embed/configurateur', async (c) => {
    const halls = await activeHalls(db);
    c.header('Cache-Control', 'no-cache');
    return c.html(configuratorPage(halls, productKey));
  });
  app.get('/embed/code', async (c) => {
    const parsed = snippetQuerySchema.safeParse(c.req.query());
    if (!parsed.success) return c.json(validationErrorBody(parsed.error), 422);
    const choice = parsed.data;
    const found = await findHallByKey(db, choice.salle);
    const hall = found?.isActive ? found : undefined;
    if (!hall) {
      return c.json(
        {
          detail: 'Cette salle est introuvable.',
          violations: [],
          description: 'Cette salle est introuvable.',
        },
        404,
      );
    }
    const sport = sportAttribute(hall.sports, choice.sport);
    if (!sport) {
      const detail = `La salle ${hall.name} ne propose pas ce sport.`;
      return c.json(
        { detail, violations: [{ propertyPath: 'sport', message: detail }], description: detail },
        422,
      );
    }
    c.header('Cache-Control', 'no-cache');
    return c.text(
      partnerSnippet(siteOf(c.req.url), { key: hall.key, name: hall.name, sport: sport.value }, choice),
    );
  });
  // The framed planning (the configurator's third code): any page may frame it; it shows public slots only.
  app.get('/embed/cadre/:cle', async (c) => {
    const site = siteOf(c.req.url);
    c.header('Content-Security-Policy', FRAME_PAGE_POLICY);
    c.header('Cache-Control', 'no-cache');
    const found = await findHallByKey(db, c.req.param('cle'));
    const hall = found?.isActive ? found : undefined;
    if (!hall) return c.html(frameMessagePage(site, 'Cette salle est introuvable.'), 404);
    const parsed = frameQuerySchema.safeParse(c.req.query());
    if (!parsed.success) {
      const first = parsed.error.issues[0]?.message ?? "Ce réglage du planning n'est pas valide.";
      return c.html(frameMessagePage(site, first, hall.key), 422);
    }
    const sport = sportAttribute(hall.sports, parsed.data.sport);
    if (!sport) {
      const message = `La salle ${hall.name} ne propose pas ce sport.`;
      return c.html(frameMessagePage(site, message, hall.key), 422);
    }
    return c.html(framePage(site, { key: hall.key, name: hall.name, sport: sport.value }, parsed.data));
  });
  // The frame code's optional resizer, loaded by partners' pages (any origin, as the bundles).
  app.get('/embed/cadre-hauteur.js', async (c) => {
    const sent = await sendEmbedScript(c, buildDir, 'pages/cadre-hauteur.js');
    return sent ?? c.notFound();
  });
  app.get('/embed/snippets.html', async (c) => {
    const halls = await activeHalls(db);
    c.header('Cache-Control', 'no-cache');
    return c.html(snippetsPage(siteOf(c.req.url), halls));
  });
  app.get('/embed/:page{[a-z-]+\\.html}', async (c) => {
    const html = await readFile(join(pagesDir, c.req.param('page')), 'utf8').catch(() => null);
    if (html === null) return c.notFound();
    c.header('Cache-Control', 'no-cache');
    return c.html(html);
  });
  // The pages' stylesheet, and their scripts (no inline script on our pages): the app pages' handshake and
  // each page's own script are built from TypeScript with the bundles (packages/elements/build-embed.ts).
  app.get('/embed/pages/:file{[a-z-]+\\.css}', async (c) => {
    const body = await readFile(join(pagesDir, c.req.param('file')), 'utf8').catch(() => null);
    if (body === null) return c.notFound();
    return c.body(body, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache' });
  });
  app.get('/embed/pages/:file{[a-z-]+\\.js}', async (c) => {
    const file = c.req.param('file');
    if (file === 'app-host.js')
      return (await sendEmbedScript(c, buildDir, 'multisalle-app-host.js')) ?? c.notFound();
    const sent = await sendEmbedScript(c, buildDir, `pages/${file}`);
    if (!sent) return c.notFound();
    // A page script goes with the page that names its elements, which is never cached: a new build is
    // fetched at once (its ETag makes that a 304 otherwise).
    sent.headers.set('Cache-Control', 'no-cache');
    return sent;
  });
  app.get('/embed/:file{[a-z-]+\\.js}', async (c) => {
    const file = c.req.param('file');
    if (!scripts.has(file)) return c.notFound();
    const sent = await sendEmbedScript(c, buildDir, file);
    if (sent) return sent;
    return c.text(`// ${file} n'est pas construit\u00a0: lancez npm run build:embed.`, 404, {
      'Content-Type': 'text/javascript; charset=utf-8',
    });
  });
}
