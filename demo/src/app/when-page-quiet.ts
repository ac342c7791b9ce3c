/**
 * How long after `load` the page counts as settled: its first renders and data calls are done by then on
 * a phone (about 0.7 s after the first paint at full speed on our machines, four times that on Lighthouse's
 * mobile preset), so work started after it competes with nothing the visitor waits for.
 */
export const PAGE_SETTLE_MS = 3_000;

/** The longest an idle moment is waited for once the page has settled, in ms. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Runs `work` once the loaded page has settled ({@link PAGE_SETTLE_MS}) and the main thread is idle: for
 * background work the page does not need, such as installing the service worker. Without
 * `requestIdleCallback` (Safari), after the delay alone.
 *
 * @example window.addEventListener('load', () => whenPageQuiet(startServiceWorker), { once: true });
 */
export function whenPageQuiet(work: () => void): void {
  setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => work(), { timeout: IDLE_TIMEOUT_MS });
    } else {
      work();
    }
  }, PAGE_SETTLE_MS);
}
