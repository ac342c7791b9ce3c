/**
 * V8's explicit compile hint (Chromium 136+, https://v8.dev/blog/explicit-compile-hints): the functions of
 * a script whose first line is this comment are compiled while it downloads, on a background thread,
 * instead of on the main thread at their first call. The site's chunks (vite.config.ts) and the embed
 * scripts (packages/elements/build-embed.ts) start with it: what they hold runs as soon as they load.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
