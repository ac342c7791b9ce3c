import {
  type CardAnswer,
  type CardFormSetup,
  completeCardRegistration,
  requestCardForm,
} from '@multisalle/core';
import { useEffect, useRef, useState } from 'react';
import { type CloseModal, Modal } from '../modal/Modal';
import { Spinner } from '../spinner/Spinner';
import { cardFormFor } from './card-form';
import { paymentMeansTexts } from './texts';

/** The modal closes this long after the card form's submission (spec 1 section 9). */
export const PAYMENT_MODAL_AUTO_CLOSE_MS = 4000;

/** Props of {@link CardFormModal}. */
export interface CardFormModalProps {
  /** The site origin the alias calls carry (`host`). */
  host?: string;
  /** The card was saved (order PAID, alias confirmed and reloaded). */
  onSaved?: () => void;
  /** The modal closed (after its 200 ms fade). */
  onClose: () => void;
}

interface CardFormBodyProps extends Omit<CardFormModalProps, 'onClose'> {
  close: CloseModal;
}

/** The modal's body: the spinner until the form token arrives, then the provider's form. */
function CardFormBody({ host, onSaved, close }: CardFormBodyProps) {
  const [setup, setSetup] = useState<CardFormSetup | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onSaved, close });
  callbacks.current = { onSaved, close };

  useEffect(() => {
    let isCurrent = true;
    void requestCardForm().then((answer) => {
      if (!isCurrent) return;
      // No token (its toast was shown): nothing to fill in, the modal goes.
      if (answer) setSetup(answer);
      else callbacks.current.close();
    });
    return () => {
      isCurrent = false;
    };
  }, []);

  useEffect(() => {
    const container = containerRef.current;
    if (!setup || !container) return;
    let unmount: (() => void) | undefined;
    let closeTimer: ReturnType<typeof setTimeout> | undefined;
    let isCurrent = true;
    const startClosing = () => {
      closeTimer ??= setTimeout(() => callbacks.current.close(), PAYMENT_MODAL_AUTO_CLOSE_MS);
    };
    const onAnswer = (answer: CardAnswer) => {
      startClosing();
      setIsChecking(true);
      void completeCardRegistration(answer, setup, host).then((isSaved) => {
        if (isCurrent) setIsChecking(false);
        if (isSaved) callbacks.current.onSaved?.();
      });
    };
    void cardFormFor(setup.provider).then((form) => {
      if (!isCurrent) return;
      unmount = form.mount(container, setup, {
        onAnswer,
        onSubmit: startClosing,
        onError: () => callbacks.current.close(),
      });
    });
    return () => {
      isCurrent = false;
      if (closeTimer) clearTimeout(closeTimer);
      unmount?.();
    };
  }, [setup, host]);

  return (
    <div className="ms-card-form" aria-busy={!setup || isChecking}>
      {setup ? null : <Spinner label={paymentMeansTexts.loadingForm} size="large" />}
      {isChecking ? <Spinner label={paymentMeansTexts.checking} size="small" /> : null}
      <div ref={containerRef} className="ms-card-form__fields" />
      {setup ? (
        // The modal keeps Tab inside itself from its own keydowns, which a Tab pressed inside the provider's
        // frame never reaches: leaving the frame forward lands here and wraps to the modal's first control.
        // Coming from that control (its Shift+Tab wraps to the last stop, this one), it goes into the frame.
        // biome-ignore lint/a11y/noStaticElementInteractions: a focus sentinel, not a control.
        <span
          className="ms-card-form__wrap"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a focus sentinel, never a stop of its own.
          tabIndex={0}
          onFocus={(event) => {
            const dialog = event.currentTarget.closest('[role="dialog"]');
            const first = dialog?.querySelector<HTMLElement>('button, [href], input');
            const frame = containerRef.current?.querySelector<HTMLElement>('iframe, [tabindex="0"]');
            (event.relatedTarget === first ? (frame ?? first) : first)?.focus();
          }}
        />
      ) : null}
    </div>
  );
}

/**
 * The 'MOYEN DE PAIEMENT' modal (spec 1 "Payment means panel", section 4 "Payment card form"): asks for a
 * form token when it opens and shows a spinner until it arrives, then the provider's card form. The
 * provider's answer goes to the server (PAID: the card is saved and reloaded, 'Moyen de paiement mis à
 * jour'; else 'Erreur lors de la validation du moyen de paiement') and the modal closes 4000 ms after the
 * submission. Focus goes back to the opener when it closes.
 *
 * @example {isOpen && <CardFormModal onClose={() => setOpen(false)} onSaved={reload} />}
 */
export function CardFormModal({ host, onSaved, onClose }: CardFormModalProps) {
  return (
    <Modal title={paymentMeansTexts.modalTitle} onClose={onClose} className="ms-dialog__box--card">
      {(close) => <CardFormBody host={host} onSaved={onSaved} close={close} />}
    </Modal>
  );
}
