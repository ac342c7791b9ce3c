import type { Performance } from '@multisalle/core';
import { formatAverage, formatCount, formatPercent, formatPlayingTime } from './format.ts';

/** The figures of MES PERFORMANCES (spec 2), as the profile and the share page show them. */
export type PerformanceFiguresProps = Performance;

/**
 * Matches, wins, draws, losses, playing time, ratio, goals and faults with their averages, as a
 * description list (each figure named for screen readers).
 */
export function PerformanceFigures(props: PerformanceFiguresProps) {
  const figures: Array<[string, string]> = [
    ['Matchs', formatCount(props.matches)],
    ['Victoires', formatCount(props.wins)],
    ['Nuls', formatCount(props.draws)],
    ['Défaites', formatCount(props.losses)],
    ['Temps de jeu', formatPlayingTime(props.playingSeconds)],
    ['Ratio de victoires', formatPercent(props.winPercent)],
    ['Buts', formatCount(props.goals)],
    ['Buts par match', formatAverage(props.goalsPerMatch)],
    ['Fautes', formatCount(props.faults)],
    ['Fautes par match', formatAverage(props.faultsPerMatch)],
  ];
  return (
    <dl className="stats-figures">
      {figures.map(([label, value]) => (
        <div key={label} className="stats-figures__item">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
