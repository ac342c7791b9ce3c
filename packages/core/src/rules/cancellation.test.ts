import { describe, expect, it } from 'vitest';
import {
  CANCELLATION_NOTICE_HOURS,
  cancellableUntilText,
  cancellationDeadline,
  cancellationRuleText,
} from './cancellation';

// Thursday 3 December 2026, 19h15 in Paris (UTC+1).
const startsAt = new Date('2026-12-03T18:15:00Z');
const hours = (count: number) => count * 3_600_000;

describe('the 48-hour cancellation rule', () => {
  it("is 48 hours, the spec's notice", () => {
    expect(CANCELLATION_NOTICE_HOURS).toBe(48);
  });

  it("ends 48 hours before the start, in the halls' time and with « 1er »", () => {
    expect(cancellationDeadline(startsAt).toISOString()).toBe('2026-12-01T18:15:00.000Z');
    expect(cancellableUntilText(startsAt, new Date('2026-11-28T10:00:00Z'))).toBe(
      'mardi 1er décembre à 19h15',
    );
  });

  it('lets a game booked exactly 48 hours before still be cancelled, and not one booked a second later', () => {
    const deadline = startsAt.getTime() - hours(48);
    expect(cancellableUntilText(startsAt, new Date(deadline))).toBe('mardi 1er décembre à 19h15');
    expect(cancellableUntilText(startsAt, new Date(deadline + 1000))).toBeNull();
  });

  it('says the deadline, or that a game booked less than 48 hours before can no longer be cancelled', () => {
    expect(cancellationRuleText(startsAt, new Date(startsAt.getTime() - hours(72)))).toBe(
      "Annulation gratuite jusqu'au mardi 1er décembre à 19h15 (48 heures avant le début)\u00a0; après, la réservation est due.",
    );
    expect(cancellationRuleText(startsAt, new Date(startsAt.getTime() - hours(47)))).toBe(
      'Réservée moins de 48 heures avant le début, cette partie ne peut plus être annulée\u00a0: elle est due.',
    );
  });
});
