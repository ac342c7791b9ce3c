import { atom, type ReadableAtom } from 'nanostores';
import { apiRequest } from '../../http';
import { $session } from '../../session/store';
import { mapLevel, mapPerformance, mapRanking, mapRecentMatch } from './mapper';
import type { StatsState, WirePerformancesAnswer, WireRankingAnswer } from './types';

const initialState: StatsState = {
  contactId: null,
  isLoading: false,
  isFetched: false,
  hasFailed: false,
  overall: null,
  bySport: [],
  recentMatches: [],
  rankings: {},
  attendedSessions: null,
};
const $statsState = atom<StatsState>(initialState);

/**
 * The player's statistics (spec 1 "Statistics (profile)"): performances over all sports and per sport,
 * the latest matches, and the rankings loaded so far by sport. Resets itself on logout.
 *
 * @example $stats.get().bySport.map((line) => line.sportLabel)
 */
export const $stats: ReadableAtom<StatsState> = $statsState;

const patch = (change: Partial<StatsState>) => $statsState.set({ ...$statsState.get(), ...change });

/**
 * Loads a contact's performances (`GET v2 stats/performances?idContact=`, secure). A failure shows no
 * toast: the section says the statistics could not be loaded.
 *
 * @example await loadPerformances(profile.contactId)
 */
export async function loadPerformances(contactId: number): Promise<void> {
  patch({ contactId, isLoading: true, hasFailed: false, rankings: {} });
  try {
    const answer = await apiRequest<WirePerformancesAnswer>('v2', '/stats/performances', {
      secure: true,
      silent: true,
      query: { idContact: contactId },
    });
    if (!answer) throw new Error('empty answer');
    patch({
      isLoading: false,
      isFetched: true,
      overall: mapPerformance(answer.performances),
      bySport: answer.parSport.map((line) => ({
        sportId: line.idSport,
        sportLabel: line.libelle,
        ...mapPerformance(line),
        ...mapLevel(line),
      })),
      recentMatches: answer.dernieresParties.map(mapRecentMatch),
      attendedSessions: answer.presence?.nbSeances ?? null,
    });
  } catch {
    patch({
      isLoading: false,
      isFetched: true,
      hasFailed: true,
      overall: null,
      bySport: [],
      recentMatches: [],
      attendedSessions: null,
    });
  }
}

/**
 * Loads the ranking of a sport for the current contact (`GET v2 stats/classements?idContact=&idSport=`).
 *
 * @example await loadRanking(sportId)
 */
export async function loadRanking(sportId: number): Promise<void> {
  const { contactId } = $statsState.get();
  if (contactId === null) return;
  const setRanking = (entry: StatsState['rankings'][number]) =>
    patch({ rankings: { ...$statsState.get().rankings, [sportId]: entry } });
  setRanking({ lines: $statsState.get().rankings[sportId]?.lines ?? [], isLoading: true, hasFailed: false });
  try {
    const answer = await apiRequest<WireRankingAnswer>('v2', '/stats/classements', {
      secure: true,
      silent: true,
      query: { idContact: contactId, idSport: sportId },
    });
    if (!answer) throw new Error('empty answer');
    setRanking({ lines: mapRanking(answer), isLoading: false, hasFailed: false });
  } catch {
    setRanking({ lines: [], isLoading: false, hasFailed: true });
  }
}

/** Back to nothing loaded (logout). @example resetStats() */
export function resetStats(): void {
  $statsState.set(initialState);
}

let hadUser = false;
$session.subscribe(({ user }) => {
  if (user === null && hadUser) resetStats();
  hadUser = user !== null;
});

export { fetchLevelHidden, formatLevel, saveLevelHidden } from './level-visibility';
export { mapLevel } from './mapper';
export { decodeShareCode, encodeShareCode, encodeShareUrl, fromBase64 } from './share-code';
export {
  type MatchShare,
  matchSharePath,
  type PerformanceShare,
  parseMatchShare,
  parsePerformanceShare,
  parseVideoShare,
  performanceSharePath,
  type VideoShare,
  videoSharePath,
} from './share-links';
export { fetchHighlights, type Highlight, matchShareOf, performanceShareOf } from './shares';
export type {
  Performance,
  PlayerLevel,
  RankingLine,
  RecentMatch,
  SportPerformance,
  StatsState,
} from './types';
