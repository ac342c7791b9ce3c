import { useState } from 'react';
import { addDays, dateText, isLocalDate } from './format.ts';
import { consoleMessages as t } from './messages.ts';

export interface DayBarProps {
  /** The day shown (asked for, or answered); null before the first answer of « today ». */
  date: string | null;
  /** A day chosen; null for today in the hall. */
  onChoose: (date: string | null) => void;
}

/**
 * The date bar of « La journée »: the day before, today, the day after, and a date field; the day in
 * words under it, announced when it changes.
 */
export function DayBar({ date, onChoose }: DayBarProps) {
  const [typed, setTyped] = useState(date ?? '');
  // Another day chosen shows in the field; while rendering, not in an effect that could undo a first keystroke.
  const [shownDate, setShownDate] = useState(date);
  if (shownDate !== date) {
    setShownDate(date);
    setTyped(date ?? '');
  }

  const onTyped = (value: string) => {
    setTyped(value);
    // A date field sends a whole date or nothing; a half-typed one waits.
    if (isLocalDate(value) && value !== date) onChoose(value);
  };

  return (
    <div className="gestion-daybar">
      <fieldset className="gestion-daybar__controls">
        <legend className="visually-hidden">{t.dateBar}</legend>
        <button
          type="button"
          className="button button--outline"
          disabled={date === null}
          onClick={() => date && onChoose(addDays(date, -1))}
        >
          <span aria-hidden="true">‹</span> {t.previousDay}
        </button>
        <button type="button" className="button button--outline" onClick={() => onChoose(null)}>
          {t.today}
        </button>
        <button
          type="button"
          className="button button--outline"
          disabled={date === null}
          onClick={() => date && onChoose(addDays(date, 1))}
        >
          {t.nextDay} <span aria-hidden="true">›</span>
        </button>
        <label className="gestion-daybar__date">
          <span className="gestion-daybar__date-label">{t.dateLabel}</span>
          <input
            type="date"
            className="account-field__input"
            value={typed}
            onChange={(event) => onTyped(event.target.value)}
          />
        </label>
      </fieldset>
      <p className="gestion-daybar__day" aria-live="polite">
        {date ? dateText(date) : ''}
      </p>
    </div>
  );
}
