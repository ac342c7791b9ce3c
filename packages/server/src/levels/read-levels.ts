import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { levelSettings, playerLevels } from '../db/schema.ts';
import { levelAt } from './inactivity.ts';
import { isProvisional, levelOfRating } from './scale.ts';

/** A player's level in one sport as shown: 1 to 7 with one decimal, provisional below 5 matches. */
export interface PlayerLevel {
  /** 1.0 to 7.0, one decimal (`levels/scale.ts`). */
  niveau: number;
  /** Fewer than 5 matches recorded in this sport: « niveau provisoire ». */
  provisoire: boolean;
  /**
   * The Glicko-2 deviation (RD) as it stands now: grown by each week without a match since the last one
   * (`inactivity.ts`). Not on the wire; what decides how far the next match moves the level.
   */
  deviation: number;
}

/** What {@link readLevels} leaves out. */
export interface ReadLevelsOptions {
  /**
   * Leave out the players who hid their level from others (MON COMPTE). Set it whenever the levels are
   * shown to someone else than their owner (open games, shared pages).
   * @default false
   */
  respectHidden?: boolean;
  /** The moment the deviations are read at. @default now */
  now?: Date;
}

/**
 * The levels of some players in one sport (`sports.id`). `userIds` are account ids (`users.id`) as decimal
 * strings; the answer is keyed by the same strings. A player without any recorded match in that sport, an
 * id that is not a number, or (with `respectHidden`) a player who hid their level, is absent from the map.
 *
 * @example
 * ```ts
 * const levels = await readLevels(db, ['12', '15'], padelSportId, { respectHidden: true });
 * levels.get('12'); // { niveau: 4.6, provisoire: false } or undefined
 * ```
 */
export async function readLevels(
  db: Database,
  userIds: string[],
  activityId: number,
  options: ReadLevelsOptions = {},
): Promise<Map<string, PlayerLevel>> {
  const byNumber = new Map<number, string>();
  for (const id of userIds) {
    if (/^\d{1,9}$/.test(id)) byNumber.set(Number(id), id);
  }
  const levels = new Map<string, PlayerLevel>();
  if (byNumber.size === 0 || !Number.isSafeInteger(activityId)) return levels;
  const rows = await db
    .select({
      userId: playerLevels.userId,
      rating: playerLevels.rating,
      deviation: playerLevels.deviation,
      volatility: playerLevels.volatility,
      lastMatchAt: playerLevels.lastMatchAt,
      matchesCount: playerLevels.matchesCount,
      isHidden: levelSettings.isLevelHidden,
    })
    .from(playerLevels)
    .leftJoin(levelSettings, eq(levelSettings.userId, playerLevels.userId))
    .where(and(eq(playerLevels.sportId, activityId), inArray(playerLevels.userId, [...byNumber.keys()])));
  for (const row of rows) {
    if (options.respectHidden && row.isHidden) continue;
    const key = byNumber.get(row.userId);
    if (key === undefined || row.matchesCount === 0) continue;
    levels.set(key, shownLevel(row, options.now ?? new Date()));
  }
  return levels;
}

/**
 * A stored level as shown at `now`: 1–7, provisional below 5 matches, and its deviation grown by the weeks
 * without a match.
 *
 * @example shownLevel(row, new Date()) // { niveau: 4.6, provisoire: false, deviation: 71.2 }
 */
export function shownLevel(
  row: {
    rating: number;
    deviation: number;
    volatility: number;
    lastMatchAt: Date | null;
    matchesCount: number;
  },
  now: Date,
): PlayerLevel {
  return {
    niveau: levelOfRating(row.rating),
    provisoire: isProvisional(row.matchesCount),
    deviation: levelAt(row, row.lastMatchAt, now).deviation,
  };
}
