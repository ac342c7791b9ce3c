import { type ReactNode, useId, useState } from 'react';

/** Props of {@link PickList}. */
export interface PickListProps {
  /** The fieldset's legend. */
  legend: string;
  /** The people to choose from. */
  items: { id: number; label: string }[];
  /** How many may be chosen at most (the places left); the other boxes are disabled once it is reached. */
  max?: number;
  /** A line above the boxes (e.g. the session is full). */
  note?: ReactNode;
  /** The button's label. */
  submitLabel: string;
  /** Sends the choice; `true` when it went through, and the choice is then cleared. */
  onSubmit: (ids: number[]) => Promise<boolean>;
}

/**
 * A list of people to tick and one button to send the choice (MES RÉSERVATIONS: family members to add,
 * past teammates to invite); the button waits for the call and stays off while nobody is ticked.
 *
 * @example <PickList legend="Anciens équipiers à inviter" items={items} submitLabel="ENVOYER L'INVITATION" onSubmit={invite} />
 */
export function PickList({
  legend,
  items,
  max = Number.POSITIVE_INFINITY,
  note,
  submitLabel,
  onSubmit,
}: PickListProps) {
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [isBusy, setIsBusy] = useState(false);
  const legendId = useId();
  return (
    <fieldset className="reservation-item__teammates" aria-labelledby={legendId}>
      <legend id={legendId}>{legend}</legend>
      {note}
      {items.map(({ id, label }) => {
        const isChecked = chosen.has(id);
        return (
          <label key={id} className="reservation-item__switch">
            <input
              type="checkbox"
              checked={isChecked}
              disabled={!isChecked && chosen.size >= max}
              onChange={(event) => {
                const next = new Set(chosen);
                if (event.target.checked) next.add(id);
                else next.delete(id);
                setChosen(next);
              }}
            />{' '}
            {label}
          </label>
        );
      })}
      <button
        type="button"
        className="button button--primary"
        disabled={chosen.size === 0 || isBusy}
        onClick={async () => {
          setIsBusy(true);
          if (await onSubmit([...chosen])) setChosen(new Set());
          setIsBusy(false);
        }}
      >
        {submitLabel}
      </button>
    </fieldset>
  );
}
