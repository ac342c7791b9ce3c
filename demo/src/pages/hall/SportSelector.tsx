import type { Sport } from '@multisalle/core';
import { useId } from 'react';
import { sportIconUrl } from '../home/HallCard.tsx';

/** Props of {@link SportSelector}. */
export interface SportSelectorProps {
  sports: readonly Sport[];
  selectedId: number | null;
  onSelect: (sport: Sport) => void;
  /** The id of the heading that names the group ('JE CHOISIS MON ACTIVITÉ'). */
  labelledBy: string;
}

/**
 * The hall's sports as a radio group of icon tiles (spec 2 "Hall page"). Native radios: arrow keys move
 * the choice, as screen reader users expect.
 *
 * @example <SportSelector sports={hall.sports} selectedId={sport?.id ?? null} onSelect={setSport} labelledBy="activite-titre" />
 */
export function SportSelector({ sports, selectedId, onSelect, labelledBy }: SportSelectorProps) {
  const name = useId();
  if (sports.length === 0) {
    return (
      <p className="sport-selector__empty">Aucune activité n'est proposée dans cette salle pour le moment.</p>
    );
  }
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="sport-selector">
      {sports.map((sport) => {
        const isSelected = sport.id === selectedId;
        return (
          <label key={sport.id} className="sport-option" data-selected={isSelected ? 'true' : 'false'}>
            <input
              type="radio"
              className="sport-option__input"
              name={name}
              value={sport.id}
              checked={isSelected}
              onChange={() => onSelect(sport)}
            />
            <img src={sportIconUrl(sport)} alt="" width="48" height="48" loading="lazy" />
            <span className="sport-option__label">{sport.label}</span>
          </label>
        );
      })}
    </div>
  );
}
