import { hallDay } from '@multisalle/core';
import { type FormEvent, useId, useState } from 'react';
import { fetchDaySessions, isDeviceKeyError } from './hall-api.ts';
import { hallDeviceMessages as text } from './messages.ts';

export interface DeviceKeyFormProps {
  hall: { id: number; name: string };
  /** Why the form shows again (a key the server refused), read out at once. */
  notice?: string | null;
  /** The key passed the server's check (or could not be checked for want of network). */
  onSaved: (key: string) => void;
  /** Back to the page without changing the key (when the page has one). */
  onCancel?: () => void;
}

/**
 * « Clé de l'appareil »: asked once per device and hall. The key is tried on the day's sessions before it
 * is kept: a key the server refuses (unknown, revoked, another hall's, wrong scope) is said at once, in the
 * server's words, rather than on the first scan. When the server cannot be reached the key is kept
 * anyway: the page will ask again if the server refuses it later.
 */
export function DeviceKeyForm({ hall, notice = null, onSaved, onCancel }: DeviceKeyFormProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const ids = useId();
  const titleId = `${ids}-title`;
  const helpId = `${ids}-help`;
  const errorId = `${ids}-error`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const key = value.trim();
    if (key === '') {
      setError(text.keyRequired);
      return;
    }
    setError(null);
    setIsChecking(true);
    try {
      await fetchDaySessions(hall.id, hallDay(new Date()), key);
    } catch (failure) {
      if (isDeviceKeyError(failure)) {
        setIsChecking(false);
        setError(failure.status === 401 ? text.keyRefused : failure.message);
        return;
      }
    }
    setIsChecking(false);
    onSaved(key);
  };

  return (
    <div className="device-key">
      <form className="device-key__form" aria-labelledby={titleId} onSubmit={submit} noValidate>
        <p className="device-key__hall">{hall.name}</p>
        <h1 id={titleId} className="device-key__title">
          {text.keyTitle}
        </h1>
        {notice && (
          <p className="device-key__notice" role="alert">
            {notice}
          </p>
        )}
        <label className="device-key__label" htmlFor={`${ids}-key`}>
          {text.keyLabel}
        </label>
        <input
          id={`${ids}-key`}
          className="device-key__input"
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${helpId} ${errorId}` : helpId}
          onChange={(event) => setValue(event.target.value)}
        />
        <p id={helpId} className="device-key__help">
          {text.keyHelp}
        </p>
        {error && (
          <p id={errorId} className="device-key__error" role="alert">
            {error}
          </p>
        )}
        <div className="device-key__actions">
          {onCancel && (
            <button type="button" className="button" onClick={onCancel}>
              {text.staffCancel}
            </button>
          )}
          <button type="submit" className="button button--primary" disabled={isChecking}>
            {isChecking ? text.keyChecking : text.keySubmit}
          </button>
        </div>
      </form>
    </div>
  );
}
