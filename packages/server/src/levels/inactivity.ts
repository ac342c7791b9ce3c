// Glicko-2's rating deviation grows while a player does not play (Glickman, glicko2.pdf, step 6 for a
// player who did not compete: φ' = √(φ² + σ²) per rating period). Each match is its own rating period
// (README), and each whole week without a match counts as one more period: a player back after months is
// rated with a wider uncertainty, so their level moves faster again.
import { GLICKO2_DEFAULTS, type Glicko2Level } from './rate-match.ts';

/** One rating period of inactivity: a week (7 days). */
export const INACTIVITY_PERIOD_DAYS = 7;
const PERIOD_MS = INACTIVITY_PERIOD_DAYS * 24 * 3_600_000;

/** Glicko-2's scale factor between the original scale (RD 350) and its own (φ 2.01). */
const GLICKO2_SCALE = 173.7178;

/**
 * The whole inactivity periods between a player's last match and `at` (0 without a last match, or when
 * `at` is not later).
 *
 * @example inactivityPeriods(new Date('2026-01-01'), new Date('2026-01-16')) // 2
 */
export function inactivityPeriods(lastMatchAt: Date | null, at: Date): number {
  if (!lastMatchAt) return 0;
  return Math.max(0, Math.floor((at.getTime() - lastMatchAt.getTime()) / PERIOD_MS));
}

/**
 * The deviation after `periods` rating periods without a match, never above the starting 350.
 *
 * @example grownDeviation({ rating: 1500, deviation: 50, volatility: 0.06 }, 52) // ≈ 90.27
 */
export function grownDeviation(level: Glicko2Level, periods: number): number {
  if (periods <= 0) return level.deviation;
  const phi = level.deviation / GLICKO2_SCALE;
  const grown = Math.sqrt(phi * phi + periods * level.volatility * level.volatility) * GLICKO2_SCALE;
  return Math.min(GLICKO2_DEFAULTS.deviation, grown);
}

/**
 * A stored level as it stands at `at`: its deviation grown by the weeks since `lastMatchAt`.
 *
 * @example const current = levelAt(stored, stored.lastMatchAt, match.startedAt);
 */
export function levelAt<L extends Glicko2Level>(level: L, lastMatchAt: Date | null, at: Date): L {
  return { ...level, deviation: grownDeviation(level, inactivityPeriods(lastMatchAt, at)) };
}
