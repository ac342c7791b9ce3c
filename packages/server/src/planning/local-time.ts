// Wall-clock time in a hall's time zone, computed with Intl's time-zone data (no library needed in Node 20).

/** A calendar day, `YYYY-MM-DD`, in a hall's time zone. */
export type LocalDate = string;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock reading of an instant in a time zone, as if it were UTC, to the second (Intl, slow). */
function readWallClockMs(instant: Date, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/**
 * Offsets are cached per time zone and quarter-hour of UTC: every offset in use today is a multiple of
 * 15 minutes and clocks change at a whole local hour, so a change never falls inside a quarter-hour. A
 * week of slots asked ~1 000 offsets, each an `Intl` formatting (the bench's slots call spent most of its
 * CPU there); the cache is emptied past 100 000 entries.
 */
const OFFSET_BUCKET_MS = 15 * MINUTE_MS;
const MAX_CACHED_OFFSETS = 100_000;
const offsets = new Map<string, number>();

/**
 * Offset of a time zone from UTC at an instant, in minutes (`Europe/Paris`: 60 in winter, 120 in summer).
 *
 * @example
 * ```ts
 * utcOffsetMinutes(new Date('2026-07-01T12:00:00Z'), 'Europe/Paris'); // 120
 * ```
 */
export function utcOffsetMinutes(instant: Date, timeZone: string): number {
  const bucketStart = Math.floor(instant.getTime() / OFFSET_BUCKET_MS) * OFFSET_BUCKET_MS;
  const key = `${timeZone} ${bucketStart}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = Math.round((readWallClockMs(new Date(bucketStart), timeZone) - bucketStart) / MINUTE_MS);
    if (offsets.size >= MAX_CACHED_OFFSETS) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/** The wall-clock reading of an instant in a time zone, as if it were UTC (milliseconds). */
function wallClockMs(instant: Date, timeZone: string): number {
  return instant.getTime() + utcOffsetMinutes(instant, timeZone) * MINUTE_MS;
}

/** Parses `YYYY-MM-DD` into UTC midnight milliseconds, or `undefined` when it is not a real calendar day. */
export function parseLocalDate(value: string): number | undefined {
  const match = DATE_PATTERN.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return undefined;
  }
  return ms;
}

function requireDate(date: LocalDate): number {
  const ms = parseLocalDate(date);
  if (ms === undefined) throw new RangeError(`Invalid local date: ${date}`);
  return ms;
}

/** The day `days` after `date` (negative goes back). @example `addDays('2026-12-31', 1) // '2027-01-01'` */
export function addDays(date: LocalDate, days: number): LocalDate {
  return new Date(requireDate(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`. @example `daysBetween('2026-03-01', '2026-03-08') // 7` */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  return Math.round((requireDate(to) - requireDate(from)) / DAY_MS);
}

/** ISO weekday of a day: 1 = Monday ... 7 = Sunday. @example `isoWeekday('2026-10-25') // 7` */
export function isoWeekday(date: LocalDate): number {
  return new Date(requireDate(date)).getUTCDay() || 7;
}

/** The calendar day of an instant in a time zone. @example `localDateOf(new Date(), 'Europe/Paris')` */
export function localDateOf(instant: Date, timeZone: string): LocalDate {
  return new Date(wallClockMs(instant, timeZone)).toISOString().slice(0, 10);
}

/**
 * The instant a wall-clock time of a day happens in a time zone. On the day clocks go forward, a time in the
 * skipped hour is moved forward by the gap; on the day they go back, a repeated time gives its first
 * occurrence (what Temporal calls `disambiguation: 'compatible'`).
 *
 * @param minutes - minutes since local midnight (may reach 1440 for the next midnight).
 * @example
 * ```ts
 * zonedInstant('2027-03-28', 7 * 60 + 15, 'Europe/Paris').toISOString(); // '2027-03-28T05:15:00.000Z'
 * ```
 */
export function zonedInstant(date: LocalDate, minutes: number, timeZone: string): Date {
  const wallMs = requireDate(date) + minutes * MINUTE_MS;
  // Transitions are months apart: the offsets a day before and after are the only candidates.
  const before = utcOffsetMinutes(new Date(wallMs - DAY_MS), timeZone);
  const after = utcOffsetMinutes(new Date(wallMs + DAY_MS), timeZone);
  const candidates = [...new Set([before, after])]
    .map((offset) => wallMs - offset * MINUTE_MS)
    .filter((ms) => wallClockMs(new Date(ms), timeZone) === wallMs)
    .sort((a, b) => a - b);
  return new Date(candidates[0] ?? wallMs - before * MINUTE_MS);
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * ISO 8601 with the zone's offset at that instant, to the second.
 *
 * @example
 * ```ts
 * formatZoned(new Date('2026-11-23T08:00:00Z'), 'Europe/Paris'); // '2026-11-23T09:00:00+01:00'
 * ```
 */
export function formatZoned(instant: Date, timeZone: string): string {
  const offset = utcOffsetMinutes(instant, timeZone);
  const wall = new Date(wallClockMs(instant, timeZone)).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${wall}${sign}${twoDigits(Math.floor(abs / 60))}:${twoDigits(abs % 60)}`;
}

/** `HH:MM` or `HH:MM:SS` (a PostgreSQL `time`) as minutes since midnight. @example `timeToMinutes('07:15:00') // 435` */
export function timeToMinutes(value: string): number {
  const [hours = '0', minutes = '0'] = value.split(':');
  return Number(hours) * 60 + Number(minutes);
}
