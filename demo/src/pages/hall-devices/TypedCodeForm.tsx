import { type FormEvent, useId, useState } from 'react';
import { hallDeviceMessages as text } from './messages.ts';

export interface TypedCodeFormProps {
  onSubmit: (code: string) => void;
}

/**
 * A code typed by hand, or by a handheld scanner that types like a keyboard and presses Enter: the field
 * empties after each code, ready for the next person.
 */
export function TypedCodeForm({ onSubmit }: TypedCodeFormProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim() === '') {
      setError(text.typedCodeRequired);
      return;
    }
    setError(null);
    onSubmit(value);
    setValue('');
  };

  return (
    <form className="typed-code" onSubmit={submit} noValidate>
      <label className="typed-code__label" htmlFor={`${id}-code`}>
        {text.typedCodeLabel}
      </label>
      <div className="typed-code__row">
        <input
          id={`${id}-code`}
          className="typed-code__input"
          type="text"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        <button type="submit" className="button button--primary">
          {text.typedCodeSubmit}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="typed-code__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
