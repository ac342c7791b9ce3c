import { type FormEvent, useId, useRef, useState } from 'react';
import { Field, useFocusFirstInvalid } from '../account/Field.tsx';
import { weekdays } from './hours-api.ts';
import { weekdayNames } from './hours-messages.ts';
import type { PriceRule } from './prices-api.ts';
import { pricesMessages as t } from './prices-messages.ts';

type FieldName = 'days' | 'startsAt' | 'endsAt' | 'price';
type Errors = Partial<Record<FieldName, string>>;

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;
const EUROS = /^(\d{1,5})(?:[.,](\d{1,2}))?$/;

/** « 52,50 » as 5250 cents; null when it is no price. */
export function centsOf(typed: string): number | null {
  const match = EUROS.exec(typed.trim().replace(/\s|€/g, ''));
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents > 0 ? cents : null;
}

export interface PriceRuleFormProps {
  /** The hall's rules: the sports and courts offered come from them. */
  rules: PriceRule[];
  isBusy: boolean;
  /** Adds the new rule; resolves whether the server took it (then the form empties). */
  onAdd: (rule: PriceRule) => Promise<boolean>;
}

/**
 * « Ajouter un tarif »: a sport, one court or all of its courts, the weekdays, the slots' start band, the
 * price in euros and the first day. Checked here and by the server; a refusal keeps what was typed.
 */
export function PriceRuleForm({ rules, isBusy, onAdd }: PriceRuleFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid(formRef);
  const id = useId();
  const sports = [...new Map(rules.map((rule) => [rule.sportId, rule.sport])).entries()];
  const [sportId, setSportId] = useState(sports[0]?.[0] ?? 0);
  const courts = [
    ...new Map(
      rules.filter((rule) => rule.sportId === sportId).map((rule) => [rule.courtId ?? 0, rule.court]),
    ).entries(),
  ];
  const [courtId, setCourtId] = useState('');
  const [days, setDays] = useState<number[]>([]);
  const [startsAt, setStartsAt] = useState('');
  const [endsAt, setEndsAt] = useState('');
  const [price, setPrice] = useState('');
  const [validFrom, setValidFrom] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    const found: Errors = {};
    if (days.length === 0) found.days = t.daysRequired;
    for (const [field, value] of [
      ['startsAt', startsAt],
      ['endsAt', endsAt],
    ] as const) {
      const match = HH_MM.exec(value);
      if (!match) found[field] = t.timeRequired;
      else if (Number(match[2]) % 5 !== 0) found[field] = t.fiveMinutes;
    }
    if (!found.startsAt && !found.endsAt && endsAt <= startsAt) found.endsAt = t.endBeforeStart;
    const cents = centsOf(price);
    if (cents === null) found.price = t.priceInvalid;
    setErrors(found);
    if (Object.keys(found).length > 0 || cents === null) {
      focusInvalid();
      return;
    }
    const court = courts.find(([candidate]) => String(candidate) === courtId);
    const isAdded = await onAdd({
      id: null,
      sportId,
      sport: sports.find(([candidate]) => candidate === sportId)?.[1] ?? '',
      courtId: court ? court[0] : null,
      court: court ? court[1] : t.allCourts,
      slotType: null,
      weekdays: [...days].sort((a, b) => a - b),
      startsAt,
      endsAt,
      priceCents: cents,
      oldPriceCents: null,
      validFrom: validFrom || null,
    });
    if (isAdded) {
      setDays([]);
      setStartsAt('');
      setEndsAt('');
      setPrice('');
      setValidFrom('');
    }
  };

  return (
    <form
      ref={formRef}
      className="gestion-hours__add gestion-prices__add"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-titre`}
      aria-busy={isBusy ? 'true' : undefined}
    >
      <h2 id={`${id}-titre`} className="gestion-subtitle">
        {t.addTitle}
      </h2>
      <div className="gestion-hours__pair">
        <div className="account-field">
          <label htmlFor={`${id}-sport`} className="account-field__label">
            {t.sport}
          </label>
          <select
            id={`${id}-sport`}
            className="gestion-select gestion-select--field"
            value={sportId}
            onChange={(event) => {
              setSportId(Number(event.target.value));
              setCourtId('');
            }}
          >
            {sports.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="account-field">
          <label htmlFor={`${id}-terrain`} className="account-field__label">
            {t.court}
          </label>
          <select
            id={`${id}-terrain`}
            className="gestion-select gestion-select--field"
            value={courtId}
            onChange={(event) => setCourtId(event.target.value)}
          >
            <option value="">{t.allCourts}</option>
            {courts.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset
        className="gestion-rules__scopes"
        aria-describedby={errors.days ? `${id}-jours-erreur` : undefined}
      >
        <legend className="account-field__label">{t.daysLegend}</legend>
        <div className="gestion-prices__days">
          {weekdays.map((day) => (
            <div key={day} className="account-check">
              <input
                id={`${id}-jour-${day}`}
                type="checkbox"
                checked={days.includes(day)}
                aria-invalid={errors.days ? true : undefined}
                onChange={(event) =>
                  setDays(event.target.checked ? [...days, day] : days.filter((other) => other !== day))
                }
              />
              <label htmlFor={`${id}-jour-${day}`}>{weekdayNames[day]}</label>
            </div>
          ))}
        </div>
        {errors.days && (
          <p id={`${id}-jours-erreur`} className="account-field__error">
            {errors.days}
          </p>
        )}
      </fieldset>
      <div className="gestion-hours__pair">
        <Field
          label={t.startsAt}
          type="time"
          step={300}
          value={startsAt}
          onChange={setStartsAt}
          error={errors.startsAt}
        />
        <Field
          label={t.endsAt}
          type="time"
          step={300}
          value={endsAt}
          onChange={setEndsAt}
          error={errors.endsAt}
        />
      </div>
      <div className="gestion-hours__pair">
        <Field
          label={t.priceLabel}
          hint={t.priceExample}
          inputMode="decimal"
          value={price}
          onChange={setPrice}
          error={errors.price}
        />
        <Field
          label={t.validFrom}
          hint={t.validFromHint}
          type="date"
          value={validFrom}
          onChange={setValidFrom}
        />
      </div>
      <button
        type="submit"
        className="button button--primary gestion-rules__submit"
        aria-disabled={isBusy ? 'true' : undefined}
      >
        {isBusy ? t.saving : t.addSubmit}
      </button>
    </form>
  );
}
