import { madeOnFirstUse } from '../performance/made-on-first-use';
import { firstOfMonth } from './french-dates';

/** The halls' time zone (design: "halls are in Europe/Paris"). */
export const HALL_TIME_ZONE = 'Europe/Paris';

/**
 * Calendar days in the halls' time zone, as 'YYYY-MM-DD' strings: the slots API speaks in such days
 * (its `start` and `dateEnd`), and a day string compares and sorts as text.
 */

const dayFormat = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: HALL_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }),
);

const clockFormat = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: HALL_TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

const dayLabelFormat = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('fr-FR', {
      timeZone: 'UTC',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    }),
);

interface HallClock {
  day: string;
  minutes: number;
}

// A week's planning asks the day and the time of 2,000 slots several times each, but its courts share a
// few hundred start and end instants: each instant goes through Intl once (an Intl call costs
// microseconds; together they were a third of the planning's render).
const clocks = new Map<number, HallClock>();

function hallClock(date: Date): HallClock {
  const key = date.getTime();
  let clock = clocks.get(key);
  if (!clock) {
    const [hours = 0, minutes = 0] = clockFormat().format(date).split(':').map(Number);
    clock = { day: dayFormat().format(date), minutes: hours * 60 + minutes };
    // Bounded: a page left open for days keeps loading new weeks.
    if (clocks.size >= 20_000) clocks.clear();
    clocks.set(key, clock);
  }
  return clock;
}

/**
 * The day of an instant in the halls' time zone.
 *
 * @example hallDay(new Date('2026-11-22T23:30:00Z')) // '2026-11-23' (00h30 in Paris)
 */
export function hallDay(date: Date): string {
  return hallClock(date).day;
}

/** Minutes since midnight of an instant, in the halls' time zone. @example hallMinutes(new Date('2026-11-23T09:15:00+01:00')) // 555 */
export function hallMinutes(date: Date): number {
  return hallClock(date).minutes;
}

function noonUtc(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}

/** A day plus some days (negative goes back). @example addDays('2026-11-30', 2) // '2026-12-02' */
export function addDays(day: string, count: number): string {
  const date = noonUtc(day);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`. @example daysBetween('2026-11-23', '2026-11-30') // 7 */
export function daysBetween(from: string, to: string): number {
  return Math.round((noonUtc(to).getTime() - noonUtc(from).getTime()) / 86_400_000);
}

/** The Monday of a day's week. @example mondayOf('2026-11-26') // '2026-11-23' */
export function mondayOf(day: string): string {
  const weekday = noonUtc(day).getUTCDay(); // 0 is Sunday
  return addDays(day, weekday === 0 ? -6 : 1 - weekday);
}

// Every slot's accessible name starts with its day: seven labels a week, each formatted once.
const dayLabels = new Map<string, string>();

/** A day as French readers say it. @example formatDayLabel('2026-11-23') // 'lundi 23 novembre' */
export function formatDayLabel(day: string): string {
  let label = dayLabels.get(day);
  if (label === undefined) {
    label = firstOfMonth(dayLabelFormat().format(noonUtc(day)));
    dayLabels.set(day, label);
  }
  return label;
}
