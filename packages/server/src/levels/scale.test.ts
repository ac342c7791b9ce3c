import { Glicko2 } from 'glicko2';
import { describe, expect, it } from 'vitest';
import { rateMatch, startingLevel } from './rate-match.ts';
import { isProvisional, LEVEL_SCALE, levelOfRating, PROVISIONAL_BELOW_MATCHES } from './scale.ts';

describe('the 1–7 level scale', () => {
  it('shows a new player (1500) at 4.0 and one level per 200 rating points, one decimal', () => {
    expect(levelOfRating(1500)).toBe(4);
    expect(levelOfRating(1700)).toBe(5);
    expect(levelOfRating(1300)).toBe(3);
    expect(levelOfRating(1730)).toBe(5.2);
    expect(levelOfRating(1512.3)).toBe(4.1);
  });

  it('keeps every level within 1 to 7 (rule 1–7 scale)', () => {
    expect(levelOfRating(900)).toBe(LEVEL_SCALE.min);
    expect(levelOfRating(100)).toBe(1);
    expect(levelOfRating(2100)).toBe(LEVEL_SCALE.max);
    expect(levelOfRating(3500)).toBe(7);
    expect(levelOfRating(Number.NaN)).toBe(4);
  });

  it('calls a level provisional below 5 matches (rule 5 matches)', () => {
    expect(PROVISIONAL_BELOW_MATCHES).toBe(5);
    expect(isProvisional(0)).toBe(true);
    expect(isProvisional(4)).toBe(true);
    expect(isProvisional(5)).toBe(false);
  });
});

describe('rating a match with Glicko-2', () => {
  const at = (rating: number, deviation = 80) => ({ rating, deviation, volatility: 0.06 });

  it("uses a library that reproduces Glickman's worked example (glicko2.pdf: 1464.06, 151.52, 0.05999)", () => {
    const system = new Glicko2({ tau: 0.5 });
    const player = system.makePlayer(1500, 200, 0.06);
    system.updateRatings([
      [player, system.makePlayer(1400, 30, 0.06), 1],
      [player, system.makePlayer(1550, 100, 0.06), 0],
      [player, system.makePlayer(1700, 300, 0.06), 0],
    ]);
    expect(player.getRating()).toBeCloseTo(1464.06, 1);
    expect(player.getRd()).toBeCloseTo(151.52, 1);
    expect(player.getVol()).toBeCloseTo(0.05999, 4);
  });

  it('moves a winner up more against a stronger team than against a weaker one', () => {
    const me = { key: 'me', level: at(1500) };
    const partner = { key: null, level: at(1500) };
    const [vsStrong] = rateMatch({
      teams: [
        [me, partner],
        [
          { key: 'x', level: at(1800) },
          { key: 'y', level: at(1800) },
        ],
      ],
      team1Score: 1,
    });
    const [vsWeak] = rateMatch({
      teams: [
        [me, partner],
        [
          { key: 'x', level: at(1200) },
          { key: 'y', level: at(1200) },
        ],
      ],
      team1Score: 1,
    });
    expect(vsStrong?.level.rating).toBeGreaterThan(vsWeak?.level.rating ?? Number.POSITIVE_INFINITY);
  });

  it('rates both sides of a draw between equals as they were, and only the rated members', () => {
    const changes = rateMatch({
      teams: [
        [
          { key: 1, level: startingLevel() },
          { key: null, level: startingLevel() },
        ],
        [{ key: 2, level: startingLevel() }],
      ],
      team1Score: 0.5,
    });
    expect(changes.map((c) => c.key)).toEqual([1, 2]);
    expect(changes[0]?.level.rating).toBeCloseTo(1500, 6);
    expect(changes[0]?.level.deviation).toBeLessThan(350);
  });
});
