import type { RecentMatch } from '@multisalle/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RecentMatches } from './RecentMatches.tsx';

const match = (overrides: Partial<RecentMatch>): RecentMatch => ({
  matchId: 'm1',
  startsAt: '2026-11-22T18:30:00+01:00',
  sportId: 3,
  sportLabel: 'PADEL',
  hallName: 'PADEL PARK',
  team: 1,
  team1: 'Les Bleus',
  team2: 'Les Rouges',
  periods: [
    [6, 4],
    [3, 6],
    [7, 5],
  ],
  team1Total: 16,
  team2Total: 15,
  result: 'victoire',
  videoUrl: null,
  thumbnailUrl: null,
  ...overrides,
});

describe('RecentMatches', () => {
  it("reads a padel match in sets won and each set's games, not the total of games", () => {
    render(
      <MemoryRouter>
        <RecentMatches matches={[match({})]} />
      </MemoryRouter>,
    );
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent('Les Bleus 2 – 1 Les Rouges (6/4, 3/6, 7/5)');
    expect(item).not.toHaveTextContent('16 – 15');
  });

  it("keeps the goals' totals for a five-a-side match", () => {
    render(
      <MemoryRouter>
        <RecentMatches
          matches={[match({ sportLabel: 'FOOT5', periods: [[3, 2]], team1Total: 3, team2Total: 2 })]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent(/^Les Bleus 3 – 2 Les Rouges/);
  });
});
