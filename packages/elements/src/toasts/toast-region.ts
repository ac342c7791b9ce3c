import { messages, onToast, onToastsCleared, type ToastKind } from '@multisalle/core';
import { adoptStyles } from '../adopt-styles';
import toastRegionStyles from './toast-region.css?inline';

/** The name of the toast event a custom element dispatches on itself. */
export const TOAST_EVENT = 'multisalle:toast';

/** How long a toast stays in the element's own live region, in milliseconds. @default 6000 */
export const TOAST_DURATION_MS = 6000;

/** What a `multisalle:toast` event carries. */
export interface MultisalleToastDetail {
  kind: ToastKind;
  message: string;
  /** The server's stable code of an error (`PANIER-014`), when it carried one (the app pages tell it). */
  code?: string;
}

/**
 * Dispatched on the custom element for each toast, bubbling and composed. Call `preventDefault()` to
 * show the message yourself; otherwise the element shows it in a small live region of its own.
 *
 * @example
 * document.addEventListener('multisalle:toast', (event) => {
 *   event.preventDefault();
 *   myToasts.show(event.detail.kind, event.detail.message);
 * });
 */
export interface MultisalleToastEvent extends CustomEvent<MultisalleToastDetail> {
  readonly type: typeof TOAST_EVENT;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'multisalle:toast': MultisalleToastEvent;
  }
}

function liveRegion(role: 'status' | 'alert'): HTMLDivElement {
  const region = document.createElement('div');
  region.className = 'ms-toast-region__list';
  region.setAttribute('role', role);
  region.setAttribute('aria-live', role === 'status' ? 'polite' : 'assertive');
  return region;
}

/**
 * Connects a custom element to core's toasts. For each toast, dispatches a `multisalle:toast` event on
 * `host`; unless the page calls `preventDefault()`, shows the message inside `root` for 6 s: in a polite
 * `status` region for info and success, in an `alert` region for errors and warnings. Clearing core's
 * toasts empties both. Returns the function that disconnects and removes the region.
 *
 * @example
 * connectedCallback() { this.detachToasts = attachToastRegion(this.shadowRoot!, this); }
 * disconnectedCallback() { this.detachToasts?.(); }
 */
export function attachToastRegion(root: ShadowRoot | HTMLElement, host: HTMLElement): () => void {
  const container = document.createElement('div');
  container.className = 'ms-toast-region';
  // Both live regions exist, empty, before any message: screen readers announce later insertions.
  const politeRegion = liveRegion('status');
  const alertRegion = liveRegion('alert');
  container.append(politeRegion, alertRegion);
  adoptStyles(root, toastRegionStyles, container);
  root.append(container);
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const stopToasts = onToast(({ kind, message, code }) => {
    const event = new CustomEvent<MultisalleToastDetail>(TOAST_EVENT, {
      bubbles: true,
      composed: true,
      cancelable: true,
      detail: code ? { kind, message, code } : { kind, message },
    });
    if (!host.dispatchEvent(event)) return;
    const item = document.createElement('div');
    item.className = 'ms-toast';
    item.dataset.kind = kind;
    const text = document.createElement('p');
    text.className = 'ms-toast__text';
    text.textContent = message;
    // A toast may cover the form under it on a phone: it closes at once, from a 32 px target (WCAG 2.5.8).
    const close = document.createElement('button');
    close.type = 'button';
    close.className = 'ms-toast__close';
    close.setAttribute('aria-label', messages.closeToast);
    close.innerHTML =
      '<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"><path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>';
    item.append(text, close);
    (kind === 'error' || kind === 'warning' ? alertRegion : politeRegion).append(item);
    const timer = setTimeout(() => {
      timers.delete(timer);
      item.remove();
    }, TOAST_DURATION_MS);
    timers.add(timer);
    close.addEventListener('click', () => {
      clearTimeout(timer);
      timers.delete(timer);
      item.remove();
    });
  });

  const clear = () => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    politeRegion.replaceChildren();
    alertRegion.replaceChildren();
  };
  const stopClears = onToastsCleared(clear);

  return () => {
    stopToasts();
    stopClears();
    clear();
    container.remove();
  };
}
