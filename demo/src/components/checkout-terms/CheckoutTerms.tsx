import {
  type CartLine,
  cancellationRuleText,
  formatDayLabel,
  formatPriceCents,
  hallDay,
  linePerPersonCents,
} from '@multisalle/core';
import { useId } from 'react';
import './checkout-terms.css';

/** The texts of what a booking commits to, read before paying (ours). */
export const checkoutTermsTexts = {
  title: 'Annulation et partage',
  /** « 48,00 € à partager à parts égales entre vous et les joueurs qui acceptent votre invitation : 12,00 € chacun à 4, davantage si vous êtes moins nombreux. » */
  shared: (totalCents: number, eachCents: number, players: number) =>
    `${formatPriceCents(totalCents)} à partager à parts égales entre vous et les joueurs qui acceptent votre invitation\u00a0: ${formatPriceCents(eachCents)} chacun à ${players}, davantage si vous êtes moins nombreux.`,
  paidAlone: (totalCents: number) => `Vous réglez les ${formatPriceCents(totalCents)} pour tout le monde.`,
} as const;

/** Props of {@link CheckoutTerms}. */
export interface CheckoutTermsProps {
  lines: CartLine[];
  /** `partagePaiement` as chosen (the cart page, before the choice, shows the default: shared). @default true */
  isShared?: boolean;
  /** The clock: the rule depends on when the game is booked. @default () => new Date() */
  now?: () => Date;
}

const systemNow = () => new Date();

/** A court's price is shared between its players; a place or a course is already one person's price. */
const isSharedCourt = (line: CartLine) =>
  line.type !== 'place' && line.type !== 'cours' && line.recommendedPlaces > 1 && line.priceCents > 0;

/**
 * What each game of the cart commits to, said before paying: its own cancellation deadline (« Annulation
 * gratuite jusqu'au mardi 1er décembre à 19h15 … », or that, booked less than 48 hours before, it can no
 * longer be cancelled) and how a court's price is shared between the players who accept, so « 12,00 € par
 * personne » does not read as a fixed price.
 *
 * @example <CheckoutTerms lines={cart.lines} isShared={shareBill} />
 */
export function CheckoutTerms({ lines, isShared = true, now = systemNow }: CheckoutTermsProps) {
  const titleId = useId();
  if (lines.length === 0) return null;
  const bookedAt = now();
  return (
    <section className="checkout-terms" aria-labelledby={titleId}>
      <h2 id={titleId} className="checkout-terms__title">
        {checkoutTermsTexts.title}
      </h2>
      <ul className="checkout-terms__lines">
        {lines.map((line) => (
          <li key={line.id} className="checkout-terms__line">
            {lines.length > 1 ? (
              <strong className="checkout-terms__what">
                {line.sportLabel}, {formatDayLabel(hallDay(line.startsAt))}
              </strong>
            ) : null}
            <p>{cancellationRuleText(line.startsAt, bookedAt)}</p>
            {isSharedCourt(line) ? (
              <p>
                {isShared
                  ? checkoutTermsTexts.shared(
                      line.priceCents,
                      linePerPersonCents({ ...line, isPerPlace: false }),
                      line.recommendedPlaces,
                    )
                  : checkoutTermsTexts.paidAlone(line.priceCents)}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
