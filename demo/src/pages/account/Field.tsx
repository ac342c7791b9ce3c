import { type InputHTMLAttributes, type RefObject, useCallback, useId } from 'react';
import { useAfterRender } from '../../app/use-after-render.ts';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The French message under the field; sets `aria-invalid`. */
  error?: string | null;
  /** A hint under the label. */
  hint?: string;
  /** A required field: a visible mark after the label (left out of its name) and `aria-required`. */
  isRequired?: boolean;
  /**
   * The most characters the value may have, shown as a counter (« 5/12 ») that turns to an error colour
   * past it; the value is not cut, the form's rule says what is wrong.
   */
  maxChars?: number;
}

/** A labelled text input with its error message tied by `aria-describedby`. */
export function Field({
  label,
  value,
  onChange,
  error,
  hint,
  isRequired,
  maxChars,
  id,
  ...input
}: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-erreur`;
  const hintId = `${inputId}-aide`;
  const counterId = `${inputId}-compteur`;
  const describedBy =
    [hint ? hintId : '', maxChars ? counterId : '', error ? errorId : ''].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className="account-field" data-invalid={error ? 'true' : 'false'}>
      <label
        htmlFor={inputId}
        className="account-field__label"
        data-required={isRequired ? 'true' : undefined}
      >
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
        aria-required={isRequired ? true : undefined}
        aria-describedby={describedBy}
      />
      {maxChars !== undefined && (
        <p
          id={counterId}
          className="account-field__counter"
          data-over={value.length > maxChars ? 'true' : undefined}
        >
          <span aria-hidden="true">
            {value.length}/{maxChars}
          </span>
          <span className="visually-hidden">
            {value.length} caractères sur {maxChars}
          </span>
        </p>
      )}
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
  isRequired,
  onBlur,
}: {
  label?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | null;
  children?: React.ReactNode;
  /** A box that must be ticked: a visible mark after the label and `aria-required`. */
  isRequired?: boolean;
  /** Runs when the box loses focus (the form may check it then). */
  onBlur?: (event: React.FocusEvent) => void;
}) {
  const id = useId();
  return (
    <div className="account-check" data-invalid={error ? 'true' : 'false'}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-required={isRequired ? true : undefined}
        aria-describedby={error ? `${id}-erreur` : undefined}
      />
      <label htmlFor={id} data-required={isRequired ? 'true' : undefined}>
        {children ?? label}
      </label>
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

/** Gives a function that focuses the first invalid field once the errors set beside its call are drawn. */
export function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>): () => void {
  const afterRender = useAfterRender();
  return useCallback(() => afterRender(() => focusFirstInvalid(formRef.current)), [afterRender, formRef]);
}
