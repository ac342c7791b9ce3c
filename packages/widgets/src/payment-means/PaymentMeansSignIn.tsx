import { SignInButton } from '../planning/SignInButton';
import { paymentMeansTexts } from './texts';

/** Props of {@link PaymentMeansSignIn}. */
export interface PaymentMeansSignInProps {
  /** Where the dialog's CONNEXION leads. */
  loginUrl: string;
  /** Where the dialog's INSCRIPTION leads. */
  signupUrl: string;
  /** The visitor asked to sign in (once per press of CONNEXION, as the dialog opens). */
  onLoginRequired?: () => void;
}

/**
 * The payment means of a visitor who never signed in (a partner page's `<multisalle-payment-means>`): rather
 * than « Aucun moyen de paiement enregistré » and a button the server would answer « Session expirée », it
 * asks them to sign in; CONNEXION opens the planning's own sign-in dialog, and focus comes back to the button
 * when it closes.
 *
 * @example <PaymentMeansSignIn loginUrl="https://reservation.example.fr/signin" signupUrl="…/signup" />
 */
export function PaymentMeansSignIn({ loginUrl, signupUrl, onLoginRequired }: PaymentMeansSignInProps) {
  return (
    <div className="ms-payment-means" part="payment-means">
      <p className="ms-payment-means__none">{paymentMeansTexts.signIn}</p>
      <SignInButton
        className="ms-payment-means__button"
        loginUrl={loginUrl}
        signupUrl={signupUrl}
        onLoginRequired={onLoginRequired}
      />
    </div>
  );
}
