import { useState } from 'react';
import { Field } from '../account/Field.tsx';
import { dateText, rangeText } from './format.ts';
import type { OutsideChoice, OutsideReservation } from './hours-api.ts';
import { hoursMessages as t } from './hours-messages.ts';
import type { useHoursSave } from './use-hours-save.ts';

export interface OutsideReservationsProps {
  /** The server's refusal. */
  message: string;
  reservations: OutsideReservation[];
  courtLabels: ReadonlyMap<number, string>;
  isBusy: boolean;
  /** Sends the change again, keeping or cancelling these reservations (with the motif typed, if any). */
  onChoose: (choice: OutsideChoice, motif: string) => void;
}

/**
 * The games that new opening hours would leave out (the server's 409), each with its court, day and
 * hours, and the manager's two ways on: keep them (they stay, outside the hours) or cancel them (their
 * players told, with the motif typed or the server's own).
 */
export function OutsideReservations({
  message,
  reservations,
  courtLabels,
  isBusy,
  onChoose,
}: OutsideReservationsProps) {
  const [motif, setMotif] = useState('');
  const busy = isBusy ? 'true' : undefined;
  return (
    <div className="gestion-alert" role="alert">
      <p>{message}</p>
      <p className="gestion-alert__text">{t.outsideList}</p>
      <ul>
        {reservations.map((row) => (
          <li key={row.reservationId}>
            {`${courtLabels.get(row.courtId) ?? ''} · ${dateText(row.startsAt.slice(0, 10))}, ${rangeText(row.startsAt, row.endsAt)}`}
          </li>
        ))}
      </ul>
      <Field label={t.motif} hint={t.motifHint} value={motif} onChange={setMotif} maxLength={200} />
      <div className="gestion-action-form__buttons">
        <button
          type="button"
          className="button button--ghost"
          aria-disabled={busy}
          onClick={() => onChoose('conserver', '')}
        >
          {t.keep}
        </button>
        <button
          type="button"
          className="button button--primary"
          aria-disabled={busy}
          onClick={() => onChoose('annuler', motif.trim())}
        >
          {t.cancelThem}
        </button>
      </div>
    </div>
  );
}

/**
 * What a form of the opening hours says after a save the server did not take: its refusal, or the games the
 * change would leave out with the choice to keep or cancel them.
 */
export function HoursRefusal({
  refusal,
  saving,
  courtLabels,
}: {
  refusal: string | null;
  saving: ReturnType<typeof useHoursSave>;
  courtLabels: ReadonlyMap<number, string>;
}) {
  return (
    <>
      {refusal && (
        <p className="gestion-alert" role="alert">
          {refusal}
        </p>
      )}
      {saving.outside && (
        <OutsideReservations
          message={saving.outside.message}
          reservations={saving.outside.reservations}
          courtLabels={courtLabels}
          isBusy={saving.isBusy}
          onChoose={(choice, motif) => void saving.choose(choice, motif)}
        />
      )}
    </>
  );
}
