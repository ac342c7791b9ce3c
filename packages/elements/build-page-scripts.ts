// Builds the partners' and the mobile app's pages' own scripts (src/page-scripts/*.ts) into
// dist/embed/pages/, served at `/embed/pages/<name>.js` (packages/server/src/pages/partners/embed.ts). Each
// is a small script of its own, no framework: our pages allow no inline script (`script-src 'self'`).
// build-embed.ts runs it with the bundles; the server's tests run it into a folder of their own.
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type BuildOptions, build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));

/** Where the page scripts' sources are. */
export const pageScriptsDir = resolve(here, 'src/page-scripts');

/** The scripts the pages load, by name: `src/page-scripts/<name>.ts` becomes `/embed/pages/<name>.js`. */
export const pageScriptNames = [
  'app-conventions',
  'app-erreur',
  'app-invitation',
  'app-moyen-de-paiement',
  'app-panier',
  'app-planning',
  'cadre',
  'cadre-hauteur',
  'configurateur',
  'copier',
] as const;

/** A page script's name, as its file under `/embed/pages/` says it. */
export type PageScriptName = (typeof pageScriptNames)[number];

/**
 * Size budget of each page script, gzip (level 9): a ceiling. They load on partners' and the app's pages
 * beside the elements' bundle, so they stay plain DOM code with no framework.
 */
export const PAGE_SCRIPT_BUDGET_BYTES = 2 * 1024;

/** One minified IIFE per page script, with what it imports from the elements and core bundled in. */
function pageScriptsBuildOptions(outdir: string): BuildOptions {
  return {
    entryPoints: pageScriptNames.map((name) => resolve(pageScriptsDir, `${name}.ts`)),
    outdir,
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    platform: 'browser',
    conditions: ['source', 'browser', 'import'],
    legalComments: 'none',
    charset: 'utf8',
    logLevel: 'warning',
  };
}

/**
 * Writes `<outdir>/<name>.js` for each page script (the app pages' `tell` and the contract's version are
 * bundled in).
 *
 * @example await buildPageScripts(resolve(embedDir, 'pages'));
 */
export async function buildPageScripts(outdir: string): Promise<void> {
  await build(pageScriptsBuildOptions(outdir));
}

/**
 * Each page script's gzip size (level 9), built in memory.
 *
 * @example const { configurateur } = await pageScriptSizes(); // its gzip bytes
 */
export async function pageScriptSizes(): Promise<Record<PageScriptName, number>> {
  const result = await build({ ...pageScriptsBuildOptions(pageScriptsDir), write: false });
  const sizes = {} as Record<PageScriptName, number>;
  for (const file of result.outputFiles) {
    sizes[basename(file.path, '.js') as PageScriptName] = gzipSync(file.contents, { level: 9 }).length;
  }
  return sizes;
}
