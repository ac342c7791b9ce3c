import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Field, useFocusFirstInvalid } from '../account/Field.tsx';
import { bookedNews, euros, actionMessages as t } from './action-messages.ts';
import { bookAtDesk, type FreeSlot, fetchFreeSlots, fetchHallSports } from './desk-booking-api.ts';
import { rangeText } from './format.ts';
import { formErrorsOf } from './staff-api.ts';
import { StaffApiError } from './staff-session.ts';
import { useStaffData } from './use-console.ts';

type Errors = Partial<Record<'sport' | 'slot' | 'name' | 'phone' | 'email', string>>;

export interface DeskBookingFormProps {
  hallKey: string;
  /** The day shown (`AAAA-MM-JJ`): its free slots are offered. */
  date: string;
  /** Runs once the slot is taken, with the news to say. */
  onBooked: (news: string) => void;
  onCancel: () => void;
  /** Escape closes the form. */
  onKeyDown?: (event: KeyboardEvent) => void;
}

const slotKey = (slot: FreeSlot) => `${slot.courtId}|${slot.startsAt}`;
const slotText = (slot: FreeSlot) =>
  `${slot.courtLabel} · ${rangeText(slot.startsAt, slot.endsAt)} · ${euros(slot.priceCents)}`;

/**
 * « Réserver au guichet »: a sport of the hall, one of the day's free slots of that sport (the public
 * planning), the customer's name, mobile and, to find a player, email; paid on site. A refusal keeps what
 * was typed; a slot taken meanwhile reads the free slots again.
 */
export function DeskBookingForm({ hallKey, date, onBooked, onCancel, onKeyDown }: DeskBookingFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid(formRef);
  useEffect(() => formRef.current?.querySelector<HTMLElement>('select, input')?.focus(), []);
  const ids = useId();
  const hall = useStaffData((signal) => fetchHallSports(hallKey, signal), [hallKey]);
  const [sport, setSport] = useState('');
  const [slot, setSlot] = useState('');
  const [slotsAttempt, setSlotsAttempt] = useState(0);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const hallId = hall.state.status === 'loaded' ? hall.state.data.hallId : null;
  const sports = hall.state.status === 'loaded' ? hall.state.data.sports : [];
  // One sport: chosen already.
  useEffect(() => {
    if (sports.length === 1 && sport === '') setSport(String(sports[0]?.id));
  }, [sports, sport]);
  const slots = useStaffData(
    (signal) =>
      hallId === null || sport === ''
        ? Promise.resolve([])
        : fetchFreeSlots(hallId, date, Number(sport), signal),
    [hallId, sport, date, slotsAttempt],
  );
  const freeSlots = slots.state.status === 'loaded' ? slots.state.data : [];
  const chosen = freeSlots.find((found) => slotKey(found) === slot);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    setRefusal(null);
    const found: Errors = {};
    if (sport === '') found.sport = t.chooseSport;
    else if (!chosen) found.slot = t.slotRequired;
    if (name.trim() === '') found.name = t.nameRequired;
    if (phone.trim() === '') found.phone = t.phoneRequired;
    setErrors(found);
    if (!chosen || Object.keys(found).length > 0) {
      focusInvalid();
      return;
    }
    setIsBusy(true);
    try {
      await bookAtDesk(hallKey, {
        courtId: chosen.courtId,
        sportId: Number(sport),
        startsAt: chosen.startsAt,
        endsAt: chosen.endsAt,
        customer: { name: name.trim(), phone: phone.trim(), email: email.trim() || undefined },
      });
      const when = rangeText(chosen.startsAt, chosen.endsAt);
      onBooked(bookedNews(chosen.courtLabel, when, euros(chosen.priceCents)));
    } catch (error) {
      const refused = error instanceof StaffApiError ? error : new StaffApiError(0, String(error));
      const fieldErrors = formErrorsOf(refused.fieldErrors) as Errors;
      const hasFieldErrors = Object.keys(fieldErrors).length > 0;
      setErrors(fieldErrors);
      setRefusal(hasFieldErrors ? null : refused.message);
      if (hasFieldErrors) focusInvalid();
      if (refused.status === 409) {
        setSlot('');
        setSlotsAttempt((count) => count + 1);
      }
      setIsBusy(false);
    }
  };

  const selectField = (
    field: 'sport' | 'slot',
    label: string,
    value: string,
    onChange: (value: string) => void,
    options: { value: string; text: string }[],
    placeholder: string,
  ) => (
    <div className="account-field" data-invalid={errors[field] ? 'true' : 'false'}>
      <label htmlFor={`${ids}-${field}`} className="account-field__label">
        {label}
      </label>
      <select
        id={`${ids}-${field}`}
        className="gestion-select gestion-select--field"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `${ids}-${field}-erreur` : undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
      {errors[field] && (
        <p id={`${ids}-${field}-erreur`} className="account-field__error">
          {errors[field]}
        </p>
      )}
    </div>
  );

  return (
    <form
      ref={formRef}
      className="gestion-action-form"
      noValidate
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      aria-labelledby={`${ids}-titre`}
      aria-busy={isBusy ? 'true' : undefined}
    >
      <h2 id={`${ids}-titre`} className="gestion-subtitle">
        {t.bookTitle}
      </h2>
      {hall.state.status === 'failed' && (
        <p className="gestion-alert" role="alert">
          {hall.state.error.message}
        </p>
      )}
      {selectField(
        'sport',
        t.sport,
        sport,
        (value) => {
          setSport(value);
          setSlot('');
        },
        sports.map((found) => ({ value: String(found.id), text: found.label })),
        t.chooseSport,
      )}
      {sport !== '' &&
        selectField(
          'slot',
          t.slot,
          slot,
          setSlot,
          freeSlots.map((found) => ({ value: slotKey(found), text: slotText(found) })),
          t.chooseSlot,
        )}
      <p className="gestion-form-status" role="status">
        {(hall.state.status === 'loading' || (sport !== '' && slots.state.status === 'loading')) &&
          t.loadingSlots}
        {sport !== '' && slots.state.status === 'loaded' && freeSlots.length === 0 && t.noFreeSlot}
        {slots.state.status === 'failed' && slots.state.error.message}
      </p>
      <Field
        label={t.customerName}
        autoComplete="off"
        value={name}
        onChange={setName}
        error={errors.name}
        maxLength={100}
      />
      <Field
        label={t.phone}
        type="tel"
        autoComplete="off"
        value={phone}
        onChange={setPhone}
        error={errors.phone}
      />
      <Field
        label={t.email}
        type="email"
        autoComplete="off"
        hint={t.emailHint}
        value={email}
        onChange={setEmail}
        error={errors.email}
      />
      {refusal && (
        <p className="gestion-alert" role="alert">
          {refusal}
        </p>
      )}
      <div className="gestion-action-form__buttons">
        <button type="submit" className="button button--primary" aria-disabled={isBusy ? 'true' : undefined}>
          {isBusy ? t.booking : t.bookSubmit}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t.back}
        </button>
      </div>
    </form>
  );
}
