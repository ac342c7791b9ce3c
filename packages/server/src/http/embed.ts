import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Env, Hono } from 'hono';
import type { Database } from '../db/client.ts';
import { listHalls } from '../halls/hall-repository.ts';
import { sendEmbedScript } from './embed-scripts.ts';

/** Where `npm run build:embed` writes the script-tag bundles. */
export const embedBuildDir = fileURLToPath(new URL('../../../elements/dist/embed', import.meta.url));
/** The example partner page. */
export const embedPagesDir = fileURLToPath(new URL('../../../elements/embed-pages', import.meta.url));

// The catalogue is imported by the two bundles on their first error that carries a server code.
// Lyra's card form glue is imported by multisalle-elements.js only when the card provider is Lyra.
const scripts = new Set([
  'multisalle-elements.js',
  'multisalle-planning.js',
  'multisalle-catalogue.js',
  'multisalle-lyra.js',
]);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function snippetsPage(origin: string, halls: { key: string; name: string }[]): string {
  const items = halls
    .map(({ key, name }) => {
      const snippet = `<script src="${origin}/embed/multisalle-elements.js"></script>\n<multisalle-planning hall="${key}"></multisalle-planning>`;
      return `<section>\n<h2>${escapeHtml(name)}</h2>\n<pre><code>${escapeHtml(snippet)}</code></pre>\n</section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Multisalle : intégrer un planning</title>
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}pre{background:#f4f4f4;padding:1rem;overflow:auto}</style>
</head>
<body>
<main>
<h1>Intégrer le planning d’une salle</h1>
<p>Copiez le code d’une salle dans votre page : le planning s’affiche à l’endroit de la balise. Attributs : <code>sport</code> (identifiant du sport), <code>login-url</code>, <code>signup-url</code>, <code>api-base</code>. Exemple : <a href="/embed/">page partenaire</a>.</p>
${items || '<p>Aucune salle active.</p>'}
</main>
</body>
</html>`;
}

/**
 * Serves the script-tag bundles at `/embed/multisalle-elements.js` and `/embed/multisalle-planning.js`
 * (any origin may load them), the example partner page at `/embed/`, and at `/embed/snippets.html` the
 * snippet to copy for each active hall, rendered from the database, and the other example pages of
 * `embed-pages/` (`/embed/app-moyen-de-paiement.html`, their scripts under `/embed/pages/`).
 *
 * @example mountEmbed(app, db);
 */
export function mountEmbed<E extends Env>(
  app: Hono<E>,
  db: Database,
  dirs = { build: embedBuildDir, pages: embedPagesDir },
): void {
  app.get('/embed', (c) => c.redirect('/embed/', 301));
  app.get('/embed/', async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(await readFile(join(dirs.pages, 'index.html'), 'utf8'));
  });
  app.get('/embed/snippets.html', async (c) => {
    const halls = (await listHalls(db)).filter((hall) => hall.isActive);
    c.header('Cache-Control', 'no-cache');
    return c.html(snippetsPage(new URL(c.req.url).origin, halls));
  });
  // The other example pages (the mobile app's page of one element) and their own scripts (no inline script).
  app.get('/embed/:page{[a-z-]+\\.html}', async (c) => {
    const html = await readFile(join(dirs.pages, c.req.param('page')), 'utf8').catch(() => null);
    if (html === null) return c.notFound();
    c.header('Cache-Control', 'no-cache');
    return c.html(html);
  });
  app.get('/embed/pages/:file{[a-z-]+\\.js}', async (c) => {
    const code = await readFile(join(dirs.pages, c.req.param('file')), 'utf8').catch(() => null);
    if (code === null) return c.notFound();
    return c.body(code, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
  });
  app.get('/embed/:file{[a-z-]+\\.js}', async (c) => {
    const file = c.req.param('file');
    if (!scripts.has(file)) return c.notFound();
    const sent = await sendEmbedScript(c, dirs.build, file);
    if (sent) return sent;
    return c.text(`// ${file} n’est pas construit : lancez npm run build:embed.`, 404, {
      'Content-Type': 'text/javascript; charset=utf-8',
    });
  });
}
