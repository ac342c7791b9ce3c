import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Database } from '../db/client.ts';
import { hallPhotoRefs } from '../hall-rules/hall-photos.ts';
import { keptHallList } from '../halls/hall-list-cache.ts';
import { findHallByKey } from '../halls/hall-repository.ts';
import type { HallWire } from '../halls/hall-wire.ts';
import { etagOf } from '../http/kept-json.ts';
import type { ProductNames } from '../product.ts';
import { escapeHtml } from './escape-html.ts';
import { keptMarkup } from './kept-markup.ts';

/**
 * The first screen of the home page and of a hall page, written into the HTML.
 *
 * Measured with Lighthouse's mobile preset, nothing of these pages was painted before the site's scripts
 * were loaded, evaluated and had fetched the halls: the first paint and the largest one (a hall's badge on
 * the home page, its banner on a hall page) came after about 90 KB of gzip scripts on a slow network. Here the
 * top of the page comes with the HTML: the header, the headline and the hall cards, or the hall's banner and
 * name, with the pictures the page hints already preload.
 *
 * The markup is the site's own: its components (Header, HomePage, HallCard, HallHeader...) rendered by the
 * site's build for the server (demo/src/first-screen/render.tsx, built beside the site), from the body of the
 * call the app makes for the page. It is kept until that body changes (the halls' version), so `/` costs a
 * look-up once rendered. The site's scripts draw the page in `#root`, hidden, and swap it in for this screen
 * once their own first screen is there (demo/src/app/first-screen.ts): no content flashes, nothing moves.
 *
 * Public, same-for-everyone content only, as a visitor who is not signed in sees it: no player data. Not
 * written inside the mobile app's webview (its routes are in the hash), nor when the site was built without
 * its renderer or its loader: the page is then the app's shell, as the build wrote it.
 */

/** What the site's renderer module exports (demo/src/first-screen/render.tsx). */
export interface FirstScreenRenderer {
  /** The page's top for `path` from the body of the page's call, or `''`. */
  renderFirstScreen(request: { path: string; productKey: string; answer: string }): Promise<string>;
}

/** The renderer's build: beside the built site, in `<site>-ssr/` (vite.first-screen.config.ts), never served. */
export function firstScreenRendererFile(staticDir: string): string {
  return join(dirname(staticDir), `${basename(staticDir)}-ssr`, 'render.mjs');
}

/** Loads the renderer the site's build made, or resolves `undefined` when there is none. */
async function importRenderer(file: string): Promise<FirstScreenRenderer | undefined> {
  if (!existsSync(file)) return undefined;
  const module: Partial<FirstScreenRenderer> = await import(pathToFileURL(file).href);
  return typeof module.renderFirstScreen === 'function' ? (module as FirstScreenRenderer) : undefined;
}

/** The loader's source in the site, the key of its file in Vite's manifest. */
const LOADER_SOURCE = 'src/first-screen/loader.ts';

/** The built loader's path (`/assets/loader-….js`), from Vite's manifest; `undefined` when not built. */
function loaderScript(staticDir: string): string | undefined {
  try {
    const manifest = JSON.parse(readFileSync(join(staticDir, '.vite', 'manifest.json'), 'utf8'));
    const file: unknown = manifest[LOADER_SOURCE]?.file;
    return typeof file === 'string' ? `/${file}` : undefined;
  } catch {
    return undefined;
  }
}

/** The app's root in the built `index.html`, where a first screen goes before it. */
const ROOT_ELEMENT = '<div id="root"></div>';
/** How many pages' screens are kept (the home page and each hall's, in their current version). */
const KEPT_SCREENS = 200;

/** What {@link createFirstScreen} needs. */
export interface FirstScreenOptions {
  db: Database;
  names: ProductNames;
  /** The halls' wire, the API's own (its hall list kept in memory is shared with `GET /{productKey}`). */
  wire: HallWire;
  /** The built site (`demo/dist`): its manifest names the loader. */
  staticDir: string;
  /**
   * The site's renderer.
   * @default the module the site's build wrote beside it ({@link firstScreenRendererFile})
   */
  renderer?: () => Promise<FirstScreenRenderer | undefined>;
}

