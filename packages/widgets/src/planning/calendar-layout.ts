import { calendarGranularityMinutes, hallMinutes, type Slot } from '@multisalle/core';

/** Grid rows are 5 minutes: every start and end of the seed and of real halls falls on one. */
export const ROW_MINUTES = 5;

/** The time span a week's grid covers, and its row size. */
export interface CalendarFrame {
  /** Minutes since midnight of the first row, a multiple of the granularity. */
  startMinutes: number;
  endMinutes: number;
  /** 10 or 30 (spec 2 section 9). */
  granularity: 10 | 30;
  rows: number;
}

function endMinutesOf(slot: Slot): number {
  const start = hallMinutes(slot.startsAt);
  return Math.min(24 * 60, start + Math.round((slot.endsAt.getTime() - slot.startsAt.getTime()) / 60_000));
}

/**
 * The frame of a week's calendar: from the earliest start to the latest end of its slots, rounded out
 * to the granularity, which is 10 minutes as soon as one slot lasts 15 minutes or less.
 *
 * @example calendarFrame(slotsOfTheWeek) // { startMinutes: 420, endMinutes: 1410, granularity: 30, rows: 198 }
 */
export function calendarFrame(slots: readonly Slot[]): CalendarFrame {
  const shortest = Math.min(...slots.map((slot) => slot.durationMinutes), 60);
  const granularity = calendarGranularityMinutes(shortest);
  const starts = slots.map((slot) => hallMinutes(slot.startsAt));
  const ends = slots.map(endMinutesOf);
  const first = starts.length > 0 ? Math.min(...starts) : 8 * 60;
  const last = ends.length > 0 ? Math.max(...ends) : 20 * 60;
  const startMinutes = Math.floor(first / granularity) * granularity;
  const endMinutes = Math.max(startMinutes + granularity, Math.ceil(last / granularity) * granularity);
  return { startMinutes, endMinutes, granularity, rows: (endMinutes - startMinutes) / ROW_MINUTES };
}

/**
 * A slot's rows in the frame (CSS `grid-row`, 1-based).
 *
 * @example slotRows(slot, frame) // '13 / span 18'
 */
export function slotRows(slot: Slot, frame: CalendarFrame): string {
  const first = Math.round((hallMinutes(slot.startsAt) - frame.startMinutes) / ROW_MINUTES);
  const span = Math.max(1, Math.round((endMinutesOf(slot) - hallMinutes(slot.startsAt)) / ROW_MINUTES));
  return `${first + 1} / span ${span}`;
}
