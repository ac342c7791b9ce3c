import { planningTexts } from '@multisalle/core';
import { useRef, useState } from 'react';
import { LoginRequiredModal } from '../planning/LoginRequiredModal';

/** The signed-out cart's texts (ours; the dialog's are the planning's, spec 2 section 2). */
export const cartSignInTexts = {
  prompt: 'Connectez-vous pour voir votre panier et réserver vos créneaux.',
} as const;

/** Props of {@link CartSignIn}. */
export interface CartSignInProps {
  /** Where the dialog's CONNEXION leads. */
  loginUrl: string;
  /** Where the dialog's INSCRIPTION leads. */
  signupUrl: string;
  /** The visitor asked to sign in (once per press of CONNEXION, as the dialog opens). */
  onLoginRequired?: () => void;
}

/**
 * The cart of a visitor who never signed in (a partner page's `<multisalle-cart>`): rather than « Aucune
 * réservation dans votre panier », it asks them to sign in; CONNEXION opens the planning's own sign-in
 * dialog (CONNEXION and INSCRIPTION), and focus comes back to the button when it closes.
 *
 * @example <CartSignIn loginUrl="https://reservation.example.fr/signin" signupUrl="…/signup" />
 */
export function CartSignIn({ loginUrl, signupUrl, onLoginRequired }: CartSignInProps) {
  const [isOpen, setIsOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  return (
    <div className="ms-cart" part="cart">
      <p className="ms-cart__empty">{cartSignInTexts.prompt}</p>
      <div className="ms-cart__actions">
        <button
          ref={openerRef}
          type="button"
          className="ms-cart__button"
          aria-haspopup="dialog"
          onClick={() => {
            setIsOpen(true);
            onLoginRequired?.();
          }}
        >
          {planningTexts.login}
        </button>
      </div>
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
    </div>
  );
}