/**
 * The function that writes a page's first screen into its HTML, for the home page and the pages of an
 * existing hall: `<div id="first-screen">` before the app's root, now hidden, and the page's scripts asked
 * for once the screen is painted ({@link withScriptsAfterPaint}). Any other page, or a site built without
 * the renderer or the loader, gets its HTML back as it is.
 *
 * @example
 * const writeFirstScreen = createFirstScreen({ db, names, wire, staticDir });
 * html = await writeFirstScreen('/', html);
 */
export function createFirstScreen(
  options: FirstScreenOptions,
): (path: string, html: string) => Promise<string> {
  const { db, names, wire, staticDir } = options;
  const loader = loaderScript(staticDir);
  const hallPagePattern = new RegExp(`^/${names.key}/([a-z0-9-]{1,64})/?$`);
  const loadRenderer = options.renderer ?? (() => importRenderer(firstScreenRendererFile(staticDir)));
  let renderer: Promise<FirstScreenRenderer | undefined> | undefined;
  // A hall's detail is read at most once per 5 s, as the page hints read it.
  const hallAnswer = keptMarkup();
  const screens = new Map<string, Promise<string>>();

  /** The body of the page's own call: the hall list, or the hall's detail (`''` for an unknown hall). */
  const answerFor = async (path: string): Promise<{ json: string; tag: string } | undefined> => {
    if (path === '/') {
      const { json, etag } = await keptHallList(db, wire, names.listField);
      return { json, tag: etag };
    }
    const key = hallPagePattern.exec(path)?.[1];
    if (!key) return undefined;
    const json = await hallAnswer(key, async () => {
      const hall = await findHallByKey(db, key);
      return hall ? JSON.stringify(wire.toWireHallDetail(hall, await hallPhotoRefs(db, hall.id))) : '';
    });
    return json ? { json, tag: etagOf(json) } : undefined;
  };

  /** The screen for this version of the page's data, rendered once. */
  const screenFor = async (path: string, answer: { json: string; tag: string }): Promise<string> => {
    const version = `${path}\u0000${answer.tag}`;
    let screen = screens.get(version);
    if (!screen) {
      renderer ??= loadRenderer().catch(() => undefined);
      // A renderer that fails gives no screen for this version: the page is the app's, as without one.
      screen = renderer.then((found) =>
        found
          ? found.renderFirstScreen({ path, productKey: names.key, answer: answer.json }).catch(() => '')
          : '',
      );
      screens.set(version, screen);
      if (screens.size > KEPT_SCREENS) screens.delete(screens.keys().next().value ?? '');
    }
    return screen;
  };

  return async (path, html) => {
    if (!loader || !html.includes(ROOT_ELEMENT)) return html;
    const answer = await answerFor(path).catch(() => undefined);
    const screen = answer ? await screenFor(path, answer) : '';
    if (!screen) return html;
    const written = `<div id="first-screen" data-path="${escapeHtml(path)}">${screen}</div><div id="root" hidden></div>`;
    return withScriptsAfterPaint(html.replace(ROOT_ELEMENT, written), loader);
  };
}

/** The built page's entry script, as Vite writes it. */
const ENTRY_SCRIPT = /<script type="module"(?: crossorigin)? src="(\/[^"]+\.js)"><\/script>/;
/** A module preload, as Vite writes it or the page hints add it. */
const MODULE_PRELOAD = /<link rel="modulepreload"(?: crossorigin)? href="(\/[^"]+\.js)"\s*\/?>/g;

/**
 * A page with a first screen asks for its scripts once that screen is painted: its module script and
 * preloads give way to the first screen's loader (demo/src/first-screen/loader.ts), which adds them after
 * the first frame. On a slow network the page's stylesheet and pictures no longer share it with the scripts
 * (measured with Lighthouse's mobile preset: first paint 1.8-2.1 s before, 0.8-0.9 s after, the page ready
 * as soon). The page is left as it is when its entry script is not found.
 *
 * @example html = withScriptsAfterPaint(html, '/assets/loader-1.js');
 */
export function withScriptsAfterPaint(html: string, loader: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const imported: string[] = [];
  const bare = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, (_tag, href: string) => {
    imported.push(href);
    return '';
  });
  const modules = escapeHtml([entry, ...new Set(imported)].join(' '));
  return bare.replace(
    '</body>',
    `<script type="module" src="${escapeHtml(loader)}" data-modules="${modules}"></script></body>`,
  );
}
