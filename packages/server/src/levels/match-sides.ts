import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../matches/performances.ts';

/** One recorded match as the levels need it: its sport, its time, who played on which side, the result. */
export interface MatchSides {
  matchId: number;
  sportId: number;
  startedAt: Date;
  /**
   * Per team, each player's account (`users.id`), or null for a guest, a family member or an erased account
   * (who then plays at the starting values and gets no level back).
   */
  teams: [Array<number | null>, Array<number | null>];
  /** 1 team 1 won, 0.5 a draw, 0 team 2 won (totals of the periods, as the performances count them). */
  team1Score: 0 | 0.5 | 1;
}

interface SideRow {
  match_id: number;
  sport_id: number;
  started_at: Date | string;
  s1: number;
  s2: number;
  team: number;
  user_id: number | null;
}

/**
 * Matches with their sides, in play order (start, then id): one match (`matchId`), one sport's (`sportId`),
 * or all of them. A match without periods has no result and is left out.
 */
export async function loadMatchSides(
  db: Database,
  only: { matchId?: number; sportId?: number } = {},
): Promise<MatchSides[]> {
  const which =
    only.matchId !== undefined
      ? sql`m.id = ${only.matchId}`
      : only.sportId !== undefined
        ? sql`m.sport_id = ${only.sportId}`
        : sql`true`;
  const rows = rowsOf<SideRow>(
    await db.execute(sql`
      with totals as (
        select match_id, sum(team1_score)::int as s1, sum(team2_score)::int as s2
        from match_periods group by match_id
      )
      select m.id as match_id, m.sport_id, m.started_at, t.s1, t.s2, mp.team::int as team,
             case when u.deleted_at is null then u.id end as user_id
      from matches m
      join totals t on t.match_id = m.id
      join match_players mp on mp.match_id = m.id and mp.team is not null
      left join contacts c on c.id = mp.contact_id
      left join users u on u.id = c.user_id
      where ${which}
      order by m.started_at, m.id, mp.id`),
  );
  const byMatch = new Map<number, MatchSides>();
  for (const row of rows) {
    let match = byMatch.get(row.match_id);
    if (!match) {
      match = {
        matchId: row.match_id,
        sportId: row.sport_id,
        startedAt: new Date(row.started_at),
        teams: [[], []],
        team1Score: row.s1 > row.s2 ? 1 : row.s1 === row.s2 ? 0.5 : 0,
      };
      byMatch.set(row.match_id, match);
    }
    match.teams[row.team === 1 ? 0 : 1].push(row.user_id);
  }
  return [...byMatch.values()];
}
