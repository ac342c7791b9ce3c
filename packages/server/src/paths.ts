import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `packages/server/`, found from this file so the working directory does not matter. */
export const serverRoot = fileURLToPath(new URL('..', import.meta.url));

/** The pictures the seed data points at (`/media/...`). */
export const mediaDir = fileURLToPath(new URL('../media', import.meta.url));

/** Where `npm run build:demo` writes the site (`SITE_DIR` overrides it, e.g. for parallel test builds). */
export const demoDistDir = process.env.SITE_DIR
  ? resolve(process.env.SITE_DIR)
  : fileURLToPath(new URL('../../../demo/dist', import.meta.url));
