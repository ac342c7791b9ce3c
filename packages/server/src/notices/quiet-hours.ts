// Quiet hours (issue 24): no SMS between 21:00 and 8:00 Paris time; the notice goes by mail then.

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
  return hour >= 21 || hour < 8;
}
