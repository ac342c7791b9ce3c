import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Field, useFocusFirstInvalid } from '../account/Field.tsx';
import { actionMessages as t } from './action-messages.ts';
import { addDays, rangeText } from './format.ts';
import { closeCourts, formErrorsOf, type HallDay } from './staff-api.ts';
import { StaffApiError } from './staff-session.ts';
import { wallTimeToIso } from './wall-time.ts';

type FieldName = 'court' | 'startDate' | 'startsAt' | 'endDate' | 'endsAt' | 'reason' | 'weeklyUntil';
type Errors = Partial<Record<FieldName, string>>;
const fields: FieldName[] = ['court', 'startDate', 'startsAt', 'endDate', 'endsAt', 'reason', 'weeklyUntil'];

export interface ClosureFormProps {
  hallKey: string;
  day: HallDay;
  /** Runs once the server has closed, with the news to say. */
  onClosed: (news: string) => void;
  onCancel: () => void;
  /** Escape closes the form. */
  onKeyDown?: (event: KeyboardEvent) => void;
}

/**
 * « Fermer un terrain »: a court or the whole floor, from a date and time to another in the hall's wall
 * time, a motif, and every week until a date if asked. A refusal keeps what was typed: a 409 lists the
 * reservations in the way, a 422 puts each message beside its field.
 */
export function ClosureForm({ hallKey, day, onClosed, onCancel, onKeyDown }: ClosureFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid(formRef);
  useEffect(() => formRef.current?.querySelector<HTMLElement>('select, input')?.focus(), []);
  const courtId = useId();
  const [court, setCourt] = useState(String(day.courts[0]?.id ?? ''));
  const [startDate, setStartDate] = useState(day.date);
  const [startTime, setStartTime] = useState('');
  const [endDate, setEndDate] = useState(day.date);
  const [endTime, setEndTime] = useState('');
  const [reason, setReason] = useState('');
  const [weeklyUntil, setWeeklyUntil] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<{ message: string; inTheWay: string[] } | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const labels = new Map(day.courts.map((found) => [found.id, found.label]));
  const sessionText = (id: string) => {
    const session = day.sessions.find((found) => found.reservationId === id);
    if (!session) return id;
    const who = session.organiser ? ` · ${session.organiser.firstName} ${session.organiser.lastName}` : '';
    return `${labels.get(session.courtId) ?? ''} · ${rangeText(session.startsAt, session.endsAt)}${who}`;
  };

  const showErrors = (found: Errors) => {
    setErrors(found);
    focusInvalid();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(false);
  };

  /** Sends the closure; `cancelInTheWay` after a refusal, to cancel the reservations it named. */
  const submit = async (cancelInTheWay: boolean) => {
    if (isBusy) return;
    setRefusal(null);
    const startsAt = wallTimeToIso(startDate, startTime);
    const endsAt = wallTimeToIso(endDate, endTime);
    const until = weeklyUntil ? wallTimeToIso(addDays(weeklyUntil, 1), '00:00') : undefined;
    const found: Errors = {};
    if (!startDate) found.startDate = t.dateRequired;
    else if (!startsAt) found.startsAt = t.timeRequired;
    if (!endDate) found.endDate = t.dateRequired;
    else if (!endsAt) found.endsAt = t.timeRequired;
    if (startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt)) found.endsAt = t.endBeforeStart;
    if (reason.trim() === '') found.reason = t.reasonRequired;
    if (!startsAt || !endsAt || Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    setIsBusy(true);
    try {
      await closeCourts(hallKey, {
        courtId: court === '' ? null : Number(court),
        startsAt,
        endsAt,
        reason: reason.trim(),
        weeklyUntil: until ?? undefined,
        cancelReservations: cancelInTheWay,
      });
      onClosed(t.closedNews);
    } catch (error) {
      const refused = error instanceof StaffApiError ? error : new StaffApiError(0, String(error));
      const fieldErrors = formErrorsOf(refused.fieldErrors) as Errors;
      const shown = Object.keys(fieldErrors).some((field) => fields.includes(field as FieldName));
      if (shown) showErrors(fieldErrors);
      else {
        const ids = (refused.body as { idReservations?: unknown } | null)?.idReservations;
        const inTheWay = Array.isArray(ids) ? ids.map(String).map(sessionText) : [];
        setRefusal({ message: refused.message, inTheWay });
      }
      setIsBusy(false);
    }
  };

  return (
    <form
      ref={formRef}
      className="gestion-action-form"
      noValidate
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      aria-labelledby="gestion-fermeture-titre"
      aria-busy={isBusy ? 'true' : undefined}
    >
      <h2 id="gestion-fermeture-titre" className="gestion-subtitle">
        {t.closeTitle}
      </h2>
      <div className="account-field" data-invalid={errors.court ? 'true' : 'false'}>
        <label htmlFor={courtId} className="account-field__label">
          {t.court}
        </label>
        <select
          id={courtId}
          className="gestion-select gestion-select--field"
          value={court}
          onChange={(event) => setCourt(event.target.value)}
          aria-invalid={errors.court ? true : undefined}
          aria-describedby={errors.court ? `${courtId}-erreur` : undefined}
        >
          {day.courts.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
          <option value="">{t.wholeFloor}</option>
        </select>
        {errors.court && (
          <p id={`${courtId}-erreur`} className="account-field__error">
            {errors.court}
          </p>
        )}
      </div>
      <fieldset className="gestion-action-form__pair">
        <legend className="account-field__label">{t.start}</legend>
        <Field
          label={t.startDate}
          type="date"
          value={startDate}
          onChange={setStartDate}
          error={errors.startDate}
        />
        <Field
          label={t.startTime}
          type="time"
          value={startTime}
          onChange={setStartTime}
          error={errors.startsAt}
        />
      </fieldset>
      <fieldset className="gestion-action-form__pair">
        <legend className="account-field__label">{t.end}</legend>
        <Field label={t.endDate} type="date" value={endDate} onChange={setEndDate} error={errors.endDate} />
        <Field label={t.endTime} type="time" value={endTime} onChange={setEndTime} error={errors.endsAt} />
      </fieldset>
      <Field label={t.reason} value={reason} onChange={setReason} error={errors.reason} maxLength={200} />
      <Field
        label={t.weeklyUntil}
        type="date"
        hint={t.weeklyHint}
        value={weeklyUntil}
        onChange={setWeeklyUntil}
        error={errors.weeklyUntil}
      />
      {refusal && (
        <div className="gestion-alert" role="alert">
          <p>{refusal.message}</p>
          {refusal.inTheWay.length > 0 && (
            <>
              <p className="gestion-alert__text">{t.inTheWay}</p>
              <ul>
                {refusal.inTheWay.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <p className="gestion-alert__text">{t.closeAndCancelHint}</p>
              <button
                type="button"
                className="button button--primary"
                aria-disabled={isBusy ? 'true' : undefined}
                onClick={() => void submit(true)}
              >
                {isBusy ? t.closing : t.closeAndCancel}
              </button>
            </>
          )}
        </div>
      )}
      <div className="gestion-action-form__buttons">
        <button type="submit" className="button button--primary" aria-disabled={isBusy ? 'true' : undefined}>
          {isBusy ? t.closing : t.closeSubmit}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t.back}
        </button>
      </div>
    </form>
  );
}
