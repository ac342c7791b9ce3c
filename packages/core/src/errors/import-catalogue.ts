// How the catalogue module is fetched. Its own module so that the script-tag bundles can swap it
// (packages/elements/build-embed.ts) for one that loads `multisalle-catalogue.js` beside the script.

/** Imports the server code catalogue (about 3 KB gzip of French messages). */
export const importCatalogue = () => import('./catalogue');
