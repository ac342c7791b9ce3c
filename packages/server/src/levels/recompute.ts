import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { levelMatches, playerLevels } from '../db/schema.ts';
import { applyToLevels, type LevelState } from './level-state.ts';
import { loadMatchSides } from './match-sides.ts';

/** What a full recompute did. */
export interface RecomputeReport {
  matches: number;
  levels: number;
}

/**
 * Recomputes every level from the whole history, match after match in play order (`npm run levels`): the
 * levels and the applied matches are replaced in one transaction. The tables are locked meanwhile, so a
 * match ingested at the same time is applied after, on the new levels.
 *
 * @example const { matches, levels } = await recomputeLevels(db);
 */
export async function recomputeLevels(db: Database): Promise<RecomputeReport> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table level_matches, player_levels in share row exclusive mode`);
    const history = await loadMatchSides(tx);
    const levels = new Map<string, LevelState>();
    for (const match of history) applyToLevels(levels, match);
    await tx.delete(playerLevels);
    await tx.delete(levelMatches);
    // Every recorded match counts as applied, also those without a result, so the ingest never redoes one.
    await tx.execute(sql`insert into level_matches (match_id) select id from matches`);
    return { matches: history.length, levels: await insertLevels(tx, levels) };
  });
}

async function insertLevels(db: Database, levels: Map<string, LevelState>): Promise<number> {
  const rows = [...levels.entries()].map(([key, level]) => {
    const [userId, sportId] = key.split(':').map(Number) as [number, number];
    return { userId, sportId, ...level };
  });
  for (let start = 0; start < rows.length; start += 500) {
    await db.insert(playerLevels).values(rows.slice(start, start + 500));
  }
  return rows.length;
}

/**
 * Replays one sport's whole history, inside the caller's transaction: what the ingest does with a match
 * that arrives after a later match of one of its players. The caller holds the sport's lock
 * (`applyMatchToLevels` takes it).
 *
 * @example await replaySport(tx, sportId);
 */
export async function replaySport(db: Database, sportId: number): Promise<void> {
  const levels = new Map<string, LevelState>();
  for (const match of await loadMatchSides(db, { sportId })) applyToLevels(levels, match);
  await db.delete(playerLevels).where(eq(playerLevels.sportId, sportId));
  await insertLevels(db, levels);
}
