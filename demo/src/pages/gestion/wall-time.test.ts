import { describe, expect, it } from 'vitest';
import { wallTimeToIso } from './wall-time.ts';

describe('wallTimeToIso', () => {
  it('writes a winter time of the hall with +01:00', () => {
    expect(wallTimeToIso('2026-12-05', '18:00')).toBe('2026-12-05T18:00:00+01:00');
  });

  it('writes a summer time of the hall with +02:00', () => {
    expect(wallTimeToIso('2027-07-03', '09:30')).toBe('2027-07-03T09:30:00+02:00');
  });

  it('takes the right side of the spring and autumn clock changes', () => {
    expect(wallTimeToIso('2027-03-28', '01:30')).toBe('2027-03-28T01:30:00+01:00');
    expect(wallTimeToIso('2027-03-28', '03:30')).toBe('2027-03-28T03:30:00+02:00');
    expect(wallTimeToIso('2027-10-31', '04:00')).toBe('2027-10-31T04:00:00+01:00');
  });

  it('refuses a half-typed or impossible value', () => {
    expect(wallTimeToIso('2027-02-30', '10:00')).toBeNull();
    expect(wallTimeToIso('2027-02-10', '')).toBeNull();
    expect(wallTimeToIso('', '10:00')).toBeNull();
  });
});
