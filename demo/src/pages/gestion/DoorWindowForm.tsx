import { type FormEvent, useRef, useState } from 'react';
import { Field, useFocusFirstInvalid } from '../account/Field.tsx';
import { MAX_DOOR_OPENS_MINUTES_BEFORE, rulesFormFields, saveDoorWindow } from './rules-api.ts';
import { doorSavedText, rulesMessages as t } from './rules-messages.ts';
import { StaffApiError } from './staff-session.ts';

const WHOLE_MINUTES = /^\d{1,3}$/;

export interface DoorWindowFormProps {
  hallKey: string;
  /** The window the server holds, in minutes before a session. */
  minutesBefore: number;
}

/**
 * « Ouverture de la porte »: how many minutes before their session the door lets the players in (0 to
 * 240), checked here and by the server (its 422 shows on the field). A failure keeps what was typed.
 */
export function DoorWindowForm({ hallKey, minutesBefore }: DoorWindowFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid(formRef);
  const [value, setValue] = useState(String(minutesBefore));
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [news, setNews] = useState('');
  const [isBusy, setIsBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    const typed = value.trim();
    const minutes = Number(typed);
    const isValid = WHOLE_MINUTES.test(typed) && minutes <= MAX_DOOR_OPENS_MINUTES_BEFORE;
    setError(isValid ? null : t.minutesInvalid);
    setRefusal(null);
    setNews('');
    if (!isValid) {
      focusInvalid();
      return;
    }
    setIsBusy(true);
    try {
      const saved = await saveDoorWindow(hallKey, minutes);
      setValue(String(saved));
      setNews(doorSavedText(saved));
    } catch (caught) {
      const refused = caught instanceof StaffApiError ? caught : new StaffApiError(0, String(caught));
      const fieldError = Object.entries(refused.fieldErrors).find(
        ([wire]) => rulesFormFields[wire] === 'minutes',
      )?.[1];
      setError(fieldError ?? null);
      setRefusal(fieldError ? null : refused.message);
      if (fieldError) focusInvalid();
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <section className="gestion-rules__part" aria-labelledby="gestion-porte-titre">
      <h2 id="gestion-porte-titre" className="gestion-subtitle">
        {t.doorTitle}
      </h2>
      {refusal && (
        <p className="gestion-alert" role="alert">
          {refusal}
        </p>
      )}
      <form
        ref={formRef}
        className="gestion-rules__card-form"
        noValidate
        onSubmit={onSubmit}
        aria-busy={isBusy ? 'true' : undefined}
      >
        <Field
          label={t.minutesLabel}
          hint={t.minutesHint}
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_DOOR_OPENS_MINUTES_BEFORE}
          step={1}
          value={value}
          onChange={setValue}
          error={error}
        />
        <button
          type="submit"
          className="button button--primary gestion-rules__submit"
          aria-disabled={isBusy ? 'true' : undefined}
        >
          {t.save}
        </button>
      </form>
      <p className="gestion-form-status" role="status">
        {isBusy ? t.saving : news}
      </p>
    </section>
  );
}
