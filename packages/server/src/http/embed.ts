import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Env, Hono } from 'hono';
import type { Database } from '../db/client.ts';
import { findHallByKey, listHalls } from '../halls/hall-repository.ts';
import { embedBuildDir, embedPagesDir } from '../paths.ts';
import { mountAppPages } from './app-pages.ts';
import { configuratorPage } from './embed-configurator.ts';
import { sendEmbedScript } from './embed-scripts.ts';
import { loaderSnippet, snippetQuerySchema } from './embed-snippet.ts';
import { escapeHtml } from './escape-html.ts';
import { validationErrorBody } from './validation.ts';

// The catalogue is imported by the two bundles on their first error that carries a server code.
// Lyra's card form glue is imported by multisalle-elements.js only when the card provider is Lyra.
const scripts = new Set([
  'multisalle-elements.js',
  'multisalle-planning.js',
  'multisalle-catalogue.js',
  'multisalle-lyra.js',
]);

function snippetsPage(origin: string, halls: { key: string; name: string }[]): string {
  const items = halls
    .map(({ key, name }) => {
      const snippet = loaderSnippet(origin, { salle: key, script: 'planning' }, name);
      const plain = `<script src="${origin}/embed/multisalle-planning.js"></script>\n<multisalle-planning hall="${key}"></multisalle-planning>`;
      return `<section>\n<h2>${escapeHtml(name)}</h2>\n<h3>Avec le chargeur (conseillé)</h3>\n<pre><code>${escapeHtml(snippet)}</code></pre>\n<h3>Balise simple (page à CSP stricte)</h3>\n<pre><code>${escapeHtml(plain)}</code></pre>\n</section>`;
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
<p>Copiez le code d’une salle dans votre page : le planning s’affiche à l’endroit de la balise. Le chargeur ne bloque jamais votre page et garde les appels <code>Multisalle('configure', …)</code> faits avant l’arrivée du script ; sur une page dont la CSP interdit les scripts en ligne, prenez la balise simple. Attributs : <code>sport</code> (identifiant du sport), <code>login-url</code>, <code>signup-url</code>, <code>api-base</code>. Choisir les couleurs avec un aperçu : <a href="/embed/configurateur">le configurateur</a>. Exemple : <a href="/embed/">page partenaire</a>.</p>
${items || '<p>Aucune salle active.</p>'}
</main>
</body>
</html>`;
}

/**
 * Serves the script-tag bundles at `/embed/multisalle-elements.js` and `/embed/multisalle-planning.js`
 * (any origin may load them), the example partner page at `/embed/`, and at `/embed/snippets.html` the
 * snippet to copy for each active hall, rendered from the database, and the other example pages of
 * `embed-pages/` and their scripts under `/embed/pages/`, the configurator (`/embed/configurateur`, its code
 * from `/embed/code`) and the mobile app's pages (`/app/…`, app-pages.ts).
 *
 * @example mountEmbed(app, db);
 */
export function mountEmbed<E extends Env>(
  app: Hono<E>,
  db: Database,
  dirs = { build: embedBuildDir, pages: embedPagesDir },
): void {
  mountAppPages(app);
  app.get('/embed', (c) => c.redirect('/embed/', 301));
  app.get('/embed/', async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(await readFile(join(dirs.pages, 'index.html'), 'utf8'));
  });
  // The configurator: a partner's choices, a live preview, and the snippet to copy (built by /embed/code).
  app.get('/embed/configurateur', async (c) => {
    const halls = (await listHalls(db))
      .filter((hall) => hall.isActive)
      .map((hall) => ({
        key: hall.key,
        name: hall.name,
        sports: hall.sports.map((sport) => ({ id: sport.id, label: sport.label })),
      }));
    c.header('Cache-Control', 'no-cache');
    return c.html(configuratorPage(halls));
  });
  app.get('/embed/code', async (c) => {
    const parsed = snippetQuerySchema.safeParse(c.req.query());
    if (!parsed.success) return c.json(validationErrorBody(parsed.error), 422);
    const found = await findHallByKey(db, parsed.data.salle);
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
    if (parsed.data.sport !== undefined && !hall.sports.some((sport) => sport.id === parsed.data.sport)) {
      const detail = `La salle ${hall.name} ne propose pas ce sport.`;
      return c.json(
        { detail, violations: [{ propertyPath: 'sport', message: detail }], description: detail },
        422,
      );
    }
    c.header('Cache-Control', 'no-cache');
    return c.text(loaderSnippet(new URL(c.req.url).origin, parsed.data, hall.name));
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
