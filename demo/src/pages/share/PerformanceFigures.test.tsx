import { type Performance, sportMeasures } from '@multisalle/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PerformanceFigures } from './PerformanceFigures.tsx';

const figures: Performance = {
  matches: 3,
  wins: 1,
  draws: 0,
  losses: 2,
  playingSeconds: 9000,
  winPercent: 33,
  goals: 1,
  goalsPerMatch: 0.33,
  faults: 0,
  faultsPerMatch: 0,
  sets: { won: 3, lost: 4, gamesWon: 27, gamesLost: 29 },
};

/** The figure named `label` in the description list, or null. */
const value = (label: string) =>
  screen.queryByText(label, { selector: 'dt' })?.nextElementSibling?.textContent;

describe('PerformanceFigures', () => {
  it('shows a padel player sets and games, not goals and fouls', () => {
    render(<PerformanceFigures {...figures} measures={sportMeasures('PADEL')} />);
    expect(value('Sets gagnés')).toBe('3');
    expect(value('Sets perdus')).toBe('4');
    expect(value('Jeux gagnés')).toBe('27');
    expect(value('Jeux perdus')).toBe('29');
    expect(value('Victoires')).toBe('1');
    for (const label of ['Buts', 'Buts par match', 'Fautes', 'Fautes par match', 'Nuls']) {
      expect(value(label)).toBeUndefined();
    }
  });

  it('keeps goals and faults for a five-a-side player, and only the shared figures over all sports', () => {
    const { unmount } = render(<PerformanceFigures {...figures} measures={sportMeasures('FOOT5')} />);
    expect(value('Buts')).toBe('1');
    expect(value('Fautes par match')).toBe('0');
    expect(value('Nuls')).toBe('0');
    expect(value('Sets gagnés')).toBeUndefined();
    unmount();
    render(<PerformanceFigures {...figures} measures={sportMeasures(null)} />);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Matchs',
      'Victoires',
      'Nuls',
      'Défaites',
      'Temps de jeu',
      'Ratio de victoires',
    ]);
  });
});
