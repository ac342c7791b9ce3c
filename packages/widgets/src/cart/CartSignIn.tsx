import { SignInButton } from '../planning/SignInButton';

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
  return (
    <div className="ms-cart" part="cart">
      <p className="ms-cart__empty">{cartSignInTexts.prompt}</p>
      <div className="ms-cart__actions">
        <SignInButton
          className="ms-cart__button"
          loginUrl={loginUrl}
          signupUrl={signupUrl}
          onLoginRequired={onLoginRequired}
        />
      </div>
    </div>
  );
}
