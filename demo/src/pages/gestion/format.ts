/*
 * Times and dates of the console, in French. The day's times arrive as the hall's wall time with its
 * offset (`2027-03-16T19:00:00+01:00`): they are read from the string itself and formatted as UTC, so the
 * desk sees the hall's hours whatever time zone its computer is set to.
 */

import { frenchDateFormat } from '@multisalle/core';

/** The halls' time zone, for the audit trail's instants (sent in UTC). */
const HALL_TIME_ZONE = 'Europe/Paris';
const NBSP = '\u00a0';

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;
const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const clock = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'UTC',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h23',
});
const longDate = frenchDateFormat(
  new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }),
);
const shortDay = frenchDateFormat(
  new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }),
);
const dayOfMonth = frenchDateFormat(
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', day: 'numeric', month: 'long' }),
);
const auditDate = frenchDateFormat(
  new Intl.DateTimeFormat('fr-FR', {
    timeZone: HALL_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }),
);
const auditClock = new Intl.DateTimeFormat('fr-FR', {
  timeZone: HALL_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** « 18 h 52 » of a formatter's parts (no-break spaces: the time never splits across lines). */
function hoursText(format: Intl.DateTimeFormat, instant: number): string {
  const parts = format.formatToParts(instant);
  const part = (type: 'hour' | 'minute') => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('hour')}${NBSP}h${NBSP}${part('minute')}`;
}

/** The wall time written in an ISO string, as if it were UTC; null when the string has none. */
function wallMs(iso: string): number | null {
  const match = WALL_TIME.exec(iso);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  return Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
}

/**
 * The hall's time written in an ISO string with offset.
 *
 * @example timeText('2027-03-16T18:52:10+01:00') // '18 h 52' (no-break spaces)
 */
export function timeText(iso: string): string {
  const ms = wallMs(iso);
  return ms === null ? '' : hoursText(clock, ms);
}

/**
 * A wall time of the hall's rules (`HH:MM`, `24:00` the end of the day) in words.
 *
 * @example clockText('09:05') // '9 h 05' (no-break spaces)
 */
export function clockText(hhmm: string): string {
  const [hours = '0', minutes = '00'] = hhmm.split(':');
  return `${Number(hours)}${NBSP}h${NBSP}${minutes}`;
}

/** « 18 h 00 – 19 h 30 ». */
export const rangeText = (startsAt: string, endsAt: string) => `${timeText(startsAt)} – ${timeText(endsAt)}`;

/**
 * A range seen from the day `date`: its hours when it starts and ends that day, its dates too when it goes
 * beyond (a closure over several days).
 *
 * @example spanText('2027-07-02T18:00:00+02:00', '2027-07-05T09:00:00+02:00', '2027-07-03')
 * // 'du 2 juillet, 18 h 00 au 5 juillet, 9 h 00'
 */
export function spanText(startsAt: string, endsAt: string, date: string): string {
  if (startsAt.startsWith(date) && endsAt.startsWith(date)) return rangeText(startsAt, endsAt);
  const on = (iso: string) => `${dayOfMonth.format(localDateMs(iso.slice(0, 10)))}, ${timeText(iso)}`;
  return `du ${on(startsAt)} au ${on(endsAt)}`;
}

/** Whether `value` is an `AAAA-MM-JJ` date of the calendar. */
export function isLocalDate(value: string | null | undefined): value is string {
  const match = value ? LOCAL_DATE.exec(value) : null;
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as number[];
  const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1));
  return date.getUTCFullYear() === year && date.getUTCMonth() + 1 === month && date.getUTCDate() === day;
}

function localDateMs(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
}

/**
 * A day in words.
 *
 * @example dateText('2027-03-16') // 'mardi 16 mars 2027'
 */
export const dateText = (date: string) => longDate.format(localDateMs(date));

/**
 * A day in short words, for a column's header.
 *
 * @example shortDayText('2027-03-16') // 'mar. 16 mars'
 */
export const shortDayText = (date: string) => shortDay.format(localDateMs(date));

/**
 * The Monday of the week of `date` (French weeks start on Monday).
 *
 * @example mondayOf('2027-03-18') // '2027-03-15'
 */
export function mondayOf(date: string): string {
  const weekday = new Date(localDateMs(date)).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/**
 * The day `days` after `date` (before, when negative), in the calendar: no clock change can move it.
 *
 * @example addDays('2027-03-31', 1) // '2027-04-01'
 */
export function addDays(date: string, days: number): string {
  return new Date(localDateMs(date) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * An instant of the audit trail in the hall's time.
 *
 * @example auditTimeText('2027-03-16T13:31:00.000Z') // '16 mars 2027 à 14 h 31'
 */
export function auditTimeText(iso: string): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return iso;
  return `${auditDate.format(instant)} à ${hoursText(auditClock, instant)}`;
}

/**
 * The day of an instant in the hall's time.
 *
 * @example auditDayText('2027-03-16T23:31:00.000Z') // '17 mars 2027'
 */
export function auditDayText(iso: string): string {
  const instant = Date.parse(iso);
  return Number.isNaN(instant) ? iso : auditDate.format(instant);
}

/**
 * A French mobile number in pairs; any other form as it came.
 *
 * @example phoneText('0612345678') // '06 12 34 56 78'
 */
export function phoneText(phone: string): string {
  const digits = phone.replace(/[\s.-]/g, '');
  return /^0\d{9}$/.test(digits) ? (digits.match(/\d{2}/g) ?? []).join(' ') : phone;
}

/** The `tel:` address of a number: its digits (and a leading +). */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
