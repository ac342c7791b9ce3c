/** What the widgets' dialogs carry in `multisalle:dialog-opened` / `-closed` (widgets' modal/dialog-events.ts). */
interface DialogDetail {
  title: string;
  close: () => void;
}

interface OpenDialog extends DialogDetail {
  /** Whether back already took its history entry away (then the entry must not be popped again). */
  isPopped: boolean;
}

/** The history state of a dialog's entry. */
const STATE_KEY = 'multisallePageDialog';

function detailOf(event: Event): DialogDetail | undefined {
  const detail = (event as CustomEvent<unknown>).detail as Partial<DialogDetail> | null;
  return detail && typeof detail.close === 'function' && typeof detail.title === 'string'
    ? (detail as DialogDetail)
    : undefined;
}

/**
 * The Android back button (and a browser's) closes the open dialog instead of leaving the page: each dialog
 * that opens takes a history entry (pushState); `popstate` closes the last one. A dialog closed by its own
 * button pops its entry, so no dead step is left behind. `onClosed` runs for every dialog gone, with its title.
 * Returns the function that stops listening.
 *
 * @example const stop = keepDialogsInHistory(window, (title) => tell({ type: 'multisalle:dialog-closed', dialog: title }));
 */
export function keepDialogsInHistory(scope: Window, onClosed: (title: string) => void): () => void {
  const open: OpenDialog[] = [];
  let popsToIgnore = 0;

  const onOpened = (event: Event) => {
    const detail = detailOf(event);
    if (!detail || open.some((dialog) => dialog.close === detail.close)) return;
    open.push({ ...detail, isPopped: false });
    const state: unknown = scope.history.state;
    const kept = state !== null && typeof state === 'object' ? state : {};
    scope.history.pushState({ ...kept, [STATE_KEY]: open.length }, '');
  };

  const onDialogClosed = (event: Event) => {
    const detail = detailOf(event);
    const index = detail ? open.findIndex((dialog) => dialog.close === detail.close) : -1;
    const dialog = open[index];
    if (!dialog) return;
    open.splice(index, 1);
    if (!dialog.isPopped) {
      // Closed by its own button: its entry goes, and the popstate that follows is ours.
      popsToIgnore += 1;
      scope.history.back();
    }
    onClosed(dialog.title);
  };

  const onPopState = () => {
    if (popsToIgnore > 0) {
      popsToIgnore -= 1;
      return;
    }
    const last = open.at(-1);
    if (!last || last.isPopped) return;
    last.isPopped = true;
    last.close();
  };

  scope.document.addEventListener('multisalle:dialog-opened', onOpened);
  scope.document.addEventListener('multisalle:dialog-closed', onDialogClosed);
  scope.addEventListener('popstate', onPopState);
  return () => {
    scope.document.removeEventListener('multisalle:dialog-opened', onOpened);
    scope.document.removeEventListener('multisalle:dialog-closed', onDialogClosed);
    scope.removeEventListener('popstate', onPopState);
  };
}
