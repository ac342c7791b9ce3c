// The reservation's state on the wire (spec 1 section 4), computed from the clock and the stored status
// rather than stored: nothing has to run at 15 minutes before a game for the answers to lock.

/** Answers lock this long before the start (spec 1: « Dans les 15 minutes précédant la séance... »). */
export const ANSWER_LOCK_MS = 15 * 60_000;

/** The wire's `statut` of a reservation, as the invitation page and the reservation list read it. */
export type { ReservationState } from '@multisalle/core';

import type { ReservationState } from '@multisalle/core';

/** The French texts of each state live in core, beside the page that shows them. */
export { reservationStateTexts } from '@multisalle/core';

/**
 * The state of a reservation at `now`: `cancelled` once the organiser cancelled it, `finished` from its end,
 * `on_going` from its start, `finalisee` from 15 minutes before (answers locked), `validate` before that.
 *
 * @example
 * ```ts
 * reservationState({ status: 'validate', startsAt, endsAt }, new Date(startsAt.getTime() - 10 * 60_000)); // 'finalisee'
 * ```
 */
export function reservationState(
  reservation: { status: 'validate' | 'cancelled'; startsAt: Date; endsAt: Date },
  now: Date,
): ReservationState {
  if (reservation.status === 'cancelled') return 'cancelled';
  const at = now.getTime();
  if (at >= reservation.endsAt.getTime()) return 'finished';
  if (at >= reservation.startsAt.getTime()) return 'on_going';
  if (at >= reservation.startsAt.getTime() - ANSWER_LOCK_MS) return 'finalisee';
  return 'validate';
}

/** Whether answers may still change: only a `validate` reservation takes them. */
export const acceptsAnswers = (state: ReservationState): boolean => state === 'validate';
