import type { MatchShare } from '@multisalle/core';
import { formatDay } from './format.ts';

/** A shared match: both teams with the total, then each period's score as `a:b` (spec 2 "MON MATCH"). */
export function MatchScore({ match }: { match: MatchShare }) {
  const [total1, total2] = match.periods.reduce(([a, b], [x, y]) => [a + x, b + y], [0, 0]);
  return (
    <div className="match-score">
      <p className="match-score__meta">
        {match.sportLabel} · {match.hallName} · {formatDay(match.date)}
      </p>
      <p className="match-score__teams">
        <span className="match-score__team">{match.team1}</span>
        <span className="match-score__total">
          <span aria-hidden="true">
            {total1} – {total2}
          </span>
          <span className="visually-hidden">
            {total1} à {total2}
          </span>
        </span>
        <span className="match-score__team">{match.team2}</span>
      </p>
      <h2 className="match-score__periods-title">Score par période</h2>
      <ol className="match-score__periods">
        {match.periods.map(([a, b], index) => (
          // Periods have no id: their order is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <li key={index}>
            <span>Période {index + 1}</span> <strong>{`${a}:${b}`}</strong>
          </li>
        ))}
      </ol>
    </div>
  );
}
