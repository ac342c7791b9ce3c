import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  formatZoned,
  isoWeekday,
  localDateOf,
  parseLocalDate,
  timeToMinutes,
  utcOffsetMinutes,
  zonedInstant,
} from './local-time.ts';

const PARIS = 'Europe/Paris';

describe('local time in Europe/Paris', () => {
  it('knows Paris is one hour ahead of UTC in winter and two in summer', () => {
    expect(utcOffsetMinutes(new Date('2026-01-15T12:00:00Z'), PARIS)).toBe(60);
    expect(utcOffsetMinutes(new Date('2026-07-15T12:00:00Z'), PARIS)).toBe(120);
  });

  it('changes offset at the exact second of the changes, cached per quarter-hour or not', () => {
    // Autumn 2026: 03:00 summer time becomes 02:00 at 01:00 UTC; spring 2027: at 01:00 UTC too.
    for (let pass = 0; pass < 2; pass += 1) {
      expect(utcOffsetMinutes(new Date('2026-10-25T00:59:59Z'), 'Europe/Paris')).toBe(120);
      expect(utcOffsetMinutes(new Date('2026-10-25T01:00:00Z'), 'Europe/Paris')).toBe(60);
      expect(utcOffsetMinutes(new Date('2027-03-28T00:59:59Z'), 'Europe/Paris')).toBe(60);
      expect(utcOffsetMinutes(new Date('2027-03-28T01:00:00Z'), 'Europe/Paris')).toBe(120);
    }
    // A 45-minute offset (Nepal) and a half-hour daylight change (Lord Howe, 2 a.m. local, 15:30 UTC).
    expect(utcOffsetMinutes(new Date('2026-11-22T12:07:00Z'), 'Asia/Kathmandu')).toBe(345);
    expect(utcOffsetMinutes(new Date('2026-10-03T15:29:59Z'), 'Australia/Lord_Howe')).toBe(630);
    expect(utcOffsetMinutes(new Date('2026-10-03T15:30:00Z'), 'Australia/Lord_Howe')).toBe(660);
  });

  it('turns 7:15 into the right instant on both sides of the spring change (2027-03-28)', () => {
    expect(zonedInstant('2027-03-27', 435, PARIS).toISOString()).toBe('2027-03-27T06:15:00.000Z');
    expect(zonedInstant('2027-03-28', 435, PARIS).toISOString()).toBe('2027-03-28T05:15:00.000Z');
    expect(formatZoned(zonedInstant('2027-03-28', 435, PARIS), PARIS)).toBe('2027-03-28T07:15:00+02:00');
  });

  it('moves a time of the skipped hour forward, as Temporal does', () => {
    // 02:30 does not exist on 2027-03-28: it becomes 03:30 summer time.
    expect(formatZoned(zonedInstant('2027-03-28', 150, PARIS), PARIS)).toBe('2027-03-28T03:30:00+02:00');
  });

  it('gives the first of the two 02:30 of the autumn change (2026-10-25)', () => {
    expect(formatZoned(zonedInstant('2026-10-25', 150, PARIS), PARIS)).toBe('2026-10-25T02:30:00+02:00');
    expect(formatZoned(zonedInstant('2026-10-25', 9 * 60, PARIS), PARIS)).toBe('2026-10-25T09:00:00+01:00');
    expect(formatZoned(zonedInstant('2026-10-24', 9 * 60, PARIS), PARIS)).toBe('2026-10-24T09:00:00+02:00');
  });

  it('counts the autumn change day as 25 hours from midnight to midnight', () => {
    const hours =
      (zonedInstant('2026-10-26', 0, PARIS).getTime() - zonedInstant('2026-10-25', 0, PARIS).getTime()) /
      3_600_000;
    expect(hours).toBe(25);
  });

  it('formats an instant with the Paris offset, as the wire wants', () => {
    expect(formatZoned(new Date('2026-11-23T08:00:00Z'), PARIS)).toBe('2026-11-23T09:00:00+01:00');
  });

  it("tells the Paris day of an instant, which differs from UTC's just before midnight", () => {
    expect(localDateOf(new Date('2026-06-30T22:30:00Z'), PARIS)).toBe('2026-07-01');
  });

  it('rejects days that do not exist and does calendar arithmetic', () => {
    expect(parseLocalDate('2026-13-45')).toBeUndefined();
    expect(parseLocalDate('2026-02-29')).toBeUndefined();
    expect(parseLocalDate('26-01-01')).toBeUndefined();
    expect(parseLocalDate('2028-02-29')).toBe(Date.UTC(2028, 1, 29));
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-03-01', '2026-03-08')).toBe(7);
    expect(isoWeekday('2026-10-25')).toBe(7);
    expect(isoWeekday('2026-10-26')).toBe(1);
    expect(timeToMinutes('07:15:00')).toBe(435);
    expect(timeToMinutes('24:00:00')).toBe(1440);
  });
});
