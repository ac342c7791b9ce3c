import { madeOnFirstUse } from '../performance/made-on-first-use';

/**
 * Prices, places and durations as the planning shows them (spec 2 section 9). Money is in integer cents;
 * times of day are in times.ts.
 */

export { HALL_TIME_ZONE } from './hall-days';

/** Shown instead of a price of 0 (spec 2 section 9). */
export const FREE_LABEL = 'GRATUIT';

/** Shown beside the places left of a `place` or `cours` slot (spec 2 section 9). */
export const PLACES_LEFT_LABEL = 'places restantes';

/**
 * A count of places with its noun agreed, as French writes it (0 and 1 singular), never « place(s) ».
 *
 * @example placesText(1, 'restante') // '1 place restante'
 * @example placesText(3, 'libre') // '3 places libres'
 */
export function placesText(count: number, adjective?: string): string {
  const isPlural = count > 1;
  const noun = isPlural ? 'places' : 'place';
  return adjective ? `${count} ${noun} ${adjective}${isPlural ? 's' : ''}` : `${count} ${noun}`;
}

/** « 1 place restante », « 7 places restantes » (the spec's label, agreed). */
export const placesLeftText = (count: number) =>
  `${count} ${count > 1 ? PLACES_LEFT_LABEL : 'place restante'}`;

const euros = madeOnFirstUse(
  () =>
    new Intl.NumberFormat('fr-FR', {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

const priceTexts = new Map<number, string>();

/**
 * Cents to euros with 2 decimals, French style; 0 is 'GRATUIT' (spec 2 section 9).
 *
 * @example formatPriceCents(1250) // '12,50 €'
 * @example formatPriceCents(0) // 'GRATUIT'
 */
export function formatPriceCents(cents: number): string {
  if (cents === 0) return FREE_LABEL;
  let text = priceTexts.get(cents);
  if (text === undefined) {
    // Intl separates thousands and the euro sign with narrow no-break spaces; screens read them the same.
    text = euros().format(cents / 100);
    // A planning shows a handful of prices thousands of times: each is formatted once.
    if (priceTexts.size >= 1_000) priceTexts.clear();
    priceTexts.set(cents, text);
  }
  return text;
}

/**
 * The price per person: the whole slot's price divided by the sport's recommended number of players,
 * rounded to the cent (spec 2 section 9). With no recommended number, the whole price.
 *
 * @example perPersonCents(5000, 4) // 1250
 */
export function perPersonCents(totalCents: number, recommendedPlayers: number): number {
  if (!(recommendedPlayers > 0)) return Math.round(totalCents);
  return Math.round(totalCents / recommendedPlayers);
}

/**
 * Places left in a `place` or `cours` slot: `nbParticipantMax - remplissage`, never below 0
 * (spec 2 section 9).
 *
 * @example placesLeft(12, 5) // 7
 */
export function placesLeft(maxParticipants: number, filled: number): number {
  return Math.max(0, maxParticipants - filled);
}

/**
 * A duration in minutes as hours and minutes (spec 2 section 9).
 *
 * @example formatDuration(90) // '1h30min'
 * @example formatDuration(60) // '1h'
 * @example formatDuration(45) // '45min'
 */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}min`;
  return rest === 0 ? `${hours}h` : `${hours}h${String(rest).padStart(2, '0')}min`;
}

/**
 * The calendar's row size: 10 minutes when a slot lasts 900 s (15 min) or less, else 30 minutes
 * (spec 2 section 9).
 *
 * @example calendarGranularityMinutes(15) // 10
 */
export function calendarGranularityMinutes(durationMinutes: number): 10 | 30 {
  return durationMinutes * 60 <= 900 ? 10 : 30;
}
