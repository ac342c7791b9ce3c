import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatHallTime,
  formatMinutesOfDay,
  formatTimeIn,
  formatTimeRange,
  formatWireTime,
  formatWireTimeRange,
} from './times';

describe('times of day, written one way (« 09h00 », « 17h45 », spec 2: de HHhmm à HHhmm)', () => {
  it('writes hours and minutes on two digits joined by « h », never « 17:45 »', () => {
    expect(formatClock(9, 0)).toBe('09h00');
    expect(formatClock(17, 45)).toBe('17h45');
    expect(formatClock(0, 5)).toBe('00h05');
    expect(formatMinutesOfDay(1065)).toBe('17h45');
    expect(formatMinutesOfDay(7 * 60)).toBe('07h00');
  });

  it("reads an instant in the halls' time zone, winter and summer", () => {
    expect(formatHallTime(new Date('2026-11-28T16:45:00Z'))).toBe('17h45');
    expect(formatHallTime(new Date('2026-07-01T07:00:00Z'))).toBe('09h00');
    expect(formatTimeRange(new Date('2026-11-28T16:45:00Z'), new Date('2026-11-28T18:15:00Z'))).toBe(
      'de 17h45 à 19h15',
    );
  });

  it("writes the wire's « 18:00 » and « 09:05:00 » the same way, and leaves a non-time text alone", () => {
    expect(formatWireTime('18:00')).toBe('18h00');
    expect(formatWireTime('09:05:00')).toBe('09h05');
    expect(formatWireTime('9:05')).toBe('09h05');
    expect(formatWireTime('bientôt')).toBe('bientôt');
    expect(formatWireTimeRange('18:00', '19:30')).toBe('de 18h00 à 19h30');
  });

  it("reads an instant in another time zone, or the reader's", () => {
    expect(formatTimeIn(new Date('2026-11-23T17:45:00Z'), 'UTC')).toBe('17h45');
    expect(formatTimeIn(new Date('2026-11-23T17:45:00Z'))).toBe('18h45');
    expect(formatTimeIn(new Date('2026-11-23T00:05:00Z'), 'UTC')).toBe('00h05');
    expect(formatTimeIn(new Date('2026-11-23T17:45:00Z'), undefined)).toMatch(/^\d\dh\d\d$/);
  });
});
