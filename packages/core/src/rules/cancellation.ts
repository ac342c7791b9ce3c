/**
 * The cancellation rule (spec 1, « Cancellation: at most 48 h before the start »): the organiser may cancel
 * for free until 48 hours before the start; a game booked later than that can no longer be cancelled. The
 * pages before paying and the booking mail say it with the same words.
 */

import { formatDayLabel, hallDay } from './hall-days';
import { formatHallTime } from './times';

/** Spec 1: a reservation can be cancelled by its organiser at most 48 hours before its start. */
export const CANCELLATION_NOTICE_HOURS = 48;

/** {@link CANCELLATION_NOTICE_HOURS} in milliseconds. */
export const CANCELLATION_NOTICE_MS = CANCELLATION_NOTICE_HOURS * 3_600_000;

/**
 * The last instant a game starting at `startsAt` can be cancelled: 48 hours before.
 *
 * @example cancellationDeadline(new Date('2026-12-03T18:15:00Z')) // 2026-12-01T18:15:00Z
 */
export function cancellationDeadline(startsAt: Date): Date {
  return new Date(startsAt.getTime() - CANCELLATION_NOTICE_MS);
}

/**
 * An instant in words, in the halls' time zone: « mardi 1er décembre à 19h15 ».
 *
 * @example describeHallInstant(new Date('2026-12-01T18:15:00Z')) // 'mardi 1er décembre à 19h15'
 */
export function describeHallInstant(at: Date): string {
  return `${formatDayLabel(hallDay(at))} à ${formatHallTime(at)}`;
}

/**
 * Until when a game booked at `bookedAt` can be cancelled, in words (« mardi 1er décembre à 19h15 »), or
 * `null` when it is booked less than 48 hours before its start: it can no longer be cancelled then.
 *
 * @example cancellableUntilText(new Date('2026-12-03T18:15:00Z'), new Date('2026-11-28T10:00:00Z'))
 * // 'mardi 1er décembre à 19h15'
 */
export function cancellableUntilText(startsAt: Date, bookedAt: Date): string | null {
  const deadline = cancellationDeadline(startsAt);
  return bookedAt.getTime() <= deadline.getTime() ? describeHallInstant(deadline) : null;
}

/**
 * The rule's French sentences, as the booking mail and the pages before paying write them (a no-break space
 * before « ; » and « : », as French typography wants).
 */
export const cancellationTexts = {
  /** « Annulation gratuite jusqu'au mardi 1er décembre à 19h15 (48 heures avant le début) ; après, la réservation est due. » */
  until: (deadline: string) =>
    `Annulation gratuite jusqu'au ${deadline} (${CANCELLATION_NOTICE_HOURS} heures avant le début)\u00a0; après, la réservation est due.`,
  tooLate: `Réservée moins de ${CANCELLATION_NOTICE_HOURS} heures avant le début, cette partie ne peut plus être annulée\u00a0: elle est due.`,
} as const;

/**
 * The rule for a game booked at `bookedAt`, in one sentence: its own deadline, or that it cannot be
 * cancelled.
 *
 * @example cancellationRuleText(startsAt, new Date()) // 'Annulation gratuite jusqu'au mardi 1er décembre à 19h15 (…'
 */
export function cancellationRuleText(startsAt: Date, bookedAt: Date): string {
  const until = cancellableUntilText(startsAt, bookedAt);
  return until ? cancellationTexts.until(until) : cancellationTexts.tooLate;
}
