import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Field, useFocusFirstInvalid } from '../account/Field.tsx';
import { consoleMessages as t } from './messages.ts';
import { activate, formErrorsOf } from './staff-api.ts';
import { StaffApiError } from './staff-session.ts';
import { SIGN_IN_PATH } from './use-console.ts';
import '../../styles/account.css';
import './gestion.css';

type Errors = { password?: string | null; confirmation?: string | null };

/** The server's bounds of a password (packages/server: `NewPasswordSchema`). */
const MIN_LENGTH = 8;
const MAX_LENGTH = 128;

function passwordError(password: string): string | null {
  if (password === '') return t.passwordRequired;
  if (password.length < MIN_LENGTH) return t.passwordTooShort;
  if (password.length > MAX_LENGTH) return t.passwordTooLong;
  return null;
}

function confirmationError(password: string, confirmation: string): string | null {
  if (confirmation === '') return t.confirmationRequired;
  return confirmation === password ? null : t.confirmationMismatch;
}

/**
 * `/gestion/activation/:jeton`: the one-time link of a new staff member. They choose their password (twice,
 * 8 characters at least), are signed in, and land on `/gestion`. A used or expired link says so, with the
 * way to the sign-in.
 */
export function StaffActivationPage() {
  const { jeton = '' } = useParams();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid(formRef);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    const found: Errors = {
      password: passwordError(password),
      confirmation: confirmationError(password, confirmation),
    };
    setErrors(found);
    setRefusal(null);
    if (found.password || found.confirmation) {
      focusInvalid();
      return;
    }
    setIsBusy(true);
    try {
      await activate(jeton, password);
      navigate('/gestion', { replace: true });
    } catch (error) {
      const refused = error instanceof StaffApiError ? error : new StaffApiError(0, String(error));
      const fieldErrors = formErrorsOf(refused.fieldErrors);
      setErrors({ password: fieldErrors.password ?? null });
      // A refused password says so beside the field; anything else (a used link) above the form.
      setRefusal(fieldErrors.password ? null : refused.message);
      setIsBusy(false);
      if (fieldErrors.password) focusInvalid();
    }
  };

  return (
    <section className="account-page gestion-card" aria-labelledby="gestion-activation-titre">
      <p className="gestion-card__brand">{t.brand}</p>
      <h1 id="gestion-activation-titre" className="page-title">
        {t.activationTitle}
      </h1>
      <p className="account-page__intro">{t.activationIntro}</p>
      {refusal && (
        <div className="account-page__alert" role="alert">
          <p className="gestion-alert__text">{refusal}</p>
          <Link to={SIGN_IN_PATH}>{t.toSignIn}</Link>
        </div>
      )}
      <form
        ref={formRef}
        className="account-form"
        noValidate
        onSubmit={onSubmit}
        aria-busy={isBusy ? 'true' : undefined}
      >
        <Field
          label={t.password}
          type="password"
          autoComplete="new-password"
          hint={t.passwordHint}
          value={password}
          onChange={setPassword}
          error={errors.password}
        />
        <Field
          label={t.confirmation}
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onChange={setConfirmation}
          error={errors.confirmation}
        />
        <button
          type="submit"
          className="button button--primary account-form__submit"
          aria-disabled={isBusy ? 'true' : undefined}
        >
          {t.activationSubmit}
        </button>
        <p className="gestion-form-status" role="status">
          {isBusy ? t.activating : ''}
        </p>
      </form>
    </section>
  );
}
