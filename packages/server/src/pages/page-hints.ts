import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../db/client.ts';
import { findHallByKey, listHalls } from '../halls/hall-repository.ts';
import { escapeHtml } from './escape-html.ts';
import { keptMarkup } from './kept-markup.ts';

/**
 * What the browser may fetch as soon as it reads the HTML, instead of after the scripts ran
 * (measured with Lighthouse's mobile preset: on a hall page the largest paint was the hall's banner, found
 * only after the page's lazy chunk and the hall's detail call; on the home page it was a hall's badge,
 * found after the hall list's call). Public, same-for-everyone resources only: nothing that depends on
 * who asks is preloaded.
 */

/** A built chunk in Vite's manifest (`.vite/manifest.json`, `build.manifest: true`). */
interface ManifestChunk {
  file: string;
  src?: string;
  css?: string[];
  imports?: string[];
}

/** The files of a lazy page (its chunk, the chunks it imports, its CSS), or none when not built. */
function pageFiles(
  manifest: Record<string, ManifestChunk>,
  sourceEnd: string,
): { js: string[]; css: string[] } {
  const start = Object.entries(manifest).find(([key]) => key.endsWith(sourceEnd));
  if (!start) return { js: [], css: [] };
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string, isEntry: boolean) => {
    const chunk = manifest[key];
    if (!chunk) return;
    // The site's entry is already in index.html: only what the lazy page adds.
    if (!isEntry && key === 'index.html') return;
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported, false);
  };
  visit(start[0], true);
  return { js: [...js], css: [...css] };
}

function readManifest(staticDir: string): Record<string, ManifestChunk> {
  try {
    return JSON.parse(readFileSync(join(staticDir, '.vite', 'manifest.json'), 'utf8'));
  } catch {
    return {};
  }
}

/**
 * The `<link>` tags for a page's path: on a hall page its detail call, its banner (high priority), its lazy
 * chunk and its stylesheet;
 * on the home page the hall list's call and the halls' badges.
 *
 * @example const hints = createPageHints({ db, staticDir, routeSegment: 'multisalle', productKey: 'multisalle' });
 *          html.replace('</head>', `${await hints('/multisalle/padel-park')}</head>`);
 */
export function createPageHints(options: {
  db: Database;
  staticDir: string;
  /** The hall pages' first segment (`/multisalle/padel-park`). */
  routeSegment: string;
  /** The hall list's call, `GET /api/v2/{productKey}`. */
  productKey: string;
}): (path: string) => Promise<string> {
  const { db, routeSegment, productKey } = options;
  const manifest = readManifest(options.staticDir);
  const hallPage = pageFiles(manifest, 'pages/hall/HallPage.tsx');
  const hallPagePattern = new RegExp(`^/${routeSegment}/([a-z0-9-]{1,64})/?$`);
  const remember = keptMarkup();
  const link = (attributes: string) => `<link ${attributes} />`;
  return async (path) => {
    if (path === '/') {
      return remember('/', async () => {
        const halls = await listHalls(db);
        return [
          link(`rel="preload" href="/api/v2/${escapeHtml(productKey)}" as="fetch" crossorigin="anonymous"`),
          ...halls
            .map((hall) => hall.badgeUrl)
            .filter((url): url is string => typeof url === 'string' && url.startsWith('/'))
            .map((url) => link(`rel="preload" href="${escapeHtml(url)}" as="image"`)),
        ].join('');
      });
    }
    const key = hallPagePattern.exec(path)?.[1];
    if (!key) return '';
    return remember(key, async () => {
      const hall = await findHallByKey(db, key);
      if (!hall) return '';
      // The detail call is public and the same for everyone ("Non sécurisé"): its answer can be preloaded.
      const detail = `/api/v2/${productKey}/detail?sCle=${encodeURIComponent(key)}`;
      return [
        link(`rel="preload" href="${escapeHtml(detail)}" as="fetch" crossorigin="anonymous"`),
        ...(hall.bannerUrl?.startsWith('/')
          ? [link(`rel="preload" href="${escapeHtml(hall.bannerUrl)}" as="image" fetchpriority="high"`)]
          : []),
        ...hallPage.js.map((file) => link(`rel="modulepreload" href="/${escapeHtml(file)}"`)),
        // A stylesheet, not a preload: the first screen the server writes uses it (first-screen.ts). The
        // page's chunk finds it there and does not add it again (Vite looks for the link by its href).
        ...hallPage.css.map((file) => link(`rel="stylesheet" href="/${escapeHtml(file)}"`)),
      ].join('');
    });
  };
}
