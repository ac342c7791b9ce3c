import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RankingTable } from './RankingTable.tsx';

const line = (contactId: number, player: string, extra = {}) => ({
  position: contactId,
  contactId,
  player,
  matches: 10,
  wins: 6,
  draws: 1,
  losses: 3,
  winPercent: 60,
  ...extra,
});

describe('RankingTable (the level column)', () => {
  it("shows each player's level, « provisoire » below 5 matches, and nothing for a hidden level", () => {
    render(
      <RankingTable
        sportLabel="PADEL"
        ownContactId={1}
        lines={[
          line(1, 'moi', { level: { value: 4.6, isProvisional: false } }),
          line(2, 'léa', { level: { value: 3, isProvisional: true } }),
          line(3, 'discret'),
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Classement PADEL' });
    expect(within(table).getByRole('columnheader', { name: 'Niveau' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByRole('cell', { name: '4,6' })).toBeInTheDocument();
    expect(
      within(rows[1] as HTMLElement).getByRole('cell', { name: '3,0 (provisoire)' }),
    ).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByRole('cell', { name: /non communiqué/ })).toBeInTheDocument();
  });
});
