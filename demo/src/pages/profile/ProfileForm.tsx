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
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { CheckboxField, Field, focusFirstInvalid } from '../account/Field.tsx';

type Errors = Partial<Record<keyof ProfileChanges, string | null>>;

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
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<ProfileChanges>(() => fromProfile(profile));
  const [errors, setErrors] = useState<Errors>({});
  const [isBusy, setIsBusy] = useState(false);

  // A reloaded profile (after saving, or a verified phone) refills the form.
  useEffect(() => setForm(fromProfile(profile)), [profile]);

  const set =
    <K extends keyof ProfileChanges>(key: K) =>
    (value: ProfileChanges[K]) =>
      setForm((current) => ({ ...current, [key]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(form);
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      setTimeout(() => focusFirstInvalid(formRef.current), 0);
      return;
    }
    setIsBusy(true);
    const result = await updateProfile(form);
    setIsBusy(false);
    if (!result.isSaved) {
      setErrors(duplicateErrors(result.duplicates));
      setTimeout(() => focusFirstInvalid(formRef.current), 0);
    }
  };

  return (
    <form ref={formRef} className="account-form" noValidate onSubmit={onSubmit}>
      <div className="account-form__row">
        <Field
          label="Nom"
          autoComplete="family-name"
          value={form.lastName}
          onChange={set('lastName')}
          error={errors.lastName}
        />
        <Field
          label="Prénom"
          autoComplete="given-name"
          value={form.firstName}
          onChange={set('firstName')}
          error={errors.firstName}
        />
      </div>
      <Field
        label="Pseudonyme"
        autoComplete="nickname"
        maxLength={PSEUDONYM_MAX_LENGTH}
        value={form.pseudonym}
        onChange={set('pseudonym')}
        error={errors.pseudonym}
      />
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={set('email')}
        error={errors.email}
      />
      <Field
        label="Portable"
        type="tel"
        autoComplete="tel"
        value={form.phone}
        onChange={set('phone')}
        error={errors.phone}
      />
      <CheckboxField
        label="Je souhaite recevoir les informations des salles par email."
        checked={form.acceptsMailing}
        onChange={set('acceptsMailing')}
      />
      <button type="submit" className="button button--primary account-form__submit" disabled={isBusy}>
        ENREGISTRER
      </button>
    </form>
  );
}
