import { describe, expect, it } from 'vitest';
import { HALL_TIME_ZONE, hallDay, hallMinutes } from './hall-days';

/** The Paris day and minutes of an instant, asked of Intl directly (the reference). */
function parisClock(date: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: HALL_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

describe('hallDay and hallMinutes (Europe/Paris)', () => {
  it('match Intl for every 7 minutes across both 2026 clock changes and midnights', () => {
    // 29 March 2026 (02:00 → 03:00) and 25 October 2026 (03:00 → 02:00), one day either side.
    for (const [from, to] of [
      ['2026-03-28T00:00:00Z', '2026-03-30T00:00:00Z'],
      ['2026-10-24T00:00:00Z', '2026-10-26T00:00:00Z'],
    ] as const) {
      for (let time = Date.parse(from); time < Date.parse(to); time += 7 * 60_000 + 13_000) {
        const date = new Date(time);
        expect({ day: hallDay(date), minutes: hallMinutes(date) }).toEqual(parisClock(date));
      }
    }
  });

  it('gives the examples of their documentation', () => {
    expect(hallDay(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(hallMinutes(new Date('2026-11-23T09:15:00+01:00'))).toBe(555);
    // Seconds do not make a minute: 17h59m59s is minute 1079.
    expect(hallMinutes(new Date('2026-11-23T16:59:59Z'))).toBe(17 * 60 + 59);
  });
});
