import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/** A player's results over a set of matches, every figure aggregated by SQL from the recorded matches. */
export interface PerformanceRow {
  /** `null` on the all-sports line. */
  sportId: number | null;
  sportLabel: string | null;
  matches: number;
  wins: number;
  draws: number;
  losses: number;
  playingSeconds: number;
  /** Wins out of matches played, in percent, rounded (0 without matches). */
  winPercent: number;
  goals: number;
  /** Goals per match, two decimals. */
  goalsPerMatch: number;
  faults: number;
  faultsPerMatch: number;
  /** Periods (a racket sport's sets) the player's team won and lost, and the points (games) in them. */
  setsWon: number;
  setsLost: number;
  gamesWon: number;
  gamesLost: number;
}

/** One of a player's recent matches, enough to build its share link. */
export interface RecentMatchRow {
  externalId: string;
  startedAt: Date;
  sportId: number;
  sportLabel: string;
  hallName: string;
  team: 1 | 2;
  team1Name: string;
  team2Name: string;
  /** Periods' scores, `a:b` each, in order, joined by `,`. */
  scores: string;
  team1Total: number;
  team2Total: number;
  durationSeconds: number;
  /** The first highlight with a clip, to share as a video. */
  videoUrl: string | null;
  thumbnailUrl: string | null;
}

/** The rows of `db.execute`: both drivers (pg and PGlite) answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * The matches a contact played in (non-players excluded), each with its teams' totals summed from the
 * periods, and whether the contact's team won or drew. Shared by the performances and the rankings.
 */
export const playedMatches = sql`
  with totals as (
    select m.id, m.sport_id, m.duration_seconds,
           sum(p.team1_score)::int as s1, sum(p.team2_score)::int as s2,
           count(*) filter (where p.team1_score > p.team2_score)::int as sets1,
           count(*) filter (where p.team2_score > p.team1_score)::int as sets2
    from matches m join match_periods p on p.match_id = m.id
    group by m.id
  )
  select t.id as match_id, t.sport_id, t.duration_seconds, mp.contact_id,
         case when mp.team = 1 then t.sets1 else t.sets2 end as sets_won,
         case when mp.team = 1 then t.sets2 else t.sets1 end as sets_lost,
         case when mp.team = 1 then t.s1 else t.s2 end as games_won,
         case when mp.team = 1 then t.s2 else t.s1 end as games_lost,
         case when (mp.team = 1 and t.s1 > t.s2) or (mp.team = 2 and t.s2 > t.s1) then 1 else 0 end as won,
         case when t.s1 = t.s2 then 1 else 0 end as drawn
  from totals t join match_players mp on mp.match_id = t.id
  where mp.team is not null and mp.contact_id is not null`;

/**
 * A contact's performances: all sports together (`sportId` null), and one line per sport played, by label.
 *
 * @example const { all, bySport } = await contactPerformances(db, contactId);
 */
export async function contactPerformances(
  db: Database,
  contactId: number,
): Promise<{ all: PerformanceRow; bySport: PerformanceRow[] }> {
  const result = await db.execute(sql`
    with played as (${playedMatches}),
    mine as (select * from played where contact_id = ${contactId}),
    events as (
      select match_id,
             count(*) filter (where kind = 'but')::int as goals,
             count(*) filter (where kind = 'faute')::int as faults
      from match_events where contact_id = ${contactId} group by match_id
    )
    select m.sport_id as "sportId", s.label as "sportLabel",
           count(m.match_id)::int as matches,
           coalesce(sum(m.won), 0)::int as wins,
           coalesce(sum(m.drawn), 0)::int as draws,
           (count(m.match_id) - coalesce(sum(m.won), 0) - coalesce(sum(m.drawn), 0))::int as losses,
           coalesce(sum(m.duration_seconds), 0)::int as "playingSeconds",
           coalesce(round(100.0 * sum(m.won) / nullif(count(m.match_id), 0)), 0)::int as "winPercent",
           coalesce(sum(e.goals), 0)::int as goals,
           coalesce(round(sum(coalesce(e.goals, 0))::numeric / nullif(count(m.match_id), 0), 2), 0)::float8
             as "goalsPerMatch",
           coalesce(sum(e.faults), 0)::int as faults,
           coalesce(round(sum(coalesce(e.faults, 0))::numeric / nullif(count(m.match_id), 0), 2), 0)::float8
             as "faultsPerMatch",
           coalesce(sum(m.sets_won), 0)::int as "setsWon",
           coalesce(sum(m.sets_lost), 0)::int as "setsLost",
           coalesce(sum(m.games_won), 0)::int as "gamesWon",
           coalesce(sum(m.games_lost), 0)::int as "gamesLost"
    from mine m
    join sports s on s.id = m.sport_id
    left join events e on e.match_id = m.match_id
    group by grouping sets ((m.sport_id, s.label), ())
    order by (m.sport_id is not null), s.label`);
  const rows = rowsOf<PerformanceRow>(result);
  // The empty grouping set gives the all-sports line, even without any match.
  const all = rows.find((row) => row.sportId === null) ?? emptyPerformance();
  return { all, bySport: rows.filter((row) => row.sportId !== null) };
}

function emptyPerformance(): PerformanceRow {
  return {
    sportId: null,
    sportLabel: null,
    ...{ matches: 0, wins: 0, draws: 0, losses: 0, playingSeconds: 0, winPercent: 0 },
    ...{ goals: 0, goalsPerMatch: 0, faults: 0, faultsPerMatch: 0 },
    ...{ setsWon: 0, setsLost: 0, gamesWon: 0, gamesLost: 0 },
  };
}

/**
 * A contact's latest matches as a player, newest first, with the periods' scores.
 *
 * @example await recentMatches(db, contactId, 10)
 */
export async function recentMatches(db: Database, contactId: number, limit = 10): Promise<RecentMatchRow[]> {
  const result = await db.execute(sql`
    select m.external_id as "externalId", m.started_at as "startedAt", m.sport_id as "sportId",
           s.label as "sportLabel", h.name as "hallName", mp.team, m.team1_name as "team1Name",
           m.team2_name as "team2Name", m.duration_seconds as "durationSeconds",
           (select string_agg(p.team1_score || ':' || p.team2_score, ',' order by p.number)
              from match_periods p where p.match_id = m.id) as scores,
           (select sum(p.team1_score)::int from match_periods p where p.match_id = m.id) as "team1Total",
           (select sum(p.team2_score)::int from match_periods p where p.match_id = m.id) as "team2Total",
           v.video_url as "videoUrl", v.thumbnail_url as "thumbnailUrl"
    from match_players mp
    join matches m on m.id = mp.match_id
    join sports s on s.id = m.sport_id
    join halls h on h.id = m.hall_id
    left join lateral (
      select video_url, thumbnail_url from match_highlights
      where match_id = m.id and video_url is not null order by second limit 1
    ) v on true
    where mp.contact_id = ${contactId} and mp.team is not null
    order by m.started_at desc, m.id desc
    limit ${limit}`);
  return rowsOf<RecentMatchRow>(result).map((row) => ({
    ...row,
    startedAt: new Date(row.startedAt),
  }));
}
