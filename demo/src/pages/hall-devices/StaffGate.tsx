import { type FormEvent, useId, useState } from 'react';
import { hallDeviceMessages as text } from './messages.ts';
import { staffHalls, staffSignIn, staffSignOut } from './staff-gate-api.ts';

export interface StaffGateProps {
  hall: { key: string; name: string };
  /** A member serving this hall with the `desk` permission signed in: their token (signed out by the caller). */
  onSignedIn: (token: string) => void;
  onCancel: () => void;
}

/**
 * « Connexion du personnel » before the device key can be changed: a staff member of this hall with the
 * desk's permission signs in (`/api/gestion/connexion`, then `moi`); anyone else is told why, in French,
 * and their token is signed out at once.
 */
export function StaffGate({ hall, onSignedIn, onCancel }: StaffGateProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const ids = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === '' || password === '') {
      setError(text.staffRequired);
      return;
    }
    setError(null);
    setIsChecking(true);
    try {
      const token = await staffSignIn(email.trim(), password);
      const halls = await staffHalls(token).catch(async (failure: unknown) => {
        await staffSignOut(token);
        throw failure;
      });
      const served = halls.find((candidate) => candidate.key === hall.key);
      if (!served?.permissions.includes('desk')) {
        await staffSignOut(token);
        throw new Error(text.staffNotAllowed);
      }
      onSignedIn(token);
    } catch (failure) {
      setIsChecking(false);
      setPassword('');
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <div className="device-key">
      <form className="device-key__form" aria-labelledby={`${ids}-title`} onSubmit={submit} noValidate>
        <p className="device-key__hall">{hall.name}</p>
        <h1 id={`${ids}-title`} className="device-key__title">
          {text.staffTitle}
        </h1>
        <p id={`${ids}-help`} className="device-key__help">
          {text.staffHelp}
        </p>
        <label className="device-key__label" htmlFor={`${ids}-email`}>
          {text.staffEmail}
        </label>
        <input
          id={`${ids}-email`}
          className="device-key__input"
          type="email"
          autoComplete="username"
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids}-error` : `${ids}-help`}
          onChange={(event) => setEmail(event.target.value)}
        />
        <label className="device-key__label" htmlFor={`${ids}-password`}>
          {text.staffPassword}
        </label>
        <input
          id={`${ids}-password`}
          className="device-key__input"
          type="password"
          autoComplete="current-password"
          value={password}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids}-error` : undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
        {error && (
          <p id={`${ids}-error`} className="device-key__error" role="alert">
            {error}
          </p>
        )}
        <div className="device-key__actions">
          <button type="button" className="button" onClick={onCancel}>
            {text.staffCancel}
          </button>
          <button type="submit" className="button button--primary" disabled={isChecking}>
            {isChecking ? text.staffChecking : text.staffSubmit}
          </button>
        </div>
      </form>
    </div>
  );
}
