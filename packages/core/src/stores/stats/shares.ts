import { apiRequest } from '../../http';
import type { MatchShare, PerformanceShare } from './share-links';
import type { Performance, RecentMatch, WireHighlight } from './types';

/** The local date (Paris) of an instant, `YYYY-MM-DD`. */
function parisDate(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(iso));
}

/** What a recent match's share link carries. @example matchSharePath(matchShareOf(match)) */
export function matchShareOf(match: RecentMatch): MatchShare {
  return {
    sportLabel: match.sportLabel,
    date: parisDate(match.startsAt),
    hallName: match.hallName,
    team1: match.team1,
    team2: match.team2,
    periods: match.periods,
    matchId: match.matchId,
  };
}

/** What a performance share link carries. @example performanceSharePath(performanceShareOf('joueur', 'PADEL', line)) */
export function performanceShareOf(
  player: string,
  sportLabel: string,
  line: Performance & { level?: PerformanceShare['level'] },
): PerformanceShare {
  return {
    ...(line.level ? { level: line.level } : {}),
    player,
    sportLabel,
    matches: line.matches,
    wins: line.wins,
    draws: line.draws,
    losses: line.losses,
    playingSeconds: line.playingSeconds,
    goals: line.goals,
    faults: line.faults,
  };
}

/** A highlight of a match (`GET v2 parties/temps-fort`). */
export interface Highlight {
  second: number;
  label: string;
  videoUrl: string | null;
  thumbnailUrl: string | null;
}

/**
 * Loads a match's highlights (public call: the replay share page has no login). `null` when the match
 * is unknown or the call fails; no toast.
 *
 * @example const highlights = await fetchHighlights('seed-padel-01');
 */
export async function fetchHighlights(matchId: string): Promise<Highlight[] | null> {
  try {
    const answer = await apiRequest<{ tempsForts: WireHighlight[] }>('v2', '/parties/temps-fort', {
      silent: true,
      query: { sIdPartie: matchId },
    });
    return (answer?.tempsForts ?? []).map((wire) => ({
      second: wire.nSeconde,
      label: wire.sLibelle,
      videoUrl: wire.sUrlVideo,
      thumbnailUrl: wire.sUrlMiniature,
    }));
  } catch {
    return null;
  }
}
