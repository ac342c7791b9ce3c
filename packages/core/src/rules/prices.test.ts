import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, formatDayLabel, hallDay, hallMinutes, mondayOf } from './hall-days';
import {
  calendarGranularityMinutes,
  formatDuration,
  formatPriceCents,
  perPersonCents,
  placesLeft,
  placesLeftText,
  placesText,
} from './prices';
import { formatTimeRange } from './times';

// Intl writes narrow no-break spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('prices (spec 2 section 9)', () => {
  it('shows cents as euros with 2 decimals, French style', () => {
    expect(plain(formatPriceCents(1250))).toBe('12,50 €');
    expect(plain(formatPriceCents(5))).toBe('0,05 €');
    expect(plain(formatPriceCents(123456))).toBe('1 234,56 €');
  });

  it('shows a price of 0 as GRATUIT', () => {
    expect(formatPriceCents(0)).toBe('GRATUIT');
  });

  it('divides the total by the recommended number of players, rounded to the cent', () => {
    expect(perPersonCents(5000, 4)).toBe(1250);
    expect(perPersonCents(1000, 3)).toBe(333);
    expect(perPersonCents(2000, 3)).toBe(667);
    expect(perPersonCents(2000, 0)).toBe(2000);
  });

  it('counts places left as nbParticipantMax minus remplissage, never below 0', () => {
    expect(placesLeft(12, 5)).toBe(7);
    expect(placesLeft(4, 6)).toBe(0);
  });

  it('writes the places with their noun agreed: 0 and 1 place restante, 2 places restantes, never « place(s) »', () => {
    expect(placesLeftText(0)).toBe('0 place restante');
    expect(placesLeftText(1)).toBe('1 place restante');
    expect(placesLeftText(2)).toBe('2 places restantes');
    expect(placesText(1, 'libre')).toBe('1 place libre');
    expect(placesText(3, 'libre')).toBe('3 places libres');
    expect(placesText(4)).toBe('4 places');
  });
});

describe('durations and calendar granularity (spec 2 section 9)', () => {
  it('writes durations as 1h30min, 1h or 45min', () => {
    expect(formatDuration(90)).toBe('1h30min');
    expect(formatDuration(60)).toBe('1h');
    expect(formatDuration(45)).toBe('45min');
    expect(formatDuration(120)).toBe('2h');
  });

  it('uses 10-minute rows when a slot lasts 900 s or less, 30 otherwise', () => {
    expect(calendarGranularityMinutes(10)).toBe(10);
    expect(calendarGranularityMinutes(15)).toBe(10);
    expect(calendarGranularityMinutes(16)).toBe(30);
    expect(calendarGranularityMinutes(60)).toBe(30);
  });
});

describe("times in the halls' time zone (spec 2 section 2)", () => {
  it("writes the hover range as 'de HHhmm à HHhmm' in Paris time", () => {
    const start = new Date('2026-11-23T09:00:00+01:00');
    const end = new Date('2026-11-23T10:30:00+01:00');
    expect(formatTimeRange(start, end)).toBe('de 09h00 à 10h30');
    // 21:15 UTC in summer is 23h15 in Paris.
    expect(formatTimeRange(new Date('2026-07-01T21:15:00Z'), new Date('2026-07-01T21:45:00Z'))).toBe(
      'de 23h15 à 23h45',
    );
  });

  it('finds the Paris day and minutes of an instant', () => {
    expect(hallDay(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(hallMinutes(new Date('2026-11-23T09:15:00+01:00'))).toBe(555);
  });

  it('reads each instant right however often it is asked (kept once formatted), midnight and clock changes included', () => {
    for (let round = 0; round < 2; round += 1) {
      expect(formatTimeRange(new Date('2026-11-22T23:00:00Z'), new Date('2026-11-22T23:05:00Z'))).toBe(
        'de 00h00 à 00h05',
      );
      // Sunday 29 March 2026: 2h00 in Paris becomes 3h00.
      expect(hallMinutes(new Date('2026-03-29T00:30:00Z'))).toBe(90);
      expect(hallMinutes(new Date('2026-03-29T01:30:00Z'))).toBe(210);
      expect(hallDay(new Date('2026-03-29T22:30:00Z'))).toBe('2026-03-30');
      expect(formatPriceCents(1250)).toBe(formatPriceCents(1250));
      expect(formatDayLabel('2026-03-29')).toBe('dimanche 29 mars');
    }
  });

  it('counts days across months and finds Mondays', () => {
    expect(addDays('2026-11-30', 2)).toBe('2026-12-02');
    expect(daysBetween('2026-11-23', '2026-11-30')).toBe(7);
    expect(mondayOf('2026-11-26')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(formatDayLabel('2026-11-23')).toBe('lundi 23 novembre');
  });
});
