import { useLayoutEffect } from 'react';

/**
 * The first screen the server writes for the home page and the hall pages: the page's top comes with the
 * HTML, before the scripts, drawn by the site's own components (demo/src/first-screen/render.tsx, run by
 * the server). The app renders in `#root`, which the server hid, and takes the screen's place once its own
 * top is drawn: the hall cards or the hall's header, or the page's failure message. Nothing flashes: the
 * written screen stays until the app has the same thing to show.
 *
 * A button tapped on the written screen is pressed in the app when it shows (the menu opens then).
 * It also gives way at the first move to another page, and after {@link FIRST_SCREEN_TIMEOUT_MS} whatever
 * happens, so a page whose data never comes is still the app's (with its loading state and retry).
 */

/** The longest the written screen stays in place of the app, in ms. */
export const FIRST_SCREEN_TIMEOUT_MS = 8_000;

let isShown = typeof document !== 'undefined' && document.getElementById('first-screen') !== null;
const shownListeners = new Set<() => void>();

/**
 * Calls `run` once the app shows in place of the server's first screen; returns the function that stops
 * it. For what needs the app visible: scrolling to an anchor in it.
 *
 * @example useEffect(() => whenAppShown(() => target.scrollIntoView()), []);
 */
export function whenAppShown(run: () => void): () => void {
  shownListeners.add(run);
  return () => {
    shownListeners.delete(run);
  };
}

/**
 * Shows the app in place of the server's first screen (once; nothing when there was none). Focus and scroll
 * stay: the two have the same layout.
 */
export function showApp(): void {
  if (!isShown) return;
  isShown = false;
  const written = document.getElementById('first-screen');
  // A button of the written screen tapped before the app was there (kept by first-screen/loader.ts).
  const tapped = written?.getAttribute('data-tapped');
  written?.remove();
  const root = document.getElementById('root');
  if (!root) return;
  root.hidden = false;
  for (const run of [...shownListeners]) run();
  shownListeners.clear();
  if (tapped) pressAppButton(root, tapped);
}

/** Presses the app's button a tap on the written screen asked for: the menu opens as if tapped now. */
function pressAppButton(root: HTMLElement, selector: string): void {
  try {
    root.querySelector<HTMLElement>(selector)?.click();
  } catch {
    // A selector the page does not understand: the tap is lost, as it would be without this.
  }
}

/** Whether the server's first screen is still shown in place of the app. */
export function isFirstScreenShown(): boolean {
  return isShown;
}

/**
 * Gives the server's first screen a deadline (main.tsx, at start): the app shows after it in any case.
 *
 * @example startFirstScreenDeadline();
 */
export function startFirstScreenDeadline(): void {
  if (isShown) setTimeout(showApp, FIRST_SCREEN_TIMEOUT_MS);
}

/**
 * For the page whose top the server wrote: shows the app once `isDrawn` is true, in the same frame as the
 * render that drew it (a layout effect runs before the paint).
 *
 * @example useShowAppWhen(isFetched && !isLoading);
 */
export function useShowAppWhen(isDrawn: boolean): void {
  useLayoutEffect(() => {
    if (isDrawn) showApp();
  }, [isDrawn]);
}
