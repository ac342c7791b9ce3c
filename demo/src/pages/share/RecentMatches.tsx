import { matchShareOf, matchSharePath, type RecentMatch, videoSharePath } from '@multisalle/core';
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

/** MES DERNIERS MATCHS: each match with its score, its result for the player and its share links. */
export function RecentMatches({ matches }: { matches: RecentMatch[] }) {
  if (matches.length === 0) return <p>Aucun match enregistré pour le moment.</p>;
  return (
    <ul className="recent-matches">
      {matches.map((match) => {
        const name = `${match.team1} contre ${match.team2}, ${formatDay(match.startsAt)}`;
        return (
          <li key={match.matchId} className="recent-matches__item" data-result={match.result}>
            <p className="recent-matches__title">
              <strong>{match.team1}</strong> {match.team1Total} – {match.team2Total}{' '}
              <strong>{match.team2}</strong>
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
