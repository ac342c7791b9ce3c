import { type FormEvent, useId, useRef, useState } from 'react';
import { Field, useFocusFirstInvalid } from '../account/Field.tsx';
import { clockText, dateText, isLocalDate } from './format.ts';
import type { ExceptionDay, OpeningHours } from './hours-api.ts';
import { hoursMessages as t } from './hours-messages.ts';
import { HoursRefusal } from './OutsideReservations.tsx';
import { formErrorsOf } from './staff-api.ts';
import { useHoursSave } from './use-hours-save.ts';

type FieldName = 'date' | 'opens' | 'closes';
type Errors = Partial<Record<FieldName, string>>;

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

export interface ExceptionDaysProps {
  hallKey: string;
  hours: OpeningHours;
  onSaved: (hours: OpeningHours, news: string) => void;
}

const dayText = (day: ExceptionDay) =>
  day.isClosed ? t.closedAllDay : t.specialHours(`${clockText(day.opens)} – ${clockText(day.closes)}`);

/**
 * « Dates exceptionnelles »: the days to come when the whole hall closes (a holiday) or opens at special
 * hours, each with « Retirer », and a form to add one. Each change is saved at once; games it would leave
 * out are named with the choice to keep or cancel them.
 */
export function ExceptionDays({ hallKey, hours, onSaved }: ExceptionDaysProps) {
  const { today } = hours;
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid(formRef);
  const closedId = useId();
  const [date, setDate] = useState('');
  const [isClosed, setIsClosed] = useState(true);
  const [opens, setOpens] = useState('');
  const [closes, setCloses] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [news, setNews] = useState('');
  const saving = useHoursSave(hallKey, (saved, said) => {
    setNews(said);
    // The day typed is saved (at once, or once the games in its way were kept or cancelled): the form empties.
    if (saved.exceptions.some((day) => day.date === date)) {
      setDate('');
      setOpens('');
      setCloses('');
    }
    onSaved(saved, said);
  });
  const courtLabels = new Map(hours.courts.map((court) => [court.courtId, court.label]));

  const send = async (exceptions: ExceptionDay[], said: string) => {
    setRefusal(null);
    setNews('');
    const outcome = await saving.save({ courts: [], exceptions }, said);
    if (outcome?.kind === 'refused') {
      const fieldErrors = formErrorsOf(outcome.error.fieldErrors);
      setRefusal(Object.values(fieldErrors)[0] ?? outcome.error.message);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Errors = {};
    if (!isLocalDate(date)) found.date = t.dateRequired;
    else if (date < today) found.date = t.pastDate;
    else if (hours.exceptions.some((day) => day.date === date)) found.date = t.dateTaken;
    if (!isClosed) {
      for (const [field, value] of [
        ['opens', opens],
        ['closes', closes],
      ] as const) {
        const match = HH_MM.exec(value);
        if (!match) found[field] = t.timeRequired;
        else if (Number(match[2]) % 5 !== 0) found[field] = t.fiveMinutes;
      }
      if (!found.opens && !found.closes && closes <= opens) found.closes = t.closesBeforeOpens;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusInvalid();
      return;
    }
    const added: ExceptionDay = isClosed
      ? { date, isClosed: true }
      : { date, isClosed: false, opens, closes };
    const exceptions = [...hours.exceptions, added].sort((a, b) => a.date.localeCompare(b.date));
    await send(exceptions, t.exceptionAdded(dateText(date)));
  };

  return (
    <section className="gestion-rules__part" aria-labelledby="gestion-exceptions-titre">
      <h2 id="gestion-exceptions-titre" className="gestion-subtitle">
        {t.exceptionsTitle}
      </h2>
      <p className="gestion-muted">{t.exceptionsHint}</p>
      {hours.exceptions.length === 0 ? (
        <p className="gestion-muted">{t.noException}</p>
      ) : (
        <ul className="gestion-hours__exceptions" aria-label={t.exceptionsList}>
          {hours.exceptions.map((day) => (
            <li key={day.date} className="gestion-hours__exception">
              <span>
                <strong>{dateText(day.date)}</strong> · {dayText(day)}
              </span>
              <button
                type="button"
                className="button button--ghost"
                aria-label={t.removeLabel(dateText(day.date))}
                aria-disabled={saving.isBusy ? 'true' : undefined}
                onClick={() =>
                  void send(
                    hours.exceptions.filter((other) => other.date !== day.date),
                    t.exceptionRemoved(dateText(day.date)),
                  )
                }
              >
                {t.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        ref={formRef}
        className="gestion-hours__add"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="gestion-exception-ajout-titre"
        aria-busy={saving.isBusy ? 'true' : undefined}
      >
        <h3 id="gestion-exception-ajout-titre" className="gestion-hours__add-title">
          {t.addTitle}
        </h3>
        <Field label={t.date} type="date" min={today} value={date} onChange={setDate} error={errors.date} />
        <div className="account-check">
          <input
            id={closedId}
            type="checkbox"
            checked={isClosed}
            onChange={(event) => setIsClosed(event.target.checked)}
          />
          <label htmlFor={closedId}>{t.closedAllDay}</label>
        </div>
        {!isClosed && (
          <div className="gestion-hours__pair">
            <Field
              label={t.opens}
              type="time"
              step={300}
              value={opens}
              onChange={setOpens}
              error={errors.opens}
            />
            <Field
              label={t.closes}
              type="time"
              step={300}
              value={closes}
              onChange={setCloses}
              error={errors.closes}
            />
          </div>
        )}
        <HoursRefusal refusal={refusal} saving={saving} courtLabels={courtLabels} />
        <button
          type="submit"
          className="button button--primary gestion-rules__submit"
          aria-disabled={saving.isBusy ? 'true' : undefined}
        >
          {saving.isBusy ? t.adding : t.addSubmit}
        </button>
      </form>
      <p className="gestion-form-status" role="status">
        {saving.isBusy ? t.saving : news}
      </p>
    </section>
  );
}
