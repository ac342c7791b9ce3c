// Quiet hours: no SMS between 21:00 and 8:00 Paris time. The 2 h reminder goes by mail then; the
// answers' digest and the halls' news keep their SMS for 8:00.
import { addDays, hallDay } from '@multisalle/core';

/** The hour, Paris time, the quiet hours begin (included) and end (excluded). */
export const QUIET_HOURS = { from: 21, to: 8 } as const;

const parisClock = new Intl.DateTimeFormat('en-GB', {
  hour: 'numeric',
  hourCycle: 'h23',
  timeZone: 'Europe/Paris',
});
// Read from the parts: the formatted text differs by locale (« 06 h » in French).
const parisHour = (at: Date) =>
  Number(parisClock.formatToParts(at).find((part) => part.type === 'hour')?.value);

/**
 * Whether `at` falls in the quiet hours, Paris time (21:00 included, 8:00 excluded).
 *
 * @example isQuietHour(new Date('2026-12-01T05:30:00Z')) // true: 6h30 in Paris
 */
export function isQuietHour(at: Date): boolean {
  const hour = parisHour(at);
  return hour >= QUIET_HOURS.from || hour < QUIET_HOURS.to;
}

/**
 * When an SMS due at `at` may go: `at` itself outside the quiet hours, else the 8:00 (Paris time) that ends
 * them, the same morning or the next one.
 *
 * @example smsSendingTime(new Date('2026-12-01T21:30:00Z')) // 2026-12-02T07:00:00Z (22h30 → 8h00)
 */
export function smsSendingTime(at: Date): Date {
  if (!isQuietHour(at)) return at;
  const day = parisHour(at) >= QUIET_HOURS.from ? addDays(hallDay(at), 1) : hallDay(at);
  const hour = String(QUIET_HOURS.to).padStart(2, '0');
  // Paris is UTC+1 in winter and UTC+2 in summer; the clocks never change at 8:00.
  const winter = new Date(`${day}T${hour}:00:00+01:00`);
  return parisHour(winter) === QUIET_HOURS.to ? winter : new Date(`${day}T${hour}:00:00+02:00`);
}
