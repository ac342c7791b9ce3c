import { timings } from '@multisalle/core';
import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { activeElementOf, focusableSelector, keepTabInside } from '../focus/keep-tab-inside';
import { useDialogEvents } from './dialog-events';
import './modal.css';

/** Asks the modal to close: it fades out, then `onClose` runs after the 200 ms close delay. */
export type CloseModal = () => void;

/** Props of {@link Modal}. */
export interface ModalProps {
  /** The dialog's title, its accessible name. */
  title: string;
  /** The body; a function receives `close` (e.g. for a button that ends the modal). */
  children: ReactNode | ((close: CloseModal) => ReactNode);
  /** The buttons at the bottom; a function receives `close`. */
  actions?: ReactNode | ((close: CloseModal) => ReactNode);
  /** Runs 200 ms after a close request (spec 2 section 9): Escape, the × button, a click outside, `close()`. */
  onClose: () => void;
  /** Extra class of the dialog box (size variants). */
  className?: string;
  /** Label of the × button. @default 'Fermer' */
  closeLabel?: string;
}

/**
 * An accessible modal dialog (RGAA 7 and 12): `role="dialog"`, `aria-modal`, labelled by its title; focus
 * moves inside on open and stays there (Tab wraps), Escape closes, focus returns where it was. Closing
 * fades out and calls `onClose` after the 200 ms modal close delay. Mount it to open it.
 *
 * @example
 * {isOpen && <Modal title="AJOUT RÉDUCTION" onClose={() => setOpen(false)} actions={(close) => <button onClick={close}>OK</button>}>…</Modal>}
 */
export function Modal({ title, children, actions, onClose, className, closeLabel = 'Fermer' }: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [isClosing, setIsClosing] = useState(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // Before the first paint: no moment where the dialog shows while focus (and Escape) stays behind it.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previous = activeElementOf(dialog) as HTMLElement | null;
    const first = dialog.querySelector('.ms-dialog__body')?.querySelector<HTMLElement>(focusableSelector);
    (first ?? dialog).focus();
    return () => previous?.focus?.();
  }, []);

  useEffect(() => {
    if (!isClosing) return;
    const timer = setTimeout(() => onCloseRef.current(), timings.modalCloseDelayMs);
    return () => clearTimeout(timer);
  }, [isClosing]);

  const close = useCallback(() => setIsClosing(true), []);
  useDialogEvents(dialogRef, title, close);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    keepTabInside(event, dialogRef.current);
  };

  const render = (part: ModalProps['children'] | undefined) =>
    typeof part === 'function' ? part(close) : part;

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: a click outside the dialog closes it; Escape does so from the keyboard.
    <div
      className="ms-dialog"
      part="dialog"
      data-state={isClosing ? 'closing' : 'open'}
      onClick={(event) => event.target === event.currentTarget && close()}
    >
      <div
        ref={dialogRef}
        className={className ? `ms-dialog__box ${className}` : 'ms-dialog__box'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="ms-dialog__title">
          {title}
        </h2>
        <button type="button" className="ms-dialog__close" aria-label={closeLabel} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
        <div className="ms-dialog__body">{render(children)}</div>
        {actions && <div className="ms-dialog__actions">{render(actions)}</div>}
      </div>
    </div>
  );
}
