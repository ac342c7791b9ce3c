// Stands in for core's `sanitize/import-purify.ts` in the script-tag bundles (build-embed.ts swaps it):
// DOMPurify is its own file, `multisalle-purify.js`, imported beside the script the first time a convention
// or a class description is shown. A partner page that shows only the planning never downloads it.
import { besideScript } from '../script-origin';

/** Imports DOMPurify's module (its default export is DOMPurify's factory) from beside the script. */
export const importPurify = (): Promise<typeof import('dompurify')> =>
  import(/* @vite-ignore */ besideScript('multisalle-purify.js'));
