import { madeOnFirstUse } from '../performance/made-on-first-use';
import { HALL_TIME_ZONE } from './hall-days';

const partsFormat = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: HALL_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }),
);

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * An instant as ISO 8601 in the halls' time zone, with its offset (`2026-11-27T18:30:00+01:00`): the
 * wall-clock time a player reads, and an offset that keeps the instant exact for the mobile app (
 * `multisalle:slot-picked`). `toISOString()` would give UTC, which an app would have to convert back.
 *
 * @example hallIsoDateTime(new Date('2026-11-27T17:30:00Z')) // '2026-11-27T18:30:00+01:00'
 */
export function hallIsoDateTime(date: Date): string {
  const parts = Object.fromEntries(
    partsFormat()
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  const local = `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
  // The offset is the wall clock read as UTC minus the instant, whole minutes (Paris: +01:00 or +02:00).
  const offsetMinutes = Math.round(
    (Date.parse(`${local}Z`) - Math.floor(date.getTime() / 1000) * 1000) / 60_000,
  );
  const sign = offsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(offsetMinutes);
  return `${local}${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}
