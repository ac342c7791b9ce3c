import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { playedMatches, rowsOf } from './performances.ts';

/** One line of a ranking. */
export interface RankingRow {
  /** Shared by tied players ("1, 2, 2, 4"). */
  position: number;
  contactId: number;
  pseudonym: string;
  matches: number;
  wins: number;
  draws: number;
  losses: number;
  /** Wins out of matches, in percent, rounded for display (ties compare the exact ratio). */
  winPercent: number;
}

/**
 * The ranking of a sport as a contact sees it: the contact and everyone who played at least one match of
 * that sport with them (either team), each with all their matches of the sport. Ordered by exact win
 * ratio, then wins; players equal on both share a position. Empty when the contact never played it.
 *
 * @example const lines = await sportRanking(db, contactId, sportId);
 */
export async function sportRanking(db: Database, contactId: number, sportId: number): Promise<RankingRow[]> {
  const result = await db.execute(sql`
    with played as (${playedMatches}),
    sport_played as (select * from played where sport_id = ${sportId}),
    circle as (
      select distinct other.contact_id
      from sport_played me join sport_played other on other.match_id = me.match_id
      where me.contact_id = ${contactId}
    ),
    totals as (
      select sp.contact_id, count(*)::int as matches, sum(sp.won)::int as wins, sum(sp.drawn)::int as draws,
             sum(sp.won)::numeric / count(*) as exact_ratio
      from sport_played sp join circle c on c.contact_id = sp.contact_id
      group by sp.contact_id
    )
    select rank() over (order by t.exact_ratio desc, t.wins desc)::int as position,
           t.contact_id as "contactId", c.pseudonym, t.matches, t.wins, t.draws,
           (t.matches - t.wins - t.draws)::int as losses,
           round(100 * t.exact_ratio)::int as "winPercent"
    from totals t join contacts c on c.id = t.contact_id
    order by position, lower(c.pseudonym)`);
  return rowsOf<RankingRow>(result);
}
