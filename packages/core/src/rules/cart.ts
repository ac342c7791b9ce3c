/**
 * Cart rules: line prices (spec 2 section 9), the quantity rule (spec 2 section 5) and the 15-minute hold
 * of the cart wire contract. Money in integer cents, times in milliseconds since the epoch or `Date`s.
 */

/** The cart wire contract: adding a slot holds it for the player for 15 minutes (`CART_HOLD_MINUTES`). */
export const CART_HOLD_MINUTES = 15;

/** The hold timer turns into a warning with 'Prolonger de 15 minutes' when 2 minutes or less are left. */
export const HOLD_WARNING_SECONDS = 120;

/** Spec 2 section 5: a cart line quantity is a number, minimum 1. */
export const MIN_LINE_QUANTITY = 1;

/** What a line's prices need: wire `tarif`, `quantite`, `nbPlaceConseille`, `typeCreneau`. */
export interface LinePriceInput {
  priceCents: number;
  quantity: number;
  recommendedPlaces: number;
  /** `place` and `cours` lines are sold per place; the others per slot. */
  isPerPlace: boolean;
}

/**
 * A line's price per person (spec 2 section 9: `tarif / nbPlaceConseille`), rounded to the cent. A
 * `place` or `cours` line is already per place: its unit price (`tarif / quantite`).
 *
 * @example linePerPersonCents({ priceCents: 5000, quantity: 1, recommendedPlaces: 4, isPerPlace: false }) // 1250
 */
export function linePerPersonCents(line: LinePriceInput): number {
  if (line.isPerPlace) return Math.round(line.priceCents / Math.max(MIN_LINE_QUANTITY, line.quantity));
  if (!(line.recommendedPlaces > 0)) return Math.round(line.priceCents);
  return Math.round(line.priceCents / line.recommendedPlaces);
}

/**
 * The total to share (spec 2 section 9: per-person rate × max places, shown with 2 decimals): per place
 * lines share their own total, court lines the rounded per-person rate times the recommended places.
 *
 * @example lineShareTotalCents({ priceCents: 5000, quantity: 1, recommendedPlaces: 3, isPerPlace: false }) // 5001
 */
export function lineShareTotalCents(line: LinePriceInput): number {
  if (line.isPerPlace) return Math.round(line.priceCents);
  const places = line.recommendedPlaces > 0 ? line.recommendedPlaces : 1;
  return linePerPersonCents(line) * places;
}

/**
 * A quantity as the cart may send it (spec 2 section 5: a number, minimum 1; at most the places left
 * when known), or `null` when the input is not a number.
 *
 * @example clampLineQuantity(0, 5) // 1
 * @example clampLineQuantity(9, 5) // 5
 */
export function clampLineQuantity(value: number, placesLeft: number | null): number | null {
  if (!Number.isFinite(value)) return null;
  const whole = Math.floor(value);
  const upper =
    placesLeft !== null && placesLeft >= MIN_LINE_QUANTITY ? placesLeft : Number.POSITIVE_INFINITY;
  return Math.min(Math.max(whole, MIN_LINE_QUANTITY), upper);
}

/**
 * Whole seconds left on a hold (never below 0), from its end and the current time.
 *
 * @example holdSecondsLeft(new Date('2026-11-23T10:15:00Z'), new Date('2026-11-23T10:00:30Z')) // 870
 */
export function holdSecondsLeft(expiresAt: Date, now: Date): number {
  return Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
}

/**
 * Whether the hold timer shows its warning: 2 minutes or less left, and not yet over.
 *
 * @example isHoldWarning(120) // true
 */
export function isHoldWarning(secondsLeft: number): boolean {
  return secondsLeft > 0 && secondsLeft <= HOLD_WARNING_SECONDS;
}

/**
 * Minutes shown by the hold timer: the minutes left, rounded up, so 13 min 10 s reads '14 min'.
 *
 * @example holdMinutesShown(790) // 14
 */
export function holdMinutesShown(secondsLeft: number): number {
  return Math.ceil(secondsLeft / 60);
}
