// Lyra's browser glue, imported only when the provider is `lyra`: a chunk of its own in the site's build.
// The script-tag bundles swap this module (packages/elements/build-embed.ts) for one that imports
// `multisalle-lyra.js` beside the script, since one IIFE file cannot hold a lazy chunk.

/** Imports `@lyracom/embedded-form-glue`. */
export const importLyraGlue = (): Promise<unknown> => import('@lyracom/embedded-form-glue');
