// Stands in for the widgets' `payment-means/import-lyra-glue.ts` in the script-tag bundles (build-embed.ts
// swaps it): Lyra's glue is its own file, `multisalle-lyra.js`, imported beside the script only when the
// card provider is `lyra`.

// Read while the script runs: afterwards `document.currentScript` is null.
const scriptUrl =
  typeof document === 'undefined' ? undefined : (document.currentScript as HTMLScriptElement | null)?.src;

/** The URL of `multisalle-lyra.js` next to the running script (or the page, when not a script tag). */
export const lyraGlueUrl = (): string =>
  new URL('multisalle-lyra.js', scriptUrl || globalThis.location?.href).href;

/** Imports Lyra's glue module from {@link lyraGlueUrl}. */
export const importLyraGlue = (): Promise<unknown> => import(/* @vite-ignore */ lyraGlueUrl());
