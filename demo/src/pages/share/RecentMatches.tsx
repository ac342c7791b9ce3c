import {
  matchShareOf,
  matchSharePath,
  type RecentMatch,
  sportMeasures,
  videoSharePath,
} from '@multisalle/core';
import { formatDay } from './format.ts';
import { ShareLinks, type ShareTarget } from './ShareLinks.tsx';

const resultText = { victoire: 'Victoire', nul: 'Match nul', defaite: 'Défaite' } as const;

function targetsOf(match: RecentMatch): ShareTarget[] {
  const share = matchShareOf(match);
  return [
    { label: 'Lien du match', path: matchSharePath(share) },
    { label: 'Lien du replay', path: matchSharePath(share, 'replay') },
    ...(match.videoUrl
      ? [
          {
            label: 'Lien de la vidéo',
            path: videoSharePath({ videoUrl: match.videoUrl, thumbnailUrl: match.thumbnailUrl }),
          },
        ]
      : []),
  ];
}

/**
 * The score a player reads: sets won by each team and each set's games (« 2 – 0 », « 6/4, 6/2 ») for a
 * racket sport, whose total of games says little; the totals of the periods otherwise.
 */
function scoreOf(match: RecentMatch): { team1: number; team2: number; sets: string | null } {
  if (sportMeasures(match.sportLabel) !== 'sets' || match.periods.length === 0) {
    return { team1: match.team1Total, team2: match.team2Total, sets: null };
  }
  return {
    team1: match.periods.filter(([a, b]) => a > b).length,
    team2: match.periods.filter(([a, b]) => b > a).length,
    sets: match.periods.map(([a, b]) => `${a}/${b}`).join(', '),
  };
}

/** MES DERNIERS MATCHS: each match with its score, its result for the player and its share links. */
export function RecentMatches({ matches }: { matches: RecentMatch[] }) {
  if (matches.length === 0) return <p>Aucun match enregistré pour le moment.</p>;
  return (
    <ul className="recent-matches">
      {matches.map((match) => {
        const name = `${match.team1} contre ${match.team2}, ${formatDay(match.startsAt)}`;
        const score = scoreOf(match);
        return (
          <li key={match.matchId} className="recent-matches__item" data-result={match.result}>
            <p className="recent-matches__title">
              <strong>{match.team1}</strong> {score.team1} – {score.team2} <strong>{match.team2}</strong>
              {score.sets && <span className="recent-matches__sets"> ({score.sets})</span>}
            </p>
            <p className="recent-matches__meta">
              {resultText[match.result]} · {match.sportLabel} · {match.hallName} · {formatDay(match.startsAt)}
            </p>
            <ShareLinks name={`le match ${name}`} targets={targetsOf(match)} />
          </li>
        );
      })}
    </ul>
  );
}
