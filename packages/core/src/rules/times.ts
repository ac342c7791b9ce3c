/**
 * Times of day, written one way across the product: « 09h00 », « 17h45 », as the spec's 'de HHhmm à HHhmm'
 * (spec 2 section 2): hours and minutes on two digits each, joined by « h ». Intl finds the hours and
 * minutes of an instant in a time zone; the « h » join is ours, since `fr-FR` writes « 17:45 ».
 */

import { HALL_TIME_ZONE, hallMinutes } from './hall-days';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * Hours and minutes as the product writes them.
 *
 * @example formatClock(9, 0) // '09h00'
 * @example formatClock(17, 45) // '17h45'
 */
export function formatClock(hours: number, minutes: number): string {
  return `${twoDigits(hours)}h${twoDigits(minutes)}`;
}

/**
 * Minutes since midnight as a time of day (a calendar's hour rows).
 *
 * @example formatMinutesOfDay(1065) // '17h45'
 */
export function formatMinutesOfDay(minutes: number): string {
  return formatClock(Math.floor(minutes / 60), minutes % 60);
}

/**
 * An instant's time of day in the halls' time zone.
 *
 * @example formatHallTime(new Date('2026-11-23T09:00:00+01:00')) // '09h00'
 */
export function formatHallTime(date: Date): string {
  return formatMinutesOfDay(hallMinutes(date));
}

/**
 * What hovering a slot shows: 'de HHhmm à HHhmm' (spec 2 section 2), in the halls' time zone.
 *
 * @example formatTimeRange(new Date('2026-11-23T09:00:00+01:00'), new Date('2026-11-23T10:30:00+01:00'))
 * // 'de 09h00 à 10h30'
 */
export function formatTimeRange(start: Date, end: Date): string {
  return `de ${formatHallTime(start)} à ${formatHallTime(end)}`;
}

/**
 * A wire time of day (`heureDebut`, `heureFin`: « 18:00 » or « 18:00:00 ») as the product writes it; a
 * text that is not a time comes back unchanged rather than as a wrong time.
 *
 * @example formatWireTime('18:00') // '18h00'
 * @example formatWireTime('9:05:00') // '09h05'
 */
export function formatWireTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time.trim());
  return match ? formatClock(Number(match[1]), Number(match[2])) : time;
}

/**
 * A wire start and end as 'de HHhmm à HHhmm'.
 *
 * @example formatWireTimeRange('18:00', '19:30') // 'de 18h00 à 19h30'
 */
export function formatWireTimeRange(start: string, end: string): string {
  return `de ${formatWireTime(start)} à ${formatWireTime(end)}`;
}

const zoneClocks = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant's time of day in a given time zone (by default the halls'); `undefined` is the reader's own.
 *
 * @example formatTimeIn(new Date('2026-11-23T17:45:00Z'), 'UTC') // '17h45'
 */
export function formatTimeIn(date: Date, timeZone: string | undefined = HALL_TIME_ZONE): string {
  const key = timeZone ?? '';
  let format = zoneClocks.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    zoneClocks.set(key, format);
  }
  const parts = format.formatToParts(date);
  const part = (type: 'hour' | 'minute') => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return formatClock(part('hour'), part('minute'));
}
