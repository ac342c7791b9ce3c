/** The worker that makes the first Intl objects off the main thread (see demo/public/warm-intl.js). */
export const WARM_INTL_URL = '/warm-intl.js';

/**
 * Starts the Intl warm-up worker, unless the page's first-screen script already did (home and hall pages,
 * where it starts before the first paint). Best effort: without workers, Intl warms itself on first use.
 *
 * @example warmIntl(); // first thing in main.tsx
 */
export function warmIntl(): void {
  if (typeof Worker === 'undefined' || document.querySelector('script[src="/first-screen.js"]')) return;
  try {
    new Worker(WARM_INTL_URL);
  } catch {
    // A policy or a browser that refuses the worker: the app's own formatters do the work.
  }
}
