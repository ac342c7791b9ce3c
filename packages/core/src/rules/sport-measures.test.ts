import { describe, expect, it } from 'vitest';
import { sportMeasures } from './sport-measures';

describe('sportMeasures', () => {
  it('reads racket sports in sets, team sports in goals, all sports and the others in shared figures', () => {
    for (const label of ['PADEL', 'Tennis', 'BADMINTON', 'PING PONG', 'tennis de table']) {
      expect(sportMeasures(label)).toBe('sets');
    }
    for (const label of ['FOOT5', 'FUTSAL', 'HANDBALL', 'BASKET 3X3', 'VOLLEYBALL']) {
      expect(sportMeasures(label)).toBe('goals');
    }
    for (const label of [null, undefined, '', 'Tous sports', 'YOGA'])
      expect(sportMeasures(label)).toBe('common');
  });
});
