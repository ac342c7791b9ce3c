/**
 * The 1–7 level shown to players, derived from a Glicko-2 rating (Glickman's original scale, new players at
 * 1500). Rule: level = 4 + (rating − 1500) / 200, clamped to [1, 7], one decimal. So a new player is 4.0,
 * each 200 rating points is one level (a player one level above wins about 76 % of the time once both
 * deviations are small), 900 and below is 1, 2100 and above is 7.
 */
export const LEVEL_SCALE = {
  /** The lowest and highest levels shown. */
  min: 1,
  max: 7,
  /** The level of the starting rating. */
  middle: 4,
  /** Glicko-2's starting rating, shown as {@link LEVEL_SCALE.middle}. */
  middleRating: 1500,
  /** Rating points per level. */
  ratingPerLevel: 200,
} as const;

/** Below this many recorded matches in a sport the level is « niveau provisoire ». */
export const PROVISIONAL_BELOW_MATCHES = 5;

/**
 * The 1–7 level of a rating, one decimal.
 *
 * @example levelOfRating(1500) // 4
 * @example levelOfRating(1730) // 5.2
 */
export function levelOfRating(rating: number): number {
  if (!Number.isFinite(rating)) return LEVEL_SCALE.middle;
  const raw = LEVEL_SCALE.middle + (rating - LEVEL_SCALE.middleRating) / LEVEL_SCALE.ratingPerLevel;
  const clamped = Math.min(LEVEL_SCALE.max, Math.max(LEVEL_SCALE.min, raw));
  return Math.round(clamped * 10) / 10;
}

/**
 * Whether a level computed from `matchesCount` matches is still provisional (fewer than 5).
 *
 * @example isProvisional(4) // true
 */
export function isProvisional(matchesCount: number): boolean {
  return matchesCount < PROVISIONAL_BELOW_MATCHES;
}
