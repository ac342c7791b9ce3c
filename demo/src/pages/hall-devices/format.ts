import { firstOfMonth, formatTimeIn } from '@multisalle/core';

/* Times and dates of the hall's devices, in French and in the hall's own time zone (the server says
   which in `salle.fuseau`), whatever the zone the device's system is set to. */

const formats = new Map<string, Intl.DateTimeFormat>();

function format(timeZone: string, kind: 'clock' | 'date' | 'day'): Intl.DateTimeFormat {
  const cacheKey = `${kind}:${timeZone}`;
  let found = formats.get(cacheKey);
  if (!found) {
    found =
      kind === 'clock'
        ? new Intl.DateTimeFormat('fr-FR', { timeZone, hour: '2-digit', minute: '2-digit' })
        : kind === 'date'
          ? new Intl.DateTimeFormat('fr-FR', { timeZone, weekday: 'long', day: 'numeric', month: 'long' })
          : new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formats.set(cacheKey, found);
  }
  return found;
}

/** The wall clock: « 18:32 ». */
export const clockText = (ms: number, timeZone: string) => format(timeZone, 'clock').format(ms);

/** The day under the clock: « jeudi 26 novembre ». */
export const dateText = (ms: number, timeZone: string) => firstOfMonth(format(timeZone, 'date').format(ms));

/** The hall's day of an instant, `YYYY-MM-DD` (what `seances?date=` takes). */
export const dayText = (ms: number, timeZone: string) => format(timeZone, 'day').format(ms);

/** A time in a sentence: « 18h32 ». */
export const timeText = (date: Date, timeZone: string) => formatTimeIn(date, timeZone);

/** « 18h00 – 19h30 ». */
export const rangeText = (start: Date, end: Date, timeZone: string) =>
  `${timeText(start, timeZone)} – ${timeText(end, timeZone)}`;

/** Whole minutes from `now` to `then`, rounded up (4 min 10 s is « dans 5 minutes »), never below 0. */
export const minutesUntil = (then: Date, now: number) =>
  Math.max(0, Math.ceil((then.getTime() - now) / 60_000));
