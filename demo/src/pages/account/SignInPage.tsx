import {
  adoptToken,
  confirmAccount,
  keptInvitation,
  keptInvitationPath,
  login,
  pendingPickTexts,
  placePendingPick,
  postLoginTarget,
  requiredField,
  timings,
} from '@multisalle/core';
import { Spinner } from '@multisalle/widgets';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Field, useFocusFirstInvalid } from './Field.tsx';
import { PendingPickNotice } from './PendingPickNotice.tsx';
import { usePendingPick } from './use-pending-pick.ts';
import '../../styles/account.css';

type Errors = { email?: string | null; password?: string | null };

/**
 * /signin, "JE M'IDENTIFIE" (spec 1 sections 2, 4 and 5): email and password, VALIDER; after a login,
 * the redirect of section 4 step 3 one second later. Reads `?token` (stored as the auth token) and
 * `?uuidUser&uuidConfirmation` (account or email confirmation). A slot picked on a partner's page
 * (`?salle=&sport=&creneau=&zone=&retour=`, or kept from before) is shown above the form, put in the
 * cart right after the login, and the player lands on /cart.
 */
export function SignInPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid(formRef);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [isBusy, setIsBusy] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pendingPick = usePendingPick();

  const linkToken = params.get('token');
  const uuidUser = params.get('uuidUser');
  const uuidConfirmation = params.get('uuidConfirmation');

  useEffect(() => {
    if (linkToken) {
      void adoptToken(linkToken).then(async (isLoggedIn) => {
        if (!isLoggedIn) return;
        navigate((await placePendingPick()) ? '/cart' : '/profile', { replace: true });
      });
    }
  }, [linkToken, navigate]);

  useEffect(() => {
    if (uuidUser && uuidConfirmation) void confirmAccount(uuidUser, uuidConfirmation);
  }, [uuidUser, uuidConfirmation]);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Errors = { email: requiredField(email), password: requiredField(password) };
    setErrors(found);
    if (found.email || found.password) {
      focusInvalid();
      return;
    }
    setIsBusy(true);
    const isLoggedIn = await login(email.trim(), password);
    if (!isLoggedIn) {
      // Spec 1 section 4: a failed login resets the spinner; the HTTP layer showed the server's message.
      setIsBusy(false);
      return;
    }
    // Read before the pick is placed: '/cart' while a slot picked on a partner's page waits.
    const target = postLoginTarget();
    const placed = await placePendingPick();
    if (placed) {
      navigate('/cart', { replace: true });
      return;
    }
    // Spec 1 « Invitation flow » sends a visitor's kept answer after login. It is not sent from here, blind
    // to what the hall asks: the invitation page opens at once with the answer chosen, walks the
    // player through the hall's conventions, the phone and the card, then sends it and lands on
    // MES RÉSERVATIONS with the success message.
    const invitation = keptInvitationPath();
    if (invitation && keptInvitation()?.toSave) {
      navigate(invitation, { replace: true });
      return;
    }
    redirectTimer.current = setTimeout(() => {
      if (target === 'back') navigate(-1);
      else navigate(target, { replace: true });
    }, timings.postLoginRedirectDelayMs);
  };

  return (
    <section className="account-page" aria-labelledby="signin-titre">
      <h1 id="signin-titre" className="page-title">
        JE M'IDENTIFIE
      </h1>
      <PendingPickNotice view={pendingPick} hint={pendingPickTexts.signInHint} />
      <form ref={formRef} className="account-form" noValidate onSubmit={onSubmit}>
        <Field
          label="Email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={setEmail}
          error={errors.email}
        />
        <Field
          label="Mot de passe"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={errors.password}
        />
        <p className="account-form__aside">
          <Link to="/forgot-password">Mot de passe oublié ?</Link>
        </p>
        <button type="submit" className="button button--primary account-form__submit" disabled={isBusy}>
          {isBusy ? <Spinner size="small" label="Connexion en cours" /> : null}
          VALIDER
        </button>
      </form>
      <p className="account-page__switch">
        Pas encore de compte&nbsp;?{' '}
        <Link to={`/signup${pendingPick.search}`} className="button button--ghost">
          M'INSCRIRE
        </Link>
      </p>
    </section>
  );
}
