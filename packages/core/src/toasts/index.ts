/** The four toast kinds of spec 1 section 8. */
export type ToastKind = 'success' | 'error' | 'warning' | 'info';

/** One toast to show. `id` grows by one per toast for the page's lifetime. */
export interface ToastMessage {
  id: number;
  kind: ToastKind;
  message: string;
  /** The server's stable code of an error (`PANIER-014`), when the failure carried one. */
  code?: string;
}

type ToastListener = (toast: ToastMessage) => void;

const toastListeners = new Set<ToastListener>();
const clearListeners = new Set<() => void>();
let lastId = 0;

/**
 * Asks every UI listening to show a toast: sonner in React (`<Toaster />`), a live region in custom
 * elements. Nothing shows when no UI listens. An error may carry the server's stable `code`.
 *
 * @example showToast('success', 'Moyen de paiement mis à jour')
 */
export function showToast(kind: ToastKind, message: string, code?: string): void {
  lastId += 1;
  const toast: ToastMessage = code ? { id: lastId, kind, message, code } : { id: lastId, kind, message };
  for (const listener of [...toastListeners]) listener(toast);
}

/**
 * Asks every UI listening to show a toast asked for earlier, with its id: a UI that already showed that id
 * shows it once (the site's toasts held until its toaster's chunk came, `demo/src/app/site-toaster`).
 *
 * @example replayToast(heldToast)
 */
export function replayToast(toast: ToastMessage): void {
  for (const listener of [...toastListeners]) listener(toast);
}

/** Asks every UI to remove its toasts (spec 1 section 8: on 400/401 toasts are cleared before the new one). */
export function clearToasts(): void {
  for (const listener of [...clearListeners]) listener();
}

/**
 * Listens to toasts; returns the function that stops listening.
 *
 * @example const stop = onToast((toast) => console.log(toast.kind, toast.message));
 */
export function onToast(listener: (toast: ToastMessage) => void): () => void {
  toastListeners.add(listener);
  return () => {
    toastListeners.delete(listener);
  };
}

/**
 * Listens to {@link clearToasts}; returns the function that stops listening.
 *
 * @example const stop = onToastsCleared(() => region.replaceChildren());
 */
export function onToastsCleared(listener: () => void): () => void {
  clearListeners.add(listener);
  return () => {
    clearListeners.delete(listener);
  };
}
