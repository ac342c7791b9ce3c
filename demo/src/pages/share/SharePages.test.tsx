import { matchSharePath, performanceSharePath } from '@multisalle/core';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MatchSharePage } from './MatchSharePage.tsx';
import { PerformanceSharePage } from './PerformanceSharePage.tsx';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/share/partie/:code" element={<MatchSharePage />} />
        <Route path="/share/performance/:code" element={<PerformanceSharePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const performance = {
  player: '<img src=x onerror=alert(1)>',
  sportLabel: 'FOOT5',
  matches: 4,
  wins: 2,
  draws: 1,
  losses: 1,
  playingSeconds: 13_500,
  goals: 3,
  faults: 1,
};

describe('share pages', () => {
  it('MES PERFORMANCES shows the shared figures, ratio and averages in French, texts as text', () => {
    const { container } = renderAt(performanceSharePath({ ...performance, rank: { position: 1, of: 6 } }));
    expect(screen.getByRole('heading', { level: 1, name: 'MES PERFORMANCES' })).toBeInTheDocument();
    expect(screen.getByText(performance.player)).toBeInTheDocument();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByText('Classement : 1er sur 6')).toBeInTheDocument();
    // Intl's spaces (no-break, narrow no-break) differ between ICU versions: compare them as spaces.
    const value = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent?.replace(/\s/g, ' ');
    expect(value('Ratio de victoires')).toBe('50 %');
    expect(value('Buts par match')).toBe('0,75');
    expect(value('Temps de jeu')).toBe('3 h 45 min');
  });

  it('MON MATCH lists each period as a:b under the teams and their total', () => {
    renderAt(
      matchSharePath({
        sportLabel: 'PADEL',
        date: '2026-11-22',
        hallName: 'Padel Park',
        team1: 'A & B',
        team2: 'C',
        periods: [
          [6, 4],
          [4, 6],
          [10, 8],
        ],
      }),
    );
    expect(screen.getByText('PADEL · Padel Park · 22 novembre 2026')).toBeInTheDocument();
    expect(screen.getByText('20 à 18')).toBeInTheDocument();
    const periods = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(periods).toEqual(['Période 1 6:4', 'Période 2 4:6', 'Période 3 10:8']);
  });

  it('a tampered code says the link is invalid', () => {
    const path = performanceSharePath(performance);
    renderAt(`${path.slice(0, -3)}AAA`);
    expect(screen.getByRole('alert')).toHaveTextContent('Ce lien de partage est invalide.');
  });
});
