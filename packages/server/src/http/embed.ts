import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Env, Hono } from 'hono';
import type { Database } from '../db/client.ts';
import { listHalls } from '../halls/hall-repository.ts';

/** Where `npm run build:embed` writes the script-tag bundles. */
export const embedBuildDir = fileURLToPath(new URL('../../../elements/dist/embed', import.meta.url));
/** The example partner page. */
export const embedPagesDir = fileURLToPath(new URL('../../../elements/embed-pages', import.meta.url));

const scripts = new Set(['multisalle-elements.js', 'multisalle-planning.js']);

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
 * snippet to copy for each active hall, rendered from the database.
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
  app.get('/embed/:file{[a-z-]+\\.js}', async (c) => {
    const file = c.req.param('file');
    if (!scripts.has(file)) return c.notFound();
    let code: string;
    try {
      code = await readFile(join(dirs.build, file), 'utf8');
    } catch {
      return c.text(`// ${file} n’est pas construit : lancez npm run build:embed.`, 404, {
        'Content-Type': 'text/javascript; charset=utf-8',
      });
    }
    return c.body(code, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
      'Access-Control-Allow-Origin': '*',
    });
  });
}
