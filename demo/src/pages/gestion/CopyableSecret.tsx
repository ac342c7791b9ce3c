import { useRef, useState } from 'react';

export interface CopyableSecretProps {
  /** The input's id (its label points at it). */
  id: string;
  label: string;
  value: string;
  copyLabel: string;
  /** Announced once copied. */
  copiedText: string;
  /** Announced when the clipboard refuses: the value is then selected, for the person to copy it. */
  failedText: string;
}

/**
 * A value shown once to be passed on (a device's key, a staff member's activation link): read-only, selected
 * on focus, with a copy button whose outcome is announced. Give it `key={value}` so a new value starts
 * without the last one's announcement.
 */
export function CopyableSecret({ id, label, value, copyLabel, copiedText, failedText }: CopyableSecretProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [news, setNews] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setNews(copiedText);
    } catch {
      inputRef.current?.focus();
      inputRef.current?.select();
      setNews(failedText);
    }
  };
  return (
    <>
      <label className="account-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="gestion-link__row">
        <input
          ref={inputRef}
          id={id}
          className="account-field__input gestion-link__input"
          readOnly
          value={value}
          onFocus={(event) => event.target.select()}
        />
        <button type="button" className="button button--outline" onClick={copy}>
          {copyLabel}
        </button>
      </div>
      <p className="gestion-form-status" role="status">
        {news}
      </p>
    </>
  );
}
