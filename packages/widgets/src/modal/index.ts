// The shared modal on its own entry; `modalCss` is its stylesheet as text, for shadow roots.

import styles from './modal.css?inline';

export {
  DIALOG_CLOSED_EVENT,
  DIALOG_OPENED_EVENT,
  type DialogEventDetail,
  useDialogEvents,
} from './dialog-events';
export { type CloseModal, Modal, type ModalProps } from './Modal';

// A typed constant rather than a re-export: the published `.d.ts` then says `string` and never points
// at a `.css?inline` module that a consumer's TypeScript could not resolve.
/** The modal's styles as text, for a shadow root. */
export const modalCss: string = styles;
