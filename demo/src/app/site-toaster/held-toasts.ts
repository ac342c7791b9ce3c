import { onToast, onToastsCleared, replayToast, type ToastMessage } from '@multisalle/core';

/**
 * The toasts asked for before sonner is on the page. The site loads sonner (about 10 KB of gzip) after its
 * first paint, in a chunk of its own (it was a third of the entry's own code and evaluated before
 * the first screen); a toast asked for in between is held here and shown once the toaster is there, so none
 * is lost. A clear (spec 1 section 8) empties what is held, as it would empty the toaster.
 */
let held: ToastMessage[] = [];
let stopHolding: (() => void) | undefined;
const toastWaiters = new Set<() => void>();

/** Starts holding toasts (main.tsx, before the first render). `onFirstToast` runs when one is asked for. */
export function holdToasts(): void {
  if (stopHolding) return;
  const stopToasts = onToast((toast) => {
    held.push(toast);
    for (const wake of [...toastWaiters]) wake();
  });
  const stopClears = onToastsCleared(() => {
    held = [];
  });
  stopHolding = () => {
    stopToasts();
    stopClears();
    stopHolding = undefined;
  };
}

/** Calls `wake` when a toast is held (at once if one already is); returns the function that stops it. */
export function onHeldToast(wake: () => void): () => void {
  if (held.length > 0) {
    wake();
    return () => undefined;
  }
  toastWaiters.add(wake);
  return () => {
    toastWaiters.delete(wake);
  };
}

/**
 * Stops holding and replays the toasts held, in their order, with their ids: the toaster, now listening,
 * shows them, and shows once a toast it also heard itself while both listened. Called by the toaster's
 * chunk in the task after its mount, when sonner surely listens.
 */
export function releaseHeldToasts(): void {
  stopHolding?.();
  const toasts = held;
  held = [];
  for (const toast of toasts) replayToast(toast);
}
