import { type FormEvent, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Field, useFocusFirstInvalid } from '../account/Field.tsx';
import { consoleMessages as t } from './messages.ts';
import { formErrorsOf, signIn } from './staff-api.ts';
import { StaffApiError } from './staff-session.ts';
import type { SignInState } from './use-console.ts';
import '../../styles/account.css';
import './gestion.css';

type Errors = { email?: string | null; password?: string | null };

/** Where a signed-in member goes: back to the console page that sent them here, else `/gestion`. */
function targetOf(state: SignInState): string {
  return state.from?.startsWith('/gestion/') && !state.from.startsWith('/gestion/connexion')
    ? state.from
    : '/gestion';
}

/**
 * `/gestion/connexion`: the staff's sign-in (Adresse email, Mot de passe, « SE CONNECTER »). The server's
 * refusal (wrong address or password, too many attempts) shows above the form; what was typed stays.
 */
export function StaffSignInPage() {
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as SignInState;
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid(formRef);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    const found: Errors = {
      email: email.trim() === '' ? t.emailRequired : null,
      password: password === '' ? t.passwordRequired : null,
    };
    setErrors(found);
    setRefusal(null);
    if (found.email || found.password) {
      focusInvalid();
      return;
    }
    setIsBusy(true);
    try {
      await signIn(email.trim(), password);
      navigate(targetOf(state), { replace: true });
    } catch (error) {
      const refused = error instanceof StaffApiError ? error : new StaffApiError(0, String(error));
      setErrors(formErrorsOf(refused.fieldErrors));
      setRefusal(refused.message);
      setIsBusy(false);
    }
  };

  return (
    <section className="account-page gestion-card" aria-labelledby="gestion-connexion-titre">
      <p className="gestion-card__brand">{t.brand}</p>
      <h1 id="gestion-connexion-titre" className="page-title">
        {t.signInTitle}
      </h1>
      <p className="account-page__intro">{t.signInIntro}</p>
      {state.notice && !refusal && (
        <p className="account-page__alert" role="alert">
          {state.notice}
        </p>
      )}
      {refusal && (
        <p className="account-page__alert" role="alert">
          {refusal}
        </p>
      )}
      <form
        ref={formRef}
        className="account-form"
        noValidate
        onSubmit={onSubmit}
        aria-busy={isBusy ? 'true' : undefined}
      >
        <Field
          label={t.email}
          type="email"
          autoComplete="username"
          value={email}
          onChange={setEmail}
          error={errors.email}
        />
        <Field
          label={t.password}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={errors.password}
        />
        <button
          type="submit"
          className="button button--primary account-form__submit"
          aria-disabled={isBusy ? 'true' : undefined}
        >
          {t.signInSubmit}
        </button>
        <p className="gestion-form-status" role="status">
          {isBusy ? t.signingIn : ''}
        </p>
      </form>
    </section>
  );
}
