import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Field } from '../account/Field.tsx';
import { actionMessages as t } from './action-messages.ts';
import { StaffApiError } from './staff-session.ts';

export interface MotifFormProps {
  /** The form's name for screen readers (« Annuler la réservation de 19 h 00 – 20 h 30 »). */
  label: string;
  submitText: string;
  busyText: string;
  /** An example of motif, shown in the empty field. */
  example?: string;
  /** The call; a refusal it throws shows in the form, with what was typed kept. */
  onSubmit: (reason: string) => Promise<void>;
  onCancel: () => void;
  onKeyDown?: (event: KeyboardEvent) => void;
}

/** An inline form asking a motif before an action: its field takes the focus when it opens. */
export function MotifForm({
  label,
  submitText,
  busyText,
  example,
  onSubmit,
  onCancel,
  onKeyDown,
}: MotifFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const focusField = () => formRef.current?.querySelector('input')?.focus();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form opens.
  useEffect(() => focusField(), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    setRefusal(null);
    if (reason.trim() === '') {
      setError(t.reasonRequired);
      focusField();
      return;
    }
    setError(null);
    setIsBusy(true);
    try {
      await onSubmit(reason.trim());
    } catch (failure) {
      const refused = failure instanceof StaffApiError ? failure : new StaffApiError(0, String(failure));
      const fieldError = refused.fieldErrors.motif;
      setError(fieldError ?? null);
      setRefusal(fieldError ? null : refused.message);
      setIsBusy(false);
      if (fieldError) focusField();
    }
  };

  return (
    <form
      ref={formRef}
      className="gestion-motif-form"
      noValidate
      aria-label={label}
      aria-busy={isBusy ? 'true' : undefined}
      onSubmit={submit}
      onKeyDown={onKeyDown}
    >
      <Field
        label={t.reason}
        value={reason}
        onChange={setReason}
        error={error}
        placeholder={example}
        maxLength={200}
        autoComplete="off"
      />
      {refusal && (
        <p className="gestion-alert" role="alert">
          {refusal}
        </p>
      )}
      <div className="gestion-action-form__buttons">
        <button
          type="submit"
          className="button button--primary gestion-small-button"
          aria-disabled={isBusy ? 'true' : undefined}
        >
          {isBusy ? busyText : submitText}
        </button>
        <button type="button" className="button button--ghost gestion-small-button" onClick={onCancel}>
          {t.back}
        </button>
      </div>
    </form>
  );
}
