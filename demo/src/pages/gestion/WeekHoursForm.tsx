import { type FormEvent, useId, useRef, useState } from 'react';
import { Field, useFocusFirstInvalid } from '../account/Field.tsx';
import { clockText } from './format.ts';
import { type CourtWeek, type OpeningHours, weekdays } from './hours-api.ts';
import { hoursMessages as t, weekdayNames } from './hours-messages.ts';
import { HoursRefusal } from './OutsideReservations.tsx';
import { formErrorsOf } from './staff-api.ts';
import { useHoursSave } from './use-hours-save.ts';

/** A day of the form: open or not, and its range as typed. */
interface DayDraft {
  isOpen: boolean;
  opens: string;
  closes: string;
}

type DayErrors = Partial<Record<'opens' | 'closes', string>>;

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

const draftOf = (court: CourtWeek): Record<number, DayDraft> =>
  Object.fromEntries(
    weekdays.map((weekday) => {
      const ranges = court.days[weekday] ?? [];
      return [
        weekday,
        { isOpen: ranges.length > 0, opens: ranges[0]?.opens ?? '', closes: ranges.at(-1)?.closes ?? '' },
      ];
    }),
  );

/** The checks the server makes too: both times, on the 5-minute grid, the closing after the opening. */
function dayErrors(day: DayDraft): DayErrors {
  if (!day.isOpen) return {};
  const errors: DayErrors = {};
  for (const field of ['opens', 'closes'] as const) {
    const match = HH_MM.exec(day[field]);
    if (!match) errors[field] = t.timeRequired;
    else if (Number(match[2]) % 5 !== 0) errors[field] = t.fiveMinutes;
  }
  if (!errors.opens && !errors.closes && day.closes <= day.opens) errors.closes = t.closesBeforeOpens;
  return errors;
}

export interface WeekHoursFormProps {
  hallKey: string;
  hours: OpeningHours;
  onSaved: (hours: OpeningHours, news: string) => void;
}

/**
 * « Semaine des terrains »: a court's seven days, each open from one time to another or closed, for that
 * court or every court at once. Checked here and by the server; a refusal keeps what was typed, and games
 * the new hours leave out are named with the choice to keep or cancel them.
 */
export function WeekHoursForm({ hallKey, hours, onSaved }: WeekHoursFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid(formRef);
  const courtFieldId = useId();
  const [courtId, setCourtId] = useState(hours.courts[0]?.courtId ?? 0);
  const court = hours.courts.find((found) => found.courtId === courtId) ?? hours.courts[0];
  const [drafts, setDrafts] = useState<Record<number, Record<number, DayDraft>>>({});
  const [isAllCourts, setIsAllCourts] = useState(false);
  const [errors, setErrors] = useState<Record<number, DayErrors>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [news, setNews] = useState('');
  const saving = useHoursSave(hallKey, (saved, said) => {
    setDrafts({});
    setNews(said);
    onSaved(saved, said);
  });
  if (!court) return null;
  const draft = drafts[court.courtId] ?? draftOf(court);
  const courtLabels = new Map(hours.courts.map((found) => [found.courtId, found.label]));

  const edit = (weekday: number, change: Partial<DayDraft>) => {
    const day = draft[weekday] ?? { isOpen: false, opens: '', closes: '' };
    setDrafts({ ...drafts, [court.courtId]: { ...draft, [weekday]: { ...day, ...change } } });
    setNews('');
    saving.dismiss();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = Object.fromEntries(
      weekdays.map((weekday) => [
        weekday,
        dayErrors(draft[weekday] ?? { isOpen: false, opens: '', closes: '' }),
      ]),
    );
    const hasErrors = Object.values(found).some((day) => Object.keys(day).length > 0);
    setErrors(found);
    setRefusal(null);
    setNews('');
    if (hasErrors) {
      focusInvalid();
      return;
    }
    const days = Object.fromEntries(
      weekdays.map((weekday) => {
        const day = draft[weekday];
        return [weekday, day?.isOpen ? [{ opens: day.opens, closes: day.closes }] : []];
      }),
    );
    const targets = isAllCourts ? hours.courts : [court];
    const outcome = await saving.save(
      { courts: targets.map((target) => ({ ...target, days })), exceptions: hours.exceptions },
      isAllCourts ? t.weekSavedAll : t.weekSaved(court.label),
    );
    if (outcome?.kind === 'refused') {
      const fieldErrors = formErrorsOf(outcome.error.fieldErrors);
      setRefusal(Object.values(fieldErrors)[0] ?? outcome.error.message);
    }
  };

  return (
    <section className="gestion-rules__part" aria-labelledby="gestion-semaine-horaires-titre">
      <h2 id="gestion-semaine-horaires-titre" className="gestion-subtitle">
        {t.weekTitle}
      </h2>
      <form
        ref={formRef}
        className="gestion-hours"
        noValidate
        onSubmit={onSubmit}
        aria-busy={saving.isBusy ? 'true' : undefined}
      >
        <div className="account-field">
          <label htmlFor={courtFieldId} className="account-field__label">
            {t.court}
          </label>
          <select
            id={courtFieldId}
            className="gestion-select gestion-select--field"
            value={court.courtId}
            onChange={(event) => {
              setCourtId(Number(event.target.value));
              setErrors({});
              setNews('');
              saving.dismiss();
            }}
          >
            {hours.courts.map((option) => (
              <option key={option.courtId} value={option.courtId}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        {weekdays.map((weekday) => {
          const day = draft[weekday] ?? { isOpen: false, opens: '', closes: '' };
          const ranges = court.days[weekday] ?? [];
          const dayError = errors[weekday] ?? {};
          return (
            <fieldset key={weekday} className="gestion-hours__day">
              <legend className="gestion-hours__name">{weekdayNames[weekday]}</legend>
              <div className="account-check gestion-hours__open">
                <input
                  id={`${courtFieldId}-${weekday}`}
                  type="checkbox"
                  checked={day.isOpen}
                  onChange={(event) => edit(weekday, { isOpen: event.target.checked })}
                />
                <label htmlFor={`${courtFieldId}-${weekday}`}>{t.open}</label>
              </div>
              {day.isOpen ? (
                <>
                  <Field
                    label={t.opens}
                    type="time"
                    step={300}
                    value={day.opens}
                    onChange={(opens) => edit(weekday, { opens })}
                    error={dayError.opens}
                  />
                  <Field
                    label={t.closes}
                    type="time"
                    step={300}
                    value={day.closes}
                    onChange={(closes) => edit(weekday, { closes })}
                    error={dayError.closes}
                  />
                </>
              ) : (
                <p className="gestion-hours__closed">{t.closedDay}</p>
              )}
              {ranges.length > 1 && day.isOpen && (
                <p className="gestion-muted gestion-hours__note">
                  {t.severalRanges(
                    ranges
                      .map((range) => `${clockText(range.opens)} – ${clockText(range.closes)}`)
                      .join(', '),
                  )}
                </p>
              )}
            </fieldset>
          );
        })}
        <label className="gestion-hours__all">
          <input
            type="checkbox"
            checked={isAllCourts}
            onChange={(event) => setIsAllCourts(event.target.checked)}
          />
          {t.allCourts}
        </label>
        <HoursRefusal refusal={refusal} saving={saving} courtLabels={courtLabels} />
        <button
          type="submit"
          className="button button--primary gestion-rules__submit"
          aria-disabled={saving.isBusy ? 'true' : undefined}
        >
          {t.saveWeek}
        </button>
      </form>
      <p className="gestion-form-status" role="status">
        {saving.isBusy ? t.saving : news}
      </p>
    </section>
  );
}
