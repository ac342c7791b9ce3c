import { type RefObject, useRef, useState } from 'react';
import { focusFirstInvalid } from './Field.tsx';

/** Each field's French error, `null` (or absent) when it is fine. */
export type FormErrors<Form> = Partial<Record<keyof Form, string | null>>;

/** What {@link useAccountForm} gives a form. */
export interface AccountForm<Form extends object> {
  form: Form;
  setForm: (form: Form) => void;
  errors: FormErrors<Form>;
  /** Shows errors (e.g. the server's duplicates) and moves focus to the first invalid field. */
  showErrors: (errors: FormErrors<Form>) => void;
  formRef: RefObject<HTMLFormElement | null>;
  /** Props of a `Field` bound to a text entry of the form. */
  field: <K extends KeysOf<Form, string>>(
    key: K,
  ) => { value: string; onChange: (value: string) => void; error: string | null | undefined };
  /** Props of a `CheckboxField` bound to a boolean entry of the form. */
  checkbox: <K extends KeysOf<Form, boolean>>(
    key: K,
  ) => { checked: boolean; onChange: (checked: boolean) => void; error: string | null | undefined };
  /** Runs `validate`; `true` when nothing is wrong, else the errors show and the first invalid field is focused. */
  isValid: () => boolean;
}

type KeysOf<Form, Value> = { [K in keyof Form]: Form[K] extends Value ? K : never }[keyof Form];

/**
 * The state every account form shares (sign-up, profile): the values, their errors, fields bound by key,
 * and validation on submit that focuses the first invalid field (RGAA 11.10).
 *
 * @example
 * const { field, isValid, formRef } = useAccountForm(emptyForm, validate);
 * <form ref={formRef} onSubmit={(e) => { e.preventDefault(); if (isValid()) save(form); }}>
 *   <Field label="Nom" autoComplete="family-name" {...field('lastName')} />
 */
export function useAccountForm<Form extends object>(
  initial: Form | (() => Form),
  validate: (form: Form) => FormErrors<Form>,
): AccountForm<Form> {
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<Form>(initial);
  const [errors, setErrors] = useState<FormErrors<Form>>({});
  const set = (key: keyof Form, value: unknown) => setForm((current) => ({ ...current, [key]: value }));

  const showErrors = (found: FormErrors<Form>) => {
    setErrors(found);
    // After the render that marks the fields invalid.
    setTimeout(() => focusFirstInvalid(formRef.current), 0);
  };

  return {
    form,
    setForm,
    errors,
    showErrors,
    formRef,
    field: (key) => ({
      value: form[key] as string,
      onChange: (value) => set(key, value),
      error: errors[key],
    }),
    checkbox: (key) => ({
      checked: form[key] as boolean,
      onChange: (checked) => set(key, checked),
      error: errors[key],
    }),
    isValid: () => {
      const found = validate(form);
      if (Object.values(found).some(Boolean)) {
        showErrors(found);
        return false;
      }
      setErrors(found);
      return true;
    },
  };
}
