// How DOMPurify is fetched when it is loaded lazily. Its own module so that the script-tag bundles can swap it
// (packages/elements/build-embed.ts) for one that loads `multisalle-purify.js` beside the script.

/** Imports DOMPurify (about 9 KB gzip), which only a convention's or a class's HTML needs. */
export const importPurify = () => import('dompurify');
