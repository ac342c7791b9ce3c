import { addDays, daysBetween } from '../../rules/hall-days';

/** One week of the calendar: seven days from today or a multiple of seven days later. */
export interface PlanningWeek {
  /** The seven days, 'YYYY-MM-DD'. */
  days: string[];
  /** The first and last days of this week that are inside the visible window. */
  firstVisible: string;
  lastVisible: string;
}

/**
 * The visible window of a hall: today to today + `visibleDays` - 1 (spec 2 section 9, the slots
 * contract).
 *
 * @example visibleWindow('2026-11-23', 7) // { start: '2026-11-23', end: '2026-11-29' }
 */
export function visibleWindow(today: string, visibleDays: number): { start: string; end: string } {
  return { start: today, end: addDays(today, Math.max(1, visibleDays) - 1) };
}

/**
 * The calendar's weeks: seven days from today, then the next seven, as long as the visible window lasts.
 * Rolling weeks rather than Monday-to-Sunday ones, so the first view is never six greyed past days and
 * a Sunday evening: it holds the next seven bookable days, the whole window of most halls.
 * Days of the last week past the window show as outside the booking period.
 *
 * @example planningWeeks('2026-11-29', 7) // one week: Sunday 29 November to Saturday 5 December
 */
export function planningWeeks(today: string, visibleDays: number): PlanningWeek[] {
  const window = visibleWindow(today, visibleDays);
  const weeks: PlanningWeek[] = [];
  for (let first = window.start; first <= window.end; first = addDays(first, 7)) {
    const days = Array.from({ length: 7 }, (_, index) => addDays(first, index));
    const last = days[6] ?? first;
    weeks.push({ days, firstVisible: first, lastVisible: last > window.end ? window.end : last });
  }
  return weeks;
}

/** Whether a day is inside the visible window. @example isDayVisible('2026-11-30', '2026-11-23', 7) // false */
export function isDayVisible(day: string, today: string, visibleDays: number): boolean {
  const offset = daysBetween(today, day);
  return offset >= 0 && offset < Math.max(1, visibleDays);
}
