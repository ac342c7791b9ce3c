// Stands in for core's `errors/import-catalogue.ts` in the script-tag bundles (build-embed.ts swaps it):
// the catalogue is its own file, `multisalle-catalogue.js`, fetched beside the script on the first error
// that carries a server code. A page where nothing fails never downloads it.

// Read while the script runs: afterwards `document.currentScript` is null.
const scriptUrl =
  typeof document === 'undefined' ? undefined : (document.currentScript as HTMLScriptElement | null)?.src;

/** The URL of `multisalle-catalogue.js` next to the running script (or the page, when not a script tag). */
export const catalogueUrl = (): string =>
  new URL('multisalle-catalogue.js', scriptUrl || globalThis.location?.href).href;

/** Imports the catalogue module from {@link catalogueUrl}. */
export const importCatalogue = (): Promise<typeof import('@multisalle/core/catalogue')> =>
  import(/* @vite-ignore */ catalogueUrl());
