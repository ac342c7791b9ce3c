import { Modal } from '@multisalle/widgets';
import { type ReactNode, useState } from 'react';

/** Props of {@link ConfirmButton}. */
export interface ConfirmButtonProps {
  /** The button's text, which opens the dialog. */
  label: string;
  /** The opening button's classes. @default 'button button--ghost' */
  buttonClassName?: string;
  /** The dialog's title. */
  title: string;
  /** What the dialog asks. */
  children: ReactNode;
  /** The confirming button's text. */
  confirmLabel: string;
  /** Runs on confirmation; the dialog closes when it settles. */
  onConfirm: () => Promise<unknown>;
  /** The id of the text saying why the action cannot be done now (offline): the button is then disabled. */
  unavailableReasonId?: string;
}

/**
 * A button whose action cannot be undone (deleting an account or a family member, cancelling a reservation): it asks
 * first in an accessible dialog rather than `window.confirm`, which the app's webview may not show.
 */
export function ConfirmButton({
  label,
  buttonClassName = 'button button--ghost',
  title,
  children,
  confirmLabel,
  onConfirm,
  unavailableReasonId,
}: ConfirmButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  return (
    <>
      <button
        type="button"
        className={buttonClassName}
        disabled={unavailableReasonId !== undefined}
        aria-describedby={unavailableReasonId}
        onClick={() => setIsOpen(true)}
      >
        {label}
      </button>
      {isOpen && (
        <Modal
          title={title}
          onClose={() => setIsOpen(false)}
          actions={(close) => (
            <>
              <button type="button" className="button button--ghost" onClick={close}>
                ANNULER
              </button>
              <button
                type="button"
                className="button button--danger"
                disabled={isBusy}
                onClick={async () => {
                  setIsBusy(true);
                  await onConfirm();
                  setIsBusy(false);
                  close();
                }}
              >
                {confirmLabel}
              </button>
            </>
          )}
        >
          {children}
        </Modal>
      )}
    </>
  );
}
