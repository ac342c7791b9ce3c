/*
 * The hall's wall time to an instant: a date and a time typed at the desk are the hall's (Europe/Paris),
 * whatever zone the computer is set to. The offset comes from Intl, never from the browser's zone.
 */

/** The halls' time zone. */
export const HALL_TIME_ZONE = 'Europe/Paris';

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at `instantMs`, in minutes (`+60` in Paris in winter). */
function offsetMinutes(instantMs: number, timeZone: string): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormats.set(timeZone, format);
  }
  const name = format.formatToParts(instantMs).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The ISO instant, with the zone's offset, of a wall date and time (`AAAA-MM-JJ`, `HH:MM`); null when
 * either is not a whole value. A time the clock change skips takes the offset before the change.
 *
 * @default timeZone 'Europe/Paris'
 * @example wallTimeToIso('2026-12-05', '18:00') // '2026-12-05T18:00:00+01:00'
 * @example wallTimeToIso('2027-07-03', '09:30') // '2027-07-03T09:30:00+02:00'
 */
export function wallTimeToIso(date: string, time: string, timeZone = HALL_TIME_ZONE): string | null {
  const match = WALL.exec(`${date}T${time}`);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  const asUtc = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  const check = new Date(asUtc);
  if (check.getUTCDate() !== day || (hour ?? 0) > 23 || (minute ?? 0) > 59) return null;
  // The offset at the instant first guessed, then at the instant it gives: right on both sides of a change.
  const guess = offsetMinutes(asUtc, timeZone);
  const offset = offsetMinutes(asUtc - guess * 60_000, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const size = Math.abs(offset);
  return `${date}T${time}:00${sign}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
}

/** The `HH:MM` wall time written in an ISO string with offset (`2027-03-16T19:00:00+01:00` → `19:00`). */
export const wallClock = (iso: string) => iso.slice(11, 16);
