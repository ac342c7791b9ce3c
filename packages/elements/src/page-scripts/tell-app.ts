import type { AppMessage } from '@multisalle/core/app-contract';
import type { AppHostWindow } from '../app-host/app-host';

/**
 * Tells the app a message through the page's handshake (`window.MultisalleAppHost`, `/embed/pages/app-host.js`),
 * which adds the contract's version and picks the bridge. Nothing is told on a page without the handshake.
 *
 * @example tellApp({ type: 'multisalle:cart-add-slots' });
 */
export function tellApp(message: AppMessage): void {
  (window as AppHostWindow).MultisalleAppHost?.tell(message);
}

/**
 * Tells the app that what the page needed could not be loaded, shown with « Réessayer »: `multisalle:error`
 * with `hors-ligne` or `reseau` and `retryable`. Not after a refused token: the app heard `session-expired`.
 *
 * @example tellLoadFailed('conventions', 'Les conventions n'ont pas pu être chargées.');
 */
export function tellLoadFailed(page: string, message: string): void {
  const host = (window as AppHostWindow).MultisalleAppHost;
  if (host?.state === 'session-expired') return;
  const code = navigator.onLine === false ? 'hors-ligne' : 'reseau';
  tellApp({ type: 'multisalle:error', page, code, message, retryable: true });
}

/**
 * The page's one element, found by its tag. The server writes it into the page before this script, so a
 * missing one is a page that is not ours.
 *
 * @example const element = pageElement('multisalle-cart');
 */
export function pageElement<K extends keyof HTMLElementTagNameMap>(tag: K): HTMLElementTagNameMap[K] {
  const element = document.querySelector(tag);
  if (!element) throw new Error(`<${tag}> is missing from the page`);
  return element;
}
