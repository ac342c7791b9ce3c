import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../matches/performances.ts';
import { type RecomputeReport, recomputeLevels } from './recompute.ts';

/**
 * Recomputes the levels when some recorded match was never applied: a database from before the levels
 * (migration 0017). The ingest applies every new match itself, so on an up-to-date database this is one
 * cheap query.
 *
 * @returns the recompute's report, or `undefined` when nothing was missing.
 * @example await backfillLevels(db);
 */
export async function backfillLevels(db: Database): Promise<RecomputeReport | undefined> {
  const missing = rowsOf<{ id: number }>(
    await db.execute(sql`
      select m.id from matches m
      where not exists (select 1 from level_matches l where l.match_id = m.id) limit 1`),
  );
  return missing.length > 0 ? recomputeLevels(db) : undefined;
}
