import { cardNumberGroups, type PaymentAlias } from '@multisalle/core';
import { paymentMeansTexts } from './texts';

/** Props of {@link CardGraphic}. */
export interface CardGraphicProps {
  alias: PaymentAlias;
}

/**
 * The saved card as a card graphic (spec 1 "Payment means panel"): the number in 4 groups of 4
 * characters and the expiry month and year, with one text alternative for screen readers.
 *
 * @example <CardGraphic alias={alias} />
 */
export function CardGraphic({ alias }: CardGraphicProps) {
  const groups = cardNumberGroups(alias.maskedPan);
  const month = String(alias.expiryMonth).padStart(2, '0');
  return (
    <div
      className="ms-card"
      role="img"
      aria-label={paymentMeansTexts.cardLabel(groups, month, alias.expiryYear)}
      data-provider={alias.provider}
    >
      <span className="ms-card__chip" aria-hidden="true" />
      <span className="ms-card__number" aria-hidden="true">
        {groups.map((group, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: groups repeat (XXXX) and never move.
          <span key={index} className="ms-card__group">
            {group}
          </span>
        ))}
      </span>
      <span className="ms-card__expiry" aria-hidden="true">
        <span className="ms-card__expiry-label">{paymentMeansTexts.expires}</span> {month}/{alias.expiryYear}
      </span>
    </div>
  );
}
