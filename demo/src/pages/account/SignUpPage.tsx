import {
  accountMessages,
  accountRuleMessages,
  newPasswordError,
  PSEUDONYM_MAX_LENGTH,
  passwordsMatchError,
  pendingPickTexts,
  pseudonymError,
  requiredField,
  signup,
} from '@multisalle/core';
import { Modal, Spinner } from '@multisalle/widgets';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CheckboxField, Field } from './Field.tsx';
import { PendingPickNotice } from './PendingPickNotice.tsx';
import { clearSignupDraft, readSignupDraft, saveSignupDraft } from './signup-draft.ts';
import { type FormErrors, useAccountForm } from './use-account-form.ts';
import { usePendingPick } from './use-pending-pick.ts';
import '../../styles/account.css';
import '../../styles/signup-form.css';

const emptyForm = {
  lastName: '',
  firstName: '',
  pseudonym: '',
  email: '',
  phone: '',
  password: '',
  confirmation: '',
  acceptsTerms: false,
  isOver16: false,
  acceptsMarketing: false,
};
type Form = typeof emptyForm;

function validate(form: Form): FormErrors<Form> {
  return {
    lastName: requiredField(form.lastName),
    firstName: requiredField(form.firstName),
    pseudonym: pseudonymError(form.pseudonym),
    // Spec 1 section 5 asks only "required" of the sign-up email; the server checks the rest.
    email: requiredField(form.email),
    password: newPasswordError(form.password),
    confirmation: passwordsMatchError(form.password, form.confirmation),
    acceptsTerms: form.acceptsTerms ? null : accountRuleMessages.termsRequired,
    isOver16: form.isOver16 ? null : accountRuleMessages.ageRequired,
  };
}

/**
 * /signup, "JE CRÉE MON COMPTE" (spec 1 sections 2, 4 and 5): the sign-up fields and rules, then the
 * success or error modal. Beyond the spec: required fields are marked, the password rule and
 * the pseudonym's « n/12 » counter show before typing, a field's error shows when it is left and all of
 * them on submit with focus on the first; the submit is never silently disabled (the 16-year box is an
 * error like the others). The ticked terms are sent so the first login does not ask for them again. A slot
 * picked on a partner's page is shown above the form and kept (storage) for the first sign-in after the
 * activation. The terms open in a new tab, and what was typed (passwords aside) is kept for the tab's life
 * should the visitor leave the page anyway (signup-draft.ts).
 */
export function SignUpPage() {
  const navigate = useNavigate();
  // What was typed before leaving the page in this tab comes back (passwords aside).
  const { form, formRef, field, checkbox, isValid } = useAccountForm(
    () => ({ ...emptyForm, ...readSignupDraft(emptyForm) }),
    validate,
  );
  useEffect(() => saveSignupDraft(form), [form]);
  const [isBusy, setIsBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ isCreated: boolean; message?: string } | null>(null);
  const pendingPick = usePendingPick();
  const signInPath = `/signin${pendingPick.search}`;
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isValid()) return;
    setIsBusy(true);
    const result = await signup(form);
    setIsBusy(false);
    if (result.isCreated) clearSignupDraft();
    setOutcome(result.isCreated ? { isCreated: true } : { isCreated: false, message: result.message });
  };

  return (
    <section className="account-page" aria-labelledby="signup-titre">
      <h1 id="signup-titre" className="page-title">
        JE CRÉE MON COMPTE
      </h1>
      <PendingPickNotice view={pendingPick} hint={pendingPickTexts.signUpHint} />
      <form ref={formRef} className="account-form" noValidate onSubmit={onSubmit}>
        <p className="signup-form__legend">Les champs marqués d'un astérisque (*) sont obligatoires.</p>
        <div className="account-form__row">
          <Field label="Nom" autoComplete="family-name" isRequired {...field('lastName')} />
          <Field label="Prénom" autoComplete="given-name" isRequired {...field('firstName')} />
        </div>
        <Field
          label="Nom de joueur"
          hint={`Votre pseudonyme, ${PSEUDONYM_MAX_LENGTH} caractères au plus.`}
          autoComplete="nickname"
          isRequired
          maxChars={PSEUDONYM_MAX_LENGTH}
          {...field('pseudonym')}
        />
        <Field label="Email" type="email" autoComplete="email" isRequired {...field('email')} />
        <Field label="Portable (facultatif)" type="tel" autoComplete="tel" {...field('phone')} />
        <Field
          label="Mot de passe"
          type="password"
          autoComplete="new-password"
          hint={accountRuleMessages.passwordRule}
          isRequired
          {...field('password')}
        />
        <Field
          label="Confirmation du mot de passe"
          type="password"
          autoComplete="new-password"
          isRequired
          {...field('confirmation')}
        />
        <CheckboxField isRequired {...checkbox('acceptsTerms')}>
          {/* In a new tab: read here, the links left the form (and on a phone, what was typed with it). */}
          J'accepte les{' '}
          <a href="/rgpd" target="_blank" rel="noopener" aria-describedby="signup-nouvel-onglet">
            conditions générales d'utilisation
          </a>{' '}
          et la{' '}
          <a
            href="/politique-de-confidentialite"
            target="_blank"
            rel="noopener"
            aria-describedby="signup-nouvel-onglet"
          >
            politique de confidentialité
          </a>
          .
        </CheckboxField>
        <span id="signup-nouvel-onglet" hidden>
          S'ouvre dans un nouvel onglet
        </span>
        <CheckboxField label="J'atteste que j'ai plus de 16 ans." isRequired {...checkbox('isOver16')} />
        <CheckboxField
          label="J'accepte de recevoir les informations et offres des salles par email."
          {...checkbox('acceptsMarketing')}
        />
        <button type="submit" className="button button--primary account-form__submit" disabled={isBusy}>
          {isBusy ? <Spinner size="small" label="Inscription en cours" /> : null}
          JE CRÉE MON COMPTE
        </button>
      </form>
      <p className="account-page__switch">
        Déjà inscrit&nbsp;?{' '}
        <Link to={signInPath} className="button button--ghost">
          M'IDENTIFIER
        </Link>
      </p>
      {outcome?.isCreated && (
        <Modal
          title={accountMessages.signupSuccessTitle}
          onClose={() => navigate(signInPath)}
          actions={
            <button type="button" className="button button--primary" onClick={() => navigate(signInPath)}>
              OK
            </button>
          }
        >
          <p>{accountMessages.signupSuccessText}</p>
        </Modal>
      )}
      {outcome && !outcome.isCreated && (
        <Modal
          title={accountMessages.signupErrorTitle}
          onClose={() => setOutcome(null)}
          actions={
            <button type="button" className="button button--primary" onClick={() => setOutcome(null)}>
              FERMER
            </button>
          }
        >
          <p>{outcome.message}</p>
        </Modal>
      )}
    </section>
  );
}
