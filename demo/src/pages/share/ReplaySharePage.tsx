import { fetchHighlights, type Highlight, parseMatchShare, videoSharePath } from '@multisalle/core';
import { Spinner } from '@multisalle/widgets';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatMatchClock } from './format.ts';
import { MatchScore } from './MatchScore.tsx';
import { InvalidShare, ShareFrame } from './ShareFrame.tsx';

function Highlights({ matchId }: { matchId: string }) {
  const [highlights, setHighlights] = useState<Highlight[] | null | undefined>(undefined);
  useEffect(() => {
    let isCurrent = true;
    void fetchHighlights(matchId).then((loaded) => {
      if (isCurrent) setHighlights(loaded);
    });
    return () => {
      isCurrent = false;
    };
  }, [matchId]);
  if (highlights === undefined) return <Spinner label="Chargement des temps forts" />;
  if (highlights === null) return <p>Les temps forts de ce match ne sont pas disponibles.</p>;
  if (highlights.length === 0) return <p>Aucun temps fort n'a été enregistré pour ce match.</p>;
  return (
    <ol className="highlights">
      {highlights.map((highlight) => (
        <li key={`${highlight.second}-${highlight.label}`} className="highlights__item">
          <span className="highlights__clock">{formatMatchClock(highlight.second)}</span>{' '}
          <span>{highlight.label}</span>
          {highlight.videoUrl && (
            <>
              {' '}
              <Link
                to={videoSharePath({ videoUrl: highlight.videoUrl, thumbnailUrl: highlight.thumbnailUrl })}
              >
                Voir la vidéo<span className="visually-hidden">&nbsp;: {highlight.label}</span>
              </Link>
            </>
          )}
        </li>
      ))}
    </ol>
  );
}

/** /share/replay/{infos}: MON MATCH with its periods and the highlights the hall's tablet marked. */
export function ReplaySharePage() {
  const { infos = '' } = useParams();
  const match = parseMatchShare(infos);
  return (
    <ShareFrame title="MON MATCH">
      {match ? (
        <>
          <MatchScore match={match} />
          <h2 className="match-score__periods-title">Temps forts</h2>
          {match.matchId ? <Highlights matchId={match.matchId} /> : <p>Aucun temps fort pour ce match.</p>}
        </>
      ) : (
        <InvalidShare />
      )}
    </ShareFrame>
  );
}
