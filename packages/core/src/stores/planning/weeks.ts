import { addDays, daysBetween, mondayOf } from '../../rules/hall-days';

/** One week of the calendar, Monday to Sunday, and the part of it inside the visible window. */
export interface PlanningWeek {
  /** The seven days, Monday first, 'YYYY-MM-DD'. */
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
 * The calendar weeks (Monday to Sunday) that hold at least one day of the visible window, in order.
 * Days of the first week before today are the greyed past days.
 *
 * @example planningWeeks('2026-11-26', 7).length // 2: Thursday to Sunday, then Monday to Wednesday
 */
export function planningWeeks(today: string, visibleDays: number): PlanningWeek[] {
  const window = visibleWindow(today, visibleDays);
  const weeks: PlanningWeek[] = [];
  for (let monday = mondayOf(window.start); monday <= window.end; monday = addDays(monday, 7)) {
    const days = Array.from({ length: 7 }, (_, index) => addDays(monday, index));
    const sunday = days[6] ?? monday;
    weeks.push({
      days,
      firstVisible: monday < window.start ? window.start : monday,
      lastVisible: sunday > window.end ? window.end : sunday,
    });
  }
  return weeks;
}

/** Whether a day is inside the visible window. @example isDayVisible('2026-11-30', '2026-11-23', 7) // false */
export function isDayVisible(day: string, today: string, visibleDays: number): boolean {
  const offset = daysBetween(today, day);
  return offset >= 0 && offset < Math.max(1, visibleDays);
}
