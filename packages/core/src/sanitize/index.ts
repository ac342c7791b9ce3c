// The convention policy (policy.ts), applied synchronously by the site and the server (sync.ts, which
// imports DOMPurify) or once DOMPurify is loaded by the widgets (load.ts). Kept in separate modules: a bundle
// that uses only `loadConventionSanitizer` (the partners' script tags) carries no DOMPurify.
export { loadConventionSanitizer, loadedConventionSanitizer } from './load';
export { type ConventionSanitizer, conventionAllowedTags, conventionSanitizer } from './policy';
export { sanitizeConventionHtml } from './sync';
