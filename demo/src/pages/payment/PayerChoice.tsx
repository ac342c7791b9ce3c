import { useId } from 'react';

/** The texts of the payer choice (ours: spec 2 names the choice, `partagePaiement`, not its words). */
export const payerChoiceTexts = {
  legend: 'Qui paie la réservation\u00a0?',
  share: 'Partager le paiement',
  shareDetail: 'Chacun paie sa part après la séance.',
  payAll: 'Je paie pour tout le monde',
  payAllDetail: 'Je règle le total après la séance.',
} as const;

/** Props of {@link PayerChoice}. */
export interface PayerChoiceProps {
  /** `partagePaiement`: true splits the bill between the participants, false has the organiser pay it all. */
  isShared: boolean;
  onChange: (isShared: boolean) => void;
}

/**
 * Who pays (spec 2 section 4, `partagePaiement`) as two large choices, each a card at least 44 px tall
 * whose whole surface is the radio's label: a short name (the radio's accessible name) and one line that
 * says what happens (its description), so nothing wraps mid-sentence on a 390 px phone.
 *
 * @example <PayerChoice isShared={shareBill} onChange={setShareBill} />
 */
export function PayerChoice({ isShared, onChange }: PayerChoiceProps) {
  const name = useId();
  const options = [
    { value: true, label: payerChoiceTexts.share, detail: payerChoiceTexts.shareDetail },
    { value: false, label: payerChoiceTexts.payAll, detail: payerChoiceTexts.payAllDetail },
  ];
  return (
    <fieldset className="payer-choice">
      <legend className="payer-choice__legend">{payerChoiceTexts.legend}</legend>
      {options.map((option) => {
        const id = `${name}-${option.value ? 'partage' : 'total'}`;
        return (
          // The label is the whole card (a tap anywhere picks it); the radio is named by the short text
          // alone and described by the line under it.
          <label
            key={id}
            className="payer-choice__option"
            data-checked={isShared === option.value || undefined}
          >
            <input
              type="radio"
              name={name}
              className="payer-choice__radio"
              checked={isShared === option.value}
              onChange={() => onChange(option.value)}
              aria-labelledby={`${id}-name`}
              aria-describedby={`${id}-detail`}
            />
            <span className="payer-choice__text">
              <span id={`${id}-name`} className="payer-choice__name">
                {option.label}
              </span>
              <span id={`${id}-detail`} className="payer-choice__detail">
                {option.detail}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
