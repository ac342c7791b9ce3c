import { type RefObject, useLayoutEffect, useRef } from 'react';

/** Dispatched by a dialog when it opens: bubbling and composed, so a page hears it through shadow roots. */
export const DIALOG_OPENED_EVENT = 'multisalle:dialog-opened';
/** Dispatched by a dialog when it is gone (closed by any means, or its panel removed). */
export const DIALOG_CLOSED_EVENT = 'multisalle:dialog-closed';

/**
 * What both dialog events carry. `close` is the same function in the opened and the closed event of one
 * dialog, so a listener can pair them; calling it closes the dialog as its own × button does.
 */
export interface DialogEventDetail {
  /** The dialog's title, its accessible name. */
  title: string;
  /** Closes the dialog (with its fade-out), e.g. when the Android back button is pressed in a webview. */
  close: () => void;
}

declare global {
  interface DocumentEventMap {
    'multisalle:dialog-opened': CustomEvent<DialogEventDetail>;
    'multisalle:dialog-closed': CustomEvent<DialogEventDetail>;
  }
}

/**
 * Tells the page that a dialog opened and, on unmount, that it closed (the mobile app's pages give an open
 * dialog a history entry, so the Android back button closes it). Events rather than the page watching the
 * DOM: a dialog inside a shadow root is invisible to a MutationObserver on the document.
 *
 * @example useDialogEvents(dialogRef, 'AJOUT RÉDUCTION', close);
 */
export function useDialogEvents(
  dialogRef: RefObject<HTMLElement | null>,
  title: string,
  close: () => void,
): void {
  const latest = useRef({ title, close });
  latest.current = { title, close };
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const detail: DialogEventDetail = {
      title: latest.current.title,
      close: () => latest.current.close(),
    };
    dialog.dispatchEvent(new CustomEvent(DIALOG_OPENED_EVENT, { detail, bubbles: true, composed: true }));
    return () => {
      // The unmount may have taken the dialog out of the page already: the document still hears it then.
      const target: EventTarget = dialog.isConnected ? dialog : document;
      target.dispatchEvent(new CustomEvent(DIALOG_CLOSED_EVENT, { detail, bubbles: true, composed: true }));
    };
  }, [dialogRef]);
}
