// Builds the script-tag bundles into packages/elements/dist/embed/ (`npm run build:embed`):
// multisalle-elements.js (every element) and multisalle-planning.js (the planning alone), both with
// React aliased to preact/compat (toolchain gotcha 5). `--react` also writes the planning built with
// real React, for the bench's comparison.
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type BuildOptions, build, type Plugin, transform } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
/** Where the bundles go. */
export const embedDir = resolve(here, 'dist/embed');

/** The entries: output name to source. */
export const embedEntries = {
  'multisalle-elements': resolve(here, 'src/bundle.ts'),
  'multisalle-planning': resolve(here, 'src/planning-bundle.ts'),
} as const;

/** Size budget of multisalle-planning.js, gzip. */
export const PLANNING_BUDGET_BYTES = 25 * 1024;

const preactAliases = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

/**
 * `import css from './x.css?inline'` becomes the file's text (as Vite does); plain `.css` imports are
 * dropped, since the element puts the same text in its shadow root.
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
      return { contents: css.code, loader: 'text' };
    });
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
    alias: options.react ? {} : preactAliases,
    jsx: 'automatic',
    loader: { '.css': 'empty' },
    plugins: [inlineCssPlugin],
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
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

/** Writes both bundles (and, with `react`, `multisalle-planning.react.js`) into {@link embedDir}. */
export async function buildEmbed(options: { react?: boolean } = {}): Promise<void> {
  for (const [name, entry] of Object.entries(embedEntries)) {
    await build({ ...embedBuildOptions(entry), outfile: resolve(embedDir, `${name}.js`) });
  }
  if (options.react) {
    await build({
      ...embedBuildOptions(embedEntries['multisalle-planning'], { react: true }),
      outfile: resolve(embedDir, 'multisalle-planning.react.js'),
    });
  }
}

/** Gzip (level 9) and raw sizes of both bundles, built in memory. */
export async function embedSizes(): Promise<
  Record<keyof typeof embedEntries, { bytes: number; gzip: number }>
> {
  const sizes = {} as Record<keyof typeof embedEntries, { bytes: number; gzip: number }>;
  for (const name of Object.keys(embedEntries) as (keyof typeof embedEntries)[]) {
    const code = await buildEmbedCode(name);
    sizes[name] = { bytes: code.length, gzip: gzipSync(code, { level: 9 }).length };
  }
  return sizes;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--sizes')) {
    console.log(JSON.stringify(await embedSizes()));
  } else {
    await buildEmbed({ react: process.argv.includes('--react') });
    console.log(`Embed scripts written to ${embedDir}`);
  }
}
