// Builds the script-tag bundles into packages/elements/dist/embed/ (`npm run build:embed`):
// multisalle-elements.js (every element) and multisalle-planning.js (the planning alone), both with
// React aliased to preact/compat (toolchain gotcha 5). `--react` also writes the planning built with
// real React, for the bench's comparison.
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type BuildOptions, build, type Plugin, transform } from 'esbuild';
import { COMPILE_HINT } from '../../scripts/compile-hint.ts';
import { precompressDir } from '../../scripts/precompress.ts';
import { buildPageScripts, pageScriptSizes } from './build-page-scripts.ts';
import { shadowSafeCss } from './src/shadow-css.ts';

const here = dirname(fileURLToPath(import.meta.url));
/** Where the bundles go. */
export const embedDir = resolve(here, 'dist/embed');

/** The entries: output name to source. */
export const embedEntries = {
  'multisalle-elements': resolve(here, 'src/bundle.ts'),
  'multisalle-planning': resolve(here, 'src/planning-bundle.ts'),
} as const;

/** The server code catalogue, an ES module the bundles import on the first error that needs it. */
export const catalogueEntry = resolve(here, '../core/src/errors/catalogue.ts');
export const CATALOGUE_FILE = 'multisalle-catalogue.js';

/**
 * The mobile app pages' handshake (src/app-host), served at `/embed/pages/app-host.js`: a script of its own
 * in the pages' `<head>`, so it listens for the app's token before the elements' script has even arrived.
 */
export const appHostEntry = resolve(here, 'src/app-host/entry.ts');
export const APP_HOST_FILE = 'multisalle-app-host.js';

/** The pages' own scripts (src/page-scripts), in this folder of {@link embedDir}: `/embed/pages/<name>.js`. */
export const PAGE_SCRIPTS_DIR = 'pages';

/** Lyra's browser glue, an ES module `multisalle-elements.js` imports only when the provider is `lyra`. */
export const LYRA_GLUE_FILE = 'multisalle-lyra.js';
/** DOMPurify as an ES module, which the elements import the first time they show a convention's HTML. */
export const PURIFY_FILE = 'multisalle-purify.js';

/**
 * Size budget of multisalle-planning.js, gzip (level 9): a ceiling. A feature finds its bytes elsewhere in the
 * bundle; it does not raise the budget. How the figure came to be is in bench/budgets.md.
 */
export const PLANNING_BUDGET_BYTES = 31 * 1024;
/**
 * Size budget of multisalle-elements.js, every panel (DOMPurify apart: `multisalle-purify.js`), gzip (level
 * 9): a ceiling, like the planning's (bench/budgets.md).
 */
export const ELEMENTS_BUDGET_BYTES = 56 * 1024;

const preactAliases = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

/**
 * ofetch's two helpers, slimmed for the script tag: the two `ufo` functions it calls and a `destr` on
 * JSON.parse (src/embed-shims, tested against the real packages). About 4.5 KB minified of the planning
 * script; the npm packages keep the real ones.
 */
const ofetchHelperAliases = {
  ufo: resolve(here, 'src/embed-shims/ufo.ts'),
  destr: resolve(here, 'src/embed-shims/destr.ts'),
};

/**
 * `import css from './x.css?inline'` becomes the file's text (as Vite does), its `rem` made the element's
 * own (`shadowSafeCss`); plain `.css` imports are dropped, since the element puts the same text in its
 * shadow root.
 */
export const inlineCssPlugin: Plugin = {
  name: 'inline-css',
  setup(builder) {
    builder.onResolve({ filter: /\.css\?inline$/ }, (args) => ({
      path: resolve(args.resolveDir, args.path.replace(/\?inline$/, '')),
      namespace: 'inline-css',
    }));
    builder.onLoad({ filter: /.*/, namespace: 'inline-css' }, async (args) => {
      const css = await transform(await readFile(args.path, 'utf8'), { loader: 'css', minify: true });
      return { contents: shadowSafeCss(css.code), loader: 'text' };
    });
  },
};

/**
 * Core imports its catalogue through `errors/import-catalogue.ts`; in the script-tag bundles that module
 * becomes one that fetches `multisalle-catalogue.js` beside the script, so the messages (about 3 KB gzip)
 * leave the bundles.
 */
