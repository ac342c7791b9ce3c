import { describe, expect, it } from 'vitest';
import { type Clock, clockFromEnv, clockStartingAt, systemClock } from './index.ts';

/** A base clock the test moves by hand. */
function handClock(startMs: number): Clock & { advance: (ms: number) => void } {
  let ms = startMs;
  return {
    now: () => new Date(ms),
    nowMs: () => ms,
    advance: (by) => {
      ms += by;
    },
  };
}

describe('clockStartingAt', () => {
  it('reads the chosen instant at first, then runs on at the speed of its base', () => {
    const base = handClock(Date.parse('2026-06-01T12:00:00Z'));
    const clock = clockStartingAt(new Date('2027-03-28T01:50:00+01:00'), base);
    expect(clock.now().toISOString()).toBe('2027-03-28T00:50:00.000Z');
    base.advance(15 * 60_000);
    expect(clock.now().toISOString()).toBe('2027-03-28T01:05:00.000Z');
    expect(clock.nowMs()).toBe(Date.parse('2027-03-28T03:05:00+02:00'));
  });

  it('runs on the system clock by default', () => {
    const before = Date.now();
    const clock = clockStartingAt(new Date('2030-01-01T00:00:00Z'));
    const ranMs = clock.nowMs() - Date.parse('2030-01-01T00:00:00Z');
    expect(ranMs).toBeGreaterThanOrEqual(0);
    expect(ranMs).toBeLessThanOrEqual(Date.now() - before);
  });

  it('refuses an invalid instant', () => {
    expect(() => clockStartingAt(new Date('garbage'))).toThrow(RangeError);
  });
});

describe('clockFromEnv', () => {
  it('is the system clock when CLOCK_START is unset or empty', () => {
    expect(clockFromEnv({}, { isProduction: false })).toBe(systemClock);
    expect(clockFromEnv({ CLOCK_START: '' }, { isProduction: false })).toBe(systemClock);
    expect(clockFromEnv({}, { isProduction: true })).toBe(systemClock);
  });

  it('starts at CLOCK_START, an ISO instant with its offset', () => {
    const before = Date.now();
    const clock = clockFromEnv({ CLOCK_START: '2027-01-01T00:00:00+01:00' }, { isProduction: false });
    const ranMs = clock.nowMs() - Date.parse('2026-12-31T23:00:00Z');
    expect(ranMs).toBeGreaterThanOrEqual(0);
    expect(ranMs).toBeLessThanOrEqual(Date.now() - before);
    const utc = clockFromEnv({ CLOCK_START: ' 2027-01-01T00:00:00.250Z ' }, { isProduction: false });
    expect(utc.nowMs()).toBeGreaterThanOrEqual(Date.parse('2027-01-01T00:00:00.250Z'));
  });

  it.each([
    'demain',
    '2027-01-01',
    '2027-01-01T00:00:00',
    '2027-13-01T00:00:00+01:00',
    '1 janvier 2027 00:00 +01:00',
  ])('refuses %s, naming the variable', (value) => {
    expect(() => clockFromEnv({ CLOCK_START: value }, { isProduction: false })).toThrow(
      /CLOCK_START doit être un instant ISO 8601 avec son décalage/,
    );
  });

  it('refuses CLOCK_START in production', () => {
    expect(() => clockFromEnv({ CLOCK_START: '2027-01-01T00:00:00+01:00' }, { isProduction: true })).toThrow(
      "CLOCK_START est refusé en production\u00a0: l'horloge du serveur y est celle du système.",
    );
  });
});
