// Builds the server to JavaScript (`npm run build:server`): packages/server/dist/main.js, what `npm start`
// runs, dist/settle.js, dist/device.js, dist/levels.js, dist/news.js, dist/staff.js, dist/halls.js, dist/migrate.js, dist/backup.js and
// dist/restore.js. Run from source through tsx, every start compiled each of the server's .ts
// files again (about 0.9 s of a 2 s start); the bundle is plain JavaScript that node loads at once.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BuildOptions, build, type Plugin } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));

/** Where the bundles go (git-ignored, like every `dist/`). */
export const serverDistDir = resolve(here, 'dist');

/** The bundled entries: output name to source. */
export const serverEntries = {
  main: resolve(here, 'src/main.ts'),
  settle: resolve(here, 'src/settle.ts'),
  device: resolve(here, 'src/device.ts'),
  levels: resolve(here, 'src/recompute-levels.ts'),
  news: resolve(here, 'src/news.ts'),
  staff: resolve(here, 'src/staff.ts'),
  halls: resolve(here, 'src/halls-command.ts'),
  migrate: resolve(here, 'src/migrate.ts'),
  backup: resolve(here, 'src/ops/backup-command.ts'),
  restore: resolve(here, 'src/ops/restore-command.ts'),
} as const;

/**
 * npm packages stay imports, resolved from `node_modules` at run time: PGlite loads its WASM and data files
 * beside its own module, argon2 is a native addon, and bundling the rest would only copy them. Our own
 * workspace packages (`@multisalle/*`) are inlined from their sources (the `source` condition), since their
 * published entries point at a `dist/` that only `npm run build:lib` makes.
 */
export const npmPackagesExternalPlugin: Plugin = {
  name: 'npm-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@multisalle/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** esbuild options of the server bundles. */
export function serverBuildOptions(): BuildOptions {
  return {
    entryPoints: serverEntries,
    outdir: serverDistDir,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    conditions: ['source'],
    plugins: [npmPackagesExternalPlugin],
    // Stack traces of production errors point at the sources.
    sourcemap: true,
    legalComments: 'none',
    charset: 'utf8',
    logLevel: 'warning',
  };
}

/**
 * Writes {@link serverEntries} into {@link serverDistDir}.
 *
 * @example await buildServer(); // then: node packages/server/dist/main.js
 */
export async function buildServer(): Promise<void> {
  await build(serverBuildOptions());
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServer();
  console.log(`Server built to ${serverDistDir}`);
}
