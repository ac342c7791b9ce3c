import { type InputHTMLAttributes, useId } from 'react';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The French message under the field; sets `aria-invalid`. */
  error?: string | null;
  /** A hint under the label. */
  hint?: string;
}

/** A labelled text input with its error message tied by `aria-describedby`. */
export function Field({ label, value, onChange, error, hint, id, ...input }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-erreur`;
  const hintId = `${inputId}-aide`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="account-field" data-invalid={error ? 'true' : 'false'}>
      <label htmlFor={inputId} className="account-field__label">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="account-field__hint">
          {hint}
        </p>
      )}
      <input
        {...input}
        id={inputId}
        className="account-field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error && (
        <p id={errorId} className="account-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A checkbox with its label and optional error. */
export function CheckboxField({
  label,
  checked,
  onChange,
  error,
  children,
}: {
  label?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | null;
  children?: React.ReactNode;
}) {
  const id = useId();
  return (
    <div className="account-check" data-invalid={error ? 'true' : 'false'}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-erreur` : undefined}
      />
      <label htmlFor={id}>{children ?? label}</label>
      {error && (
        <p id={`${id}-erreur`} className="account-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** Focuses the first invalid field of a form after a refused submit. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