export const lazyCataloguePlugin: Plugin = {
  name: 'lazy-catalogue',
  setup(builder) {
    builder.onResolve({ filter: /\/import-catalogue$/ }, (args) =>
      args.importer.includes('/core/src/errors/')
        ? { path: resolve(here, 'src/catalogue/import-catalogue-from-script.ts') }
        : undefined,
    );
  },
};

/**
 * The widgets import Lyra's glue through `payment-means/import-lyra-glue.ts`; in the script-tag bundles
 * that module becomes one that imports `multisalle-lyra.js` beside the script, so no bundle carries the
 * glue and a page whose provider is the sandbox never downloads it.
 */
export const lazyLyraGluePlugin: Plugin = {
  name: 'lazy-lyra-glue',
  setup(builder) {
    builder.onResolve({ filter: /\/import-lyra-glue$/ }, (args) =>
      args.importer.includes('/widgets/src/payment-means/')
        ? { path: resolve(here, 'src/payment-means/import-lyra-glue-from-script.ts') }
        : undefined,
    );
  },
};

/**
 * Core imports DOMPurify through `sanitize/import-purify.ts` when HTML is first shown; in the script-tag
 * bundles that module becomes one that imports `multisalle-purify.js` beside the script, so DOMPurify (about
 * 9 KB gzip) leaves the bundles.
 */
export const lazyPurifyPlugin: Plugin = {
  name: 'lazy-purify',
  setup(builder) {
    builder.onResolve({ filter: /\/import-purify$/ }, (args) =>
      args.importer.includes('/core/src/sanitize/')
        ? { path: resolve(here, 'src/sanitize/import-purify-from-script.ts') }
        : undefined,
    );
  },
};

/**
 * @r2wc/react-to-web-component reads React through a default import, which with React aliased to
 * preact/compat keeps every export of compat; in the script-tag bundles that one import gets
 * `src/embed-shims/react-default.ts`, which holds the `createElement` r2wc uses. The npm package is
 * untouched (a consumer's bundler has real React).
 */
export const r2wcReactPlugin: Plugin = {
  name: 'r2wc-react-default',
  setup(builder) {
    builder.onResolve({ filter: /^react$/ }, (args) =>
      args.importer.includes('@r2wc/react-to-web-component')
        ? { path: resolve(here, 'src/embed-shims/react-default.ts') }
        : undefined,
    );
  },
};

/** esbuild options of one bundle. */
export function embedBuildOptions(entry: string, options: { react?: boolean } = {}): BuildOptions {
  return {
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'esnext',
    platform: 'browser',
    conditions: ['source', 'browser', 'import'],
    alias: options.react ? ofetchHelperAliases : { ...preactAliases, ...ofetchHelperAliases },
    jsx: 'automatic',
    loader: { '.css': 'empty' },
    plugins: [
      inlineCssPlugin,
      lazyCataloguePlugin,
      lazyLyraGluePlugin,
      lazyPurifyPlugin,
      ...(options.react ? [] : [r2wcReactPlugin]),
    ],
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    // V8's explicit compile hint, as on the site (vite.config.ts): the script's functions are compiled on a
    // background thread while it downloads, not on the partner page's main thread at their first call.
    banner: { js: COMPILE_HINT },
    charset: 'utf8',
    logLevel: 'warning',
  };
}

/** Builds one bundle in memory and returns its code. */
export async function buildEmbedCode(name: keyof typeof embedEntries, options: { react?: boolean } = {}) {
  const result = await build({ ...embedBuildOptions(embedEntries[name], options), write: false });
  const file = result.outputFiles?.[0];
  if (!file) throw new Error(`esbuild wrote nothing for ${name}`);
  return file.contents;
}

/** esbuild options of `multisalle-catalogue.js`: an ES module the bundles `import()`. */
function catalogueBuildOptions(): BuildOptions {
  return {
    entryPoints: [catalogueEntry],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'esnext',
    platform: 'browser',
    legalComments: 'none',
    charset: 'utf8',
    logLevel: 'warning',
  };
}

