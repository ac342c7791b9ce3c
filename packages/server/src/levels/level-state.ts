import { levelAt } from './inactivity.ts';
import type { MatchSides } from './match-sides.ts';
import { type Glicko2Level, rateMatch, startingLevel } from './rate-match.ts';

/** A stored level, keyed by `userId:sportId` while a computation runs. */
export interface LevelState extends Glicko2Level {
  matchesCount: number;
  lastMatchId: number | null;
  lastMatchAt: Date | null;
}

/** The map key of a player's level in a sport. */
export const levelKey = (userId: number, sportId: number) => `${userId}:${sportId}`;

/**
 * Applies one match to `levels` in memory and answers the players it changed. The same function serves the
 * ingest (one match) and the full recompute (the whole history), so both give the same levels.
 */
export function applyToLevels(levels: Map<string, LevelState>, match: MatchSides): number[] {
  // A player's uncertainty grew during the weeks since their last match (inactivity.ts): the match is
  // rated from the level as it stands at its start, the same way on the ingest and on a full replay.
  const member = (userId: number | null) => {
    const stored = userId === null ? undefined : levels.get(levelKey(userId, match.sportId));
    return {
      key: userId,
      level: stored ? levelAt(stored, stored.lastMatchAt, match.startedAt) : startingLevel(),
    };
  };
  const changes = rateMatch({
    teams: [match.teams[0].map(member), match.teams[1].map(member)],
    team1Score: match.team1Score,
  });
  for (const { key, level } of changes) {
    const before = levels.get(levelKey(key, match.sportId));
    levels.set(levelKey(key, match.sportId), {
      ...level,
      matchesCount: (before?.matchesCount ?? 0) + 1,
      lastMatchId: match.matchId,
      lastMatchAt: match.startedAt,
    });
  }
  return changes.map((change) => change.key);
}
