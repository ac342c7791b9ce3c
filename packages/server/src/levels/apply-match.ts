import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { levelMatches, playerLevels } from '../db/schema.ts';
import { applyToLevels, type LevelState, levelKey } from './level-state.ts';
import { loadMatchSides } from './match-sides.ts';
import { startingLevel } from './rate-match.ts';
import { replaySport } from './recompute.ts';

/** Any constant shared by every server process: with the sport's id, it names the levels' lock. */
const LEVELS_LOCK_ID = 7_310_026;

/** Waits for, then holds until the transaction ends, the right to change one sport's levels. */
async function lockSportLevels(db: Database, sportId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${LEVELS_LOCK_ID}, ${sportId})`);
}

/**
 * Applies a recorded match to its players' levels, once: the match's row in `level_matches` is claimed
 * first, so a replay, or a second process, changes nothing. Run it inside the transaction that recorded the
 * match (`recordMatch` does), or alone.
 *
 * @returns whether the match was applied now (false: already applied).
 * @example await applyMatchToLevels(tx, matchId);
 */
export async function applyMatchToLevels(db: Database, matchId: number): Promise<boolean> {
  const claimed = await db
    .insert(levelMatches)
    .values({ matchId })
    .onConflictDoNothing()
    .returning({ matchId: levelMatches.matchId });
  if (claimed.length === 0) return false;
  const [match] = await loadMatchSides(db, { matchId });
  if (!match) return true;
  const userIds = [...new Set([...match.teams[0], ...match.teams[1]].filter((id) => id !== null))].sort(
    (a, b) => a - b,
  );
  if (userIds.length === 0) return true;
  // One sport's levels change one match at a time, across processes (a transaction-scoped lock, so it
  // ends with the recording's transaction): no lost update, no deadlock between row locks.
  await lockSportLevels(db, match.sportId);
  await db
    .insert(playerLevels)
    .values(userIds.map((userId) => ({ userId, sportId: match.sportId, ...startingLevel() })))
    .onConflictDoNothing();
  const rows = await db
    .select()
    .from(playerLevels)
    .where(and(eq(playerLevels.sportId, match.sportId), inArray(playerLevels.userId, userIds)))
    .orderBy(asc(playerLevels.userId));
  // A match that arrives after a later match of one of its players (a tablet that was offline) would be
  // applied out of play order: the sport's history is replayed instead, so the levels always equal what
  // `npm run levels` computes.
  const isLate = rows.some(
    (row) =>
      row.lastMatchAt !== null &&
      (row.lastMatchAt > match.startedAt ||
        (row.lastMatchAt.getTime() === match.startedAt.getTime() && (row.lastMatchId ?? 0) > matchId)),
  );
  if (isLate) {
    await replaySport(db, match.sportId);
    return true;
  }
  const levels = new Map<string, LevelState>(rows.map((row) => [levelKey(row.userId, row.sportId), row]));
  for (const userId of applyToLevels(levels, match)) {
    const level = levels.get(levelKey(userId, match.sportId)) as LevelState;
    await db
      .update(playerLevels)
      .set({ ...level, updatedAt: sql`now()` })
      .where(and(eq(playerLevels.userId, userId), eq(playerLevels.sportId, match.sportId)));
  }
  return true;
}
