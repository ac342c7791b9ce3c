import { describe, expect, it } from 'vitest';
import { firstOfMonth } from './french-dates';

describe('the first of the month in French', () => {
  it('writes « 1er » before a month, long or short, with any space Intl puts', () => {
    expect(firstOfMonth('mardi 1 décembre 2026')).toBe('mardi 1er décembre 2026');
    expect(firstOfMonth('1 janv.')).toBe('1er janv.');
    expect(firstOfMonth('lun. 1\u00a0févr.')).toBe('lun. 1er\u00a0févr.');
    expect(firstOfMonth('1 août à 18 h 00')).toBe('1er août à 18 h 00');
  });

  it('leaves every other day, an hour and a count alone', () => {
    expect(firstOfMonth('11 décembre, 21 mars, 31 mai')).toBe('11 décembre, 21 mars, 31 mai');
    expect(firstOfMonth('1 place restante')).toBe('1 place restante');
    expect(firstOfMonth('à 1 h 00')).toBe('à 1 h 00');
  });
});
