import { type CardAnswer, type CardFormSetup, registerCard, requestCardForm } from '@multisalle/core';
import { useEffect, useRef, useState } from 'react';
import { type CloseModal, Modal } from '../modal/Modal';
import { Spinner } from '../spinner/Spinner';
import { cardFormFor } from './card-form';
import { paymentMeansTexts } from './texts';

/**
 * The spec's auto-close of the modal after the card form's submission (spec 1 section 9). Kept for the
 * public API only: a saved card closes the modal itself and a refused one keeps it open for
 * the player to correct, so no timer closes it under the player's eyes.
 */
export const PAYMENT_MODAL_AUTO_CLOSE_MS = 4000;

/** How long the provider's form may take to say it is ready before it counts as blocked (ours). */
export const CARD_FORM_READY_TIMEOUT_MS = 15_000;

/** Why a card was not saved: the provider's order status or ours (see `registerCard`), and the French text. */
export interface CardRefusal {
  code: string;
  message: string;
}

/** Props of {@link CardFormModal}. */
export interface CardFormModalProps {
  /** The site origin the alias calls carry (`host`). */
  host?: string;
  /** The card was saved (order PAID, alias confirmed and reloaded); the modal then closes. */
  onSaved?: () => void;
  /** The card was refused: the modal stays open with the error and a new form to correct it. */
  onRefused?: (refusal: CardRefusal) => void;
  /** The provider's form could not be shown (blocked by the page's CSP, offline, never ready). */
  onFormBlocked?: () => void;
  /** The modal closed (after its 200 ms fade). */
  onClose: () => void;
}

interface CardFormBodyProps extends Omit<CardFormModalProps, 'onClose'> {
  close: CloseModal;
}

/**
 * The modal's body: the spinner until the form token arrives, then the provider's form; a refused card's
 * error above a new form (the provider answers once per form token); the French message of a form that
 * could not be shown, with « Réessayer ».
 */
function CardFormBody({ host, onSaved, onRefused, onFormBlocked, close }: CardFormBodyProps) {
  const [setup, setSetup] = useState<CardFormSetup | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isBlocked, setIsBlocked] = useState(false);
  // Each new form (after a refusal, or « Réessayer ») asks for a new form token.
  const [attempt, setAttempt] = useState(0);
  const containerRef = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onSaved, onRefused, onFormBlocked, close });
  callbacks.current = { onSaved, onRefused, onFormBlocked, close };

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the reason to ask again.
  useEffect(() => {
    let isCurrent = true;
    setSetup(null);
    void requestCardForm().then((answer) => {
      if (!isCurrent) return;
      // No token (its toast was shown): nothing to fill in, the modal goes.
      if (answer) setSetup(answer);
      else callbacks.current.close();
    });
    return () => {
      isCurrent = false;
    };
  }, [attempt]);

  useEffect(() => {
    const container = containerRef.current;
    if (!setup || !container) return;
    let unmount: (() => void) | undefined;
    let isCurrent = true;
    let isReady = false;
    const blocked = () => {
      if (!isCurrent || isReady) return;
      isCurrent = false;
      unmount?.();
      setIsBlocked(true);
      callbacks.current.onFormBlocked?.();
    };
    // A frame the page's CSP blocks, or one that never loads, says nothing: past this wait it counts as blocked.
    const readyTimer = setTimeout(blocked, CARD_FORM_READY_TIMEOUT_MS);
    const onAnswer = (answer: CardAnswer) => {
      setIsChecking(true);
      void registerCard(answer, setup, host).then(({ isSaved, code, message }) => {
        if (!isCurrent) return;
        setIsChecking(false);
        if (isSaved) {
          callbacks.current.onSaved?.();
          callbacks.current.close();
          return;
        }
        setRefusal(message);
        callbacks.current.onRefused?.({ code: code ?? 'UNPAID', message });
        setAttempt((current) => current + 1);
      });
    };
    void cardFormFor(setup.provider).then((form) => {
      if (!isCurrent) return;
      unmount = form.mount(container, setup, {
        onReady: () => {
          isReady = true;
          clearTimeout(readyTimer);
        },
        onAnswer,
        onError: blocked,
      });
    });
    return () => {
      isCurrent = false;
      clearTimeout(readyTimer);
      unmount?.();
    };
  }, [setup, host]);

  if (isBlocked) {
    return (
      <div className="ms-card-form">
        <p className="ms-card-form__error" role="alert">
          {paymentMeansTexts.formBlocked}
        </p>
        <button
          type="button"
          className="ms-payment-means__button"
          onClick={() => {
            setIsBlocked(false);
            setAttempt(attempt + 1);
          }}
        >
          {paymentMeansTexts.retry}
        </button>
      </div>
    );
  }
  return (
    <div className="ms-card-form" aria-busy={!setup || isChecking}>
      {refusal ? (
        <p className="ms-card-form__error" role="alert">
          {refusal}. {paymentMeansTexts.correctCard}
        </p>
      ) : null}
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
 * jour'; a card the bank refused: 'Carte refusée par votre banque'; else 'Erreur lors de la validation du moyen de
 * paiement') and the modal closes 4000 ms after the
 * submission. Focus goes back to the opener when it closes.
 *
 * @example {isOpen && <CardFormModal onClose={() => setOpen(false)} onSaved={reload} />}
 */
export function CardFormModal({ onClose, ...props }: CardFormModalProps) {
  return (
    <Modal title={paymentMeansTexts.modalTitle} onClose={onClose} className="ms-dialog__box--card">
      {(close) => <CardFormBody {...props} close={close} />}
    </Modal>
  );
}
