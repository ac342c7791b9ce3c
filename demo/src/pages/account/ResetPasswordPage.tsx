import {
  checkResetToken,
  messages,
  requiredField,
  resetPassword,
  resetPasswordsError,
} from '@multisalle/core';
import { Spinner } from '@multisalle/widgets';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Field, useFocusFirstInvalid } from './Field.tsx';
import '../../styles/account.css';

type TokenState = 'checking' | 'valid' | 'invalid';

/**
 * /reinitialisation/{token} (spec 1 sections 4, 5 and 8): checks the token first, then the new password
 * and its confirmation (trimmed, equal), with a CONNEXION button back to /signin.
 */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid(formRef);
  const [tokenState, setTokenState] = useState<TokenState>('checking');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string | null; confirmation?: string | null }>({});
  const [isBusy, setIsBusy] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    void checkResetToken(token).then((isValid) => {
      if (isCurrent) setTokenState(isValid ? 'valid' : 'invalid');
    });
    return () => {
      isCurrent = false;
    };
  }, [token]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = {
      password: requiredField(password),
      confirmation: resetPasswordsError(password, confirmation),
    };
    setErrors(found);
    if (found.password || found.confirmation) {
      focusInvalid();
      return;
    }
    setIsBusy(true);
    const isDone = await resetPassword(token, password);
    setIsBusy(false);
    if (isDone) navigate('/signin');
  };

  return (
    <section className="account-page" aria-labelledby="reset-titre">
      <h1 id="reset-titre" className="page-title">
        NOUVEAU MOT DE PASSE
      </h1>
      {tokenState === 'checking' && <Spinner label="Vérification du lien" />}
      {tokenState === 'invalid' && (
        <p className="account-page__alert" role="alert">
          {messages.resetTokenInvalid}
        </p>
      )}
      {tokenState === 'valid' && (
        <form ref={formRef} className="account-form" noValidate onSubmit={onSubmit}>
          <Field
            label="Nouveau mot de passe"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            error={errors.password}
          />
          <Field
            label="Confirmation du mot de passe"
            type="password"
            autoComplete="new-password"
            value={confirmation}
            onChange={setConfirmation}
            error={errors.confirmation}
          />
          <button type="submit" className="button button--primary account-form__submit" disabled={isBusy}>
            VALIDER
          </button>
        </form>
      )}
      <p className="account-page__switch">
        <Link to="/signin" className="button button--ghost">
          CONNEXION
        </Link>
      </p>
    </section>
  );
}
