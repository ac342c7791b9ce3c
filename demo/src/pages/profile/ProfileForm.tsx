import {
  accountMessages,
  type DuplicateField,
  emailError,
  type Profile,
  type ProfileChanges,
  PSEUDONYM_MAX_LENGTH,
  phoneError,
  pseudonymError,
  requiredField,
  updateProfile,
} from '@multisalle/core';
import { type FormEvent, useState } from 'react';
import { CheckboxField, Field } from '../account/Field.tsx';
import { type FormErrors, useAccountForm } from '../account/use-account-form.ts';

type Errors = FormErrors<ProfileChanges>;

function fromProfile(profile: Profile): ProfileChanges {
  const { lastName, firstName, pseudonym, email, phone, acceptsMailing } = profile;
  return { lastName, firstName, pseudonym, email, phone, acceptsMailing };
}

function validate(form: ProfileChanges): Errors {
  return {
    lastName: requiredField(form.lastName),
    firstName: requiredField(form.firstName),
    pseudonym: pseudonymError(form.pseudonym),
    email: emailError(form.email),
    phone: phoneError(form.phone),
  };
}

function duplicateErrors(duplicates: DuplicateField[]): Errors {
  return Object.fromEntries(
    duplicates.map((field) => [
      field,
      accountMessages.duplicateField(accountMessages.duplicateFieldNames[field]),
    ]),
  );
}

/** The MON PROFIL form: nom, prénom, pseudonyme, email, portable and the mailing opt-in. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { form, setForm, formRef, field, checkbox, isValid, showErrors } = useAccountForm(
    () => fromProfile(profile),
    validate,
  );
  const [isBusy, setIsBusy] = useState(false);

  // A reloaded profile (after saving, or a verified phone) refills the form. Done while rendering, not in an
  // effect: an effect ran after the first paint and could wipe what was typed in the form's first moments.
  const [shownProfile, setShownProfile] = useState(profile);
  if (shownProfile !== profile) {
    setShownProfile(profile);
    setForm(fromProfile(profile));
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isValid()) return;
    setIsBusy(true);
    const result = await updateProfile(form);
    setIsBusy(false);
    if (!result.isSaved) showErrors(duplicateErrors(result.duplicates));
  };

  return (
    <form ref={formRef} className="account-form" noValidate onSubmit={onSubmit}>
      <div className="account-form__row">
        <Field label="Nom" autoComplete="family-name" {...field('lastName')} />
        <Field label="Prénom" autoComplete="given-name" {...field('firstName')} />
      </div>
      <Field
        label="Pseudonyme"
        autoComplete="nickname"
        maxLength={PSEUDONYM_MAX_LENGTH}
        {...field('pseudonym')}
      />
      <Field label="Email" type="email" autoComplete="email" {...field('email')} />
      <Field label="Portable" type="tel" autoComplete="tel" {...field('phone')} />
      <CheckboxField
        label="Je souhaite recevoir les informations des salles par email."
        {...checkbox('acceptsMailing')}
      />
      <button type="submit" className="button button--primary account-form__submit" disabled={isBusy}>
        ENREGISTRER
      </button>
    </form>
  );
}
