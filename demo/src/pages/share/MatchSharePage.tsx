import { parseMatchShare } from '@multisalle/core';
import { useParams } from 'react-router';
import { MatchScore } from './MatchScore.tsx';
import { InvalidShare, ShareFrame } from './ShareFrame.tsx';

/** /share/partie/{code}: MON MATCH, a match shared from the profile (public, no login). */
export function MatchSharePage() {
  const { code = '' } = useParams();
  const match = parseMatchShare(code);
  return <ShareFrame title="MON MATCH">{match ? <MatchScore match={match} /> : <InvalidShare />}</ShareFrame>;
}
