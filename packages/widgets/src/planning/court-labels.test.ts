import { describe, expect, it } from 'vitest';
import { courtLabels } from './court-labels';

describe('courtLabels', () => {
  it("says the shared words once and keeps each court's number", () => {
    expect(courtLabels(['Terrain de padel 1', 'Terrain de padel 2'])).toEqual({
      common: 'Terrain de padel',
      short: ['1', '2'],
    });
    expect(courtLabels(['Court de badminton 1', 'Court de badminton 2', 'Court de badminton 3'])).toEqual({
      common: 'Court de badminton',
      short: ['1', '2', '3'],
    });
  });

  it('abbreviates names that share nothing, and long remainders', () => {
    expect(courtLabels(['Court de badminton 1', 'Terrain central'])).toEqual({
      common: null,
      short: ['CB1', 'TC'],
    });
    expect(courtLabels(['Terrain de sable 1', 'Terrain couvert nord'])).toEqual({
      common: 'Terrain',
      short: ['S1', 'CN'],
    });
  });

  it('never leaves a court without its own part', () => {
    expect(courtLabels(['Padel', 'Padel 2'])).toEqual({ common: null, short: ['Padel', 'P2'] });
  });
});