/** esbuild options of an ES module that re-exports a package's default (Lyra's glue, DOMPurify). */
function defaultExportBuildOptions(packageName: string): BuildOptions {
  return {
    stdin: { contents: `export { default } from '${packageName}';`, resolveDir: here },
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'esnext',
    platform: 'browser',
    legalComments: 'none',
    charset: 'utf8',
    logLevel: 'warning',
  };
}

/**
 * Writes both bundles, the app pages' handshake, Lyra's glue, DOMPurify, the catalogue and the pages' own scripts
 * (`pages/`, build-page-scripts.ts) (and, with `react`, `multisalle-planning.react.js`) into {@link embedDir}.
 */
export async function buildEmbed(options: { react?: boolean } = {}): Promise<void> {
  for (const [name, entry] of Object.entries(embedEntries)) {
    await build({ ...embedBuildOptions(entry), outfile: resolve(embedDir, `${name}.js`) });
  }
  await build({ ...catalogueBuildOptions(), outfile: resolve(embedDir, CATALOGUE_FILE) });
  await build({ ...embedBuildOptions(appHostEntry), outfile: resolve(embedDir, APP_HOST_FILE) });
  await build({
    ...defaultExportBuildOptions('@lyracom/embedded-form-glue'),
    outfile: resolve(embedDir, LYRA_GLUE_FILE),
  });
  await build({ ...defaultExportBuildOptions('dompurify'), outfile: resolve(embedDir, PURIFY_FILE) });
  await buildPageScripts(resolve(embedDir, PAGE_SCRIPTS_DIR));
  // Brotli and gzip copies, served by Accept-Encoding (packages/server/src/http/embed-scripts.ts).
  await precompressDir(embedDir);
  if (options.react) {
    await build({
      ...embedBuildOptions(embedEntries['multisalle-planning'], { react: true }),
      outfile: resolve(embedDir, 'multisalle-planning.react.js'),
    });
  }
}

/** A bundle's raw and gzip (level 9) sizes, and what it holds. */
export interface EmbedSize {
  bytes: number;
  gzip: number;
  hasCatalogue: boolean;
  /** Whether Lyra's glue is inside (it must not be: `multisalle-lyra.js` holds it). */
  hasLyraGlue: boolean;
  /** Whether DOMPurify is inside (it must not be: `multisalle-purify.js` holds it). */
  hasPurify: boolean;
  /** Whether the first line is V8's compile hint (scripts/compile-hint.ts). */
  startsWithCompileHint: boolean;
}

/** A string only Lyra's glue holds (the path of Lyra's client script). */
const LYRA_GLUE_SAMPLE = 'krypton-client/V4.0';

/** A method name only DOMPurify holds. */
const PURIFY_SAMPLE = 'removeAllHooks';

/** A message only the catalogue holds: its presence in a bundle means the lazy loading broke. */
const CATALOGUE_SAMPLE = 'PANIER-014';

/** Sizes of both bundles and of the catalogue module, built in memory. */
export async function embedSizes(): Promise<
  Record<keyof typeof embedEntries | 'multisalle-catalogue', EmbedSize>
> {
  const measure = (code: Uint8Array): EmbedSize => ({
    bytes: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
    hasCatalogue: Buffer.from(code).toString('utf8').includes(CATALOGUE_SAMPLE),
    hasLyraGlue: Buffer.from(code).toString('utf8').includes(LYRA_GLUE_SAMPLE),
    hasPurify: Buffer.from(code).toString('utf8').includes(PURIFY_SAMPLE),
    startsWithCompileHint: Buffer.from(code).toString('utf8').startsWith(`${COMPILE_HINT}\n`),
  });
  const catalogue = await build({ ...catalogueBuildOptions(), write: false });
  const sizes = {
    'multisalle-catalogue': measure(catalogue.outputFiles[0]?.contents ?? new Uint8Array()),
  } as Record<keyof typeof embedEntries | 'multisalle-catalogue', EmbedSize>;
  for (const name of Object.keys(embedEntries) as (keyof typeof embedEntries)[]) {
    sizes[name] = measure(await buildEmbedCode(name));
  }
  return sizes;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--sizes')) {
    console.log(JSON.stringify({ ...(await embedSizes()), 'page-scripts': await pageScriptSizes() }));
  } else {
    await buildEmbed({ react: process.argv.includes('--react') });
    console.log(`Embed scripts written to ${embedDir}`);
  }
}
