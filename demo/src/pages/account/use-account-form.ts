import { type FocusEvent, type RefObject, useEffect, useRef, useState } from 'react';
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
  /** Props of a `Field` bound to a text entry of the form (its error shows when it loses focus). */
  field: <K extends KeysOf<Form, string>>(
    key: K,
  ) => {
    value: string;
    onChange: (value: string) => void;
    onBlur: (event?: FocusEvent) => void;
    error: string | null | undefined;
  };
  /** Props of a `CheckboxField` bound to a boolean entry of the form. */
  checkbox: <K extends KeysOf<Form, boolean>>(
    key: K,
  ) => {
    checked: boolean;
    onChange: (checked: boolean) => void;
    onBlur: (event?: FocusEvent) => void;
    error: string | null | undefined;
  };
  /** Runs `validate`; `true` when nothing is wrong, else the errors show and the first invalid field is focused. */
  isValid: () => boolean;
}

type KeysOf<Form, Value> = { [K in keyof Form]: Form[K] extends Value ? K : never }[keyof Form];

/**
 * The state every account form shares (sign-up, profile): the values, their errors, fields bound by key,
 * a field's error shown when it loses focus and kept up to date while it is corrected, and validation on
 * submit that shows every error and focuses the first invalid field (RGAA 11.10).
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
  const set = (key: keyof Form, value: unknown) => {
    const next = { ...form, [key]: value };
    setForm(next);
    // An error already shown follows the correction; no new error appears while typing.
    setErrors((shown) => {
      const found = validate(next);
      const updated = { ...shown };
      for (const shownKey of Object.keys(shown) as (keyof Form)[]) {
        if (shown[shownKey]) updated[shownKey] = found[shownKey] ?? null;
      }
      return updated;
    });
  };
  const isPressingSubmit = usePressOnSubmit(formRef);
  /**
   * Leaving a field shows its error, if any; not when the player is pressing the submit button: the
   * message would push the button down between the press and the release, and the click would be lost.
   * The submit checks every field anyway.
   */
  const check = (key: keyof Form, event?: FocusEvent) => {
    const next = event?.relatedTarget;
    const isToSubmit =
      next instanceof HTMLButtonElement && next.type === 'submit' && next.form === formRef.current;
    if (isToSubmit || isPressingSubmit.current) return;
    setErrors((shown) => ({ ...shown, [key]: validate(form)[key] ?? null }));
  };

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
      onBlur: (event) => check(key, event),
      error: errors[key],
    }),
    checkbox: (key) => ({
      checked: form[key] as boolean,
      onChange: (checked) => set(key, checked),
      onBlur: (event) => check(key, event),
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

/** Whether a pointer is down on the form's submit button (touch browsers blur the field before the click). */
function usePressOnSubmit(formRef: RefObject<HTMLFormElement | null>): RefObject<boolean> {
  const isPressing = useRef(false);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const press = (event: PointerEvent) => {
      isPressing.current =
        event.target instanceof Element && event.target.closest('button[type="submit"]') !== null;
    };
    // After the click that follows the release.
    const release = () =>
      setTimeout(() => {
        isPressing.current = false;
      }, 0);
    form.addEventListener('pointerdown', press, true);
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
    return () => {
      form.removeEventListener('pointerdown', press, true);
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
    };
  }, [formRef]);
  return isPressing;
}
