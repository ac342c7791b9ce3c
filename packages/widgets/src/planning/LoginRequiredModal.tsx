import { planningTexts, type Slot, timings } from '@multisalle/core';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { keepTabInside } from '../focus/keep-tab-inside';
import { pickedSlotText } from './slot-label';

/** Props of {@link LoginRequiredModal}. */
export interface LoginRequiredModalProps {
  /** The slot the visitor picked, named under the request to sign in (none from the cart). */
  slot?: Slot;
  /** @default '/signin' */
  loginUrl?: string;
  /** @default '/signup' */
  signupUrl?: string;
  /** Called once the modal has closed, after the 200 ms modal close delay (spec 2 section 9). */
  onClosed: () => void;
}

/**
 * The connection-required modal (spec 2 section 2): 'Veuillez vous connecter pour effectuer une
 * réservation.', the picked slot if any ('Créneau choisi : samedi 28 novembre, de 17h45 à 19h15, ...'), CONNEXION
 * and INSCRIPTION. A dialog that takes focus, keeps Tab inside, closes on Escape, on its close button or
 * outside it, 200 ms after being asked to. Mount it to open it.
 *
 * @example {picked && <LoginRequiredModal slot={picked} onClosed={() => setPicked(null)} />}
 */
export function LoginRequiredModal({
  slot,
  loginUrl = '/signin',
  signupUrl = '/signup',
  onClosed,
}: LoginRequiredModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const firstLinkRef = useRef<HTMLAnchorElement>(null);
  const [isClosing, setIsClosing] = useState(false);
  const titleId = useId();
  const textId = useId();
  const onClosedRef = useRef(onClosed);
  onClosedRef.current = onClosed;

  useEffect(() => {
    firstLinkRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!isClosing) return;
    const timer = setTimeout(() => onClosedRef.current(), timings.modalCloseDelayMs);
    return () => clearTimeout(timer);
  }, [isClosing]);

  const close = () => setIsClosing(true);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    keepTabInside(event, dialogRef.current);
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: a click outside the dialog closes it; Escape does so from the keyboard.
    <div
      className="ms-modal"
      data-state={isClosing ? 'closing' : 'open'}
      onClick={(event) => event.target === event.currentTarget && close()}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={`${textId} ${textId}s`}
        className="ms-modal__dialog"
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="ms-modal__title">
          {planningTexts.loginModalTitle}
        </h2>
        <p id={textId} className="ms-modal__text">
          {planningTexts.loginRequired}
        </p>
        {slot && (
          <p id={`${textId}s`} className="ms-modal__slot">
            {pickedSlotText(slot)}
          </p>
        )}
        <div className="ms-modal__actions">
          <a ref={firstLinkRef} className="ms-button ms-button--primary" href={loginUrl}>
            {planningTexts.login}
          </a>
          <a className="ms-button" href={signupUrl}>
            {planningTexts.signup}
          </a>
        </div>
        <button
          type="button"
          className="ms-modal__close"
          onClick={close}
          aria-label={planningTexts.closeModal}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
}
