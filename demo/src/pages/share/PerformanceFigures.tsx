import type { Performance, SportMeasures } from '@multisalle/core';
import { formatAverage, formatCount, formatPercent, formatPlayingTime } from './format.ts';

/** The figures of MES PERFORMANCES (spec 2), as the profile and the share page show them. */
export type PerformanceFiguresProps = Performance & {
  /**
   * The sport's measures (`sportMeasures` of core): goals and faults for the team sports, sets and games
   * for the racket sports, only the shared figures over all sports.
   * @default 'goals'
   */
  measures?: SportMeasures;
};

/** The figures every sport has: matches, results, playing time and ratio. */
function commonFigures(props: Performance, measures: SportMeasures): Array<[string, string]> {
  return [
    ['Matchs', formatCount(props.matches)],
    ['Victoires', formatCount(props.wins)],
    // A racket match is seldom drawn: the line shows only when one was.
    ...(measures === 'sets' && props.draws === 0
      ? []
      : [['Nuls', formatCount(props.draws)] as [string, string]]),
    ['Défaites', formatCount(props.losses)],
    ['Temps de jeu', formatPlayingTime(props.playingSeconds)],
    ['Ratio de victoires', formatPercent(props.winPercent)],
  ];
}

/** A sport's own figures: sets and games (racket sports), goals and faults (team sports). */
function sportFigures(props: Performance, measures: SportMeasures): Array<[string, string]> {
  if (measures === 'common') return [];
  if (measures === 'sets') {
    if (!props.sets) return [];
    return [
      ['Sets gagnés', formatCount(props.sets.won)],
      ['Sets perdus', formatCount(props.sets.lost)],
      ['Jeux gagnés', formatCount(props.sets.gamesWon)],
      ['Jeux perdus', formatCount(props.sets.gamesLost)],
    ];
  }
  return [
    ['Buts', formatCount(props.goals)],
    ['Buts par match', formatAverage(props.goalsPerMatch)],
    ['Fautes', formatCount(props.faults)],
    ['Fautes par match', formatAverage(props.faultsPerMatch)],
  ];
}

/**
 * Matches, wins, draws, losses, playing time and ratio, then the sport's own measures (a padel
 * player reads sets and games, not goals and fouls), as a description list (each figure named for screen
 * readers).
 *
 * @example <PerformanceFigures {...figures} measures={sportMeasures('PADEL')} />
 */
export function PerformanceFigures({ measures = 'goals', ...props }: PerformanceFiguresProps) {
  const figures = [...commonFigures(props, measures), ...sportFigures(props, measures)];
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
