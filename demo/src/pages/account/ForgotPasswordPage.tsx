import { emailError, requestPasswordReset } from '@multisalle/core';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Field, useFocusFirstInvalid } from './Field.tsx';
import '../../styles/account.css';

/**
 * /forgot-password, "RÉINITIALISER MON MOT DE PASSE" (spec 1 sections 4 and 5): the email, then always
 * the same neutral message and /signin.
 */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid(formRef);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = emailError(email);
    setError(found);
    if (found) {
      focusInvalid();
      return;
    }
    setIsBusy(true);
    await requestPasswordReset(email, `${window.location.origin}/reinitialisation`);
    navigate('/signin');
  };

  return (
    <section className="account-page" aria-labelledby="forgot-titre">
      <h1 id="forgot-titre" className="page-title">
        RÉINITIALISER MON MOT DE PASSE
      </h1>
      <p className="account-page__intro">
        Indiquez l'adresse email de votre compte&nbsp;: nous vous enverrons un lien pour choisir un nouveau
        mot de passe.
      </p>
      <form ref={formRef} className="account-form" noValidate onSubmit={onSubmit}>
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          error={error}
        />
        <button type="submit" className="button button--primary account-form__submit" disabled={isBusy}>
          VALIDER
        </button>
      </form>
      <p className="account-page__switch">
        <Link to="/signin">Retour à la connexion</Link>
      </p>
    </section>
  );
}
