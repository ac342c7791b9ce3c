import { parsePerformanceShare, sportMeasures } from '@multisalle/core';
import { useParams } from 'react-router';
import { formatCount, perMatch, winPercent } from './format.ts';
import { LevelBadge } from './LevelBadge.tsx';
import { PerformanceFigures } from './PerformanceFigures.tsx';
import { InvalidShare, ShareFrame } from './ShareFrame.tsx';

/** /share/performance/{code}: MES PERFORMANCES of a player, as shared from the profile (public). */
export function PerformanceSharePage() {
  const { code = '' } = useParams();
  const share = parsePerformanceShare(code);
  if (!share) {
    return (
      <ShareFrame title="MES PERFORMANCES">
        <InvalidShare />
      </ShareFrame>
    );
  }
  return (
    <ShareFrame title="MES PERFORMANCES">
      <p className="share-page__subtitle">
        <strong>{share.player}</strong> · {share.sportLabel}
      </p>
      {share.rank && (
        <p className="share-page__rank">
          Classement&nbsp;: {formatCount(share.rank.position)}
          {share.rank.position === 1 ? 'er' : 'e'} sur {formatCount(share.rank.of)}
        </p>
      )}
      {share.level && <LevelBadge level={share.level} />}
      <PerformanceFigures
        {...share}
        winPercent={winPercent(share.wins, share.matches)}
        goalsPerMatch={perMatch(share.goals, share.matches)}
        faultsPerMatch={perMatch(share.faults, share.matches)}
        measures={sportMeasures(share.sportLabel)}
      />
    </ShareFrame>
  );
}
