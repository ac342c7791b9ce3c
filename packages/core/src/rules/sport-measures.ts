import { type SportIconName, sportIconName } from './sports';

/**
 * Which figures describe a player's results in a sport: `sets` for the racket sports, whose matches are
 * won by sets and games (padel, tennis, badminton, table tennis); `goals` for the team sports that count
 * goals and fouls; `common` over all sports together or an unknown sport: only what every sport shares
 * (matches, wins, draws, losses, playing time, ratio).
 */
export type SportMeasures = 'sets' | 'goals' | 'common';

const racketSports: ReadonlySet<SportIconName> = new Set(['padel', 'tennis', 'badminton', 'pingpong']);
const goalSports: ReadonlySet<SportIconName> = new Set([
  'football',
  'foot5',
  'handball',
  'basket5x5',
  'basket3x3',
  'volleyball',
]);

/**
 * The measures of a sport, found by its label as the sport grid matches icons; no label (all sports) is
 * `common`.
 *
 * @example sportMeasures('PADEL') // 'sets'
 * @example sportMeasures('FOOT5') // 'goals'
 * @example sportMeasures(null) // 'common'
 */
export function sportMeasures(sportLabel: string | null | undefined): SportMeasures {
  if (!sportLabel) return 'common';
  const icon = sportIconName(sportLabel);
  if (racketSports.has(icon)) return 'sets';
  return goalSports.has(icon) ? 'goals' : 'common';
}
