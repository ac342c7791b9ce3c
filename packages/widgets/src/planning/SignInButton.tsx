import { planningTexts } from '@multisalle/core';
import { useRef, useState } from 'react';
import { LoginRequiredModal } from './LoginRequiredModal';

/** Props of {@link SignInButton}. */
export interface SignInButtonProps {
  /** The button's class in its panel. */
  className: string;
  /** Where the dialog's CONNEXION leads. */
  loginUrl: string;
  /** Where the dialog's INSCRIPTION leads. */
  signupUrl: string;
  /** The visitor asked to sign in (once per press, as the dialog opens). */
  onLoginRequired?: () => void;
}

/**
 * CONNEXION for a visitor who never signed in, in a panel that needs a session (a partner page's cart or
 * payment means): it opens the planning's own « Connexion requise » dialog (CONNEXION and INSCRIPTION on our
 * site), and focus comes back to it when the dialog closes.
 *
 * @example <SignInButton className="ms-cart__button" loginUrl={loginUrl} signupUrl={signupUrl} />
 */
export function SignInButton({ className, loginUrl, signupUrl, onLoginRequired }: SignInButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={openerRef}
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={() => {
          setIsOpen(true);
          onLoginRequired?.();
        }}
      >
        {planningTexts.login}
      </button>
      {isOpen && (
        <LoginRequiredModal
          loginUrl={loginUrl}
          signupUrl={signupUrl}
          onClosed={() => {
            setIsOpen(false);
            openerRef.current?.focus();
          }}
        />
      )}
    </>
  );
}
