import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Every file path of the server is computed here, from the package root. This module sits one level below
// `packages/server/` both as source (`src/paths.ts`, run by tsx and the tests) and once bundled
// (`dist/main.js`, where every module shares the bundle's `import.meta.url`): a path written relative to
// another module's own depth would point elsewhere in the bundle.

/** `packages/server/`, found from this file so the working directory does not matter. */
export const serverRoot = fileURLToPath(new URL('..', import.meta.url));

/** The repository's root (where `npm start` runs). */
export const repoRoot = resolve(serverRoot, '../..');

/** The pictures the seed data points at (`/media/...`). */
export const mediaDir = resolve(serverRoot, 'media');

/** The generated SQL migrations (`npm run db:generate`), read from the sources by the bundle too. */
export const migrationsFolder = resolve(serverRoot, 'src/db/migrations');

/** Where `npm run build:embed` writes the script-tag bundles. */
export const embedBuildDir = resolve(serverRoot, '../elements/dist/embed');

/** The example partner pages and their stylesheet (their scripts are built into {@link embedBuildDir}). */
export const embedPagesDir = resolve(serverRoot, '../elements/embed-pages');

/** Where `npm run build:demo` writes the site (`SITE_DIR` overrides it, e.g. for parallel test builds). */
export const demoDistDir = process.env.SITE_DIR
  ? resolve(process.env.SITE_DIR)
  : resolve(repoRoot, 'demo/dist');
