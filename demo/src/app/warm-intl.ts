// Vite builds the worker into a file of its own and gives its address.
import warmIntlWorkerUrl from './warm-intl-worker.ts?worker&url';

/**
 * Starts the Intl warm-up worker (warm-intl-worker.ts), unless the first screen's loader already did (home
 * and hall pages, where it starts before the first paint; the server gives its script `data-modules`).
 * Best effort: without workers, Intl warms itself on first use.
 *
 * @example warmIntl(); // first thing in main.tsx
 */
export function warmIntl(): void {
  if (typeof Worker === 'undefined' || document.querySelector('script[data-modules]')) return;
  try {
    new Worker(warmIntlWorkerUrl);
  } catch {
    // A policy or a browser that refuses the worker: the app's own formatters do the work.
  }
}
