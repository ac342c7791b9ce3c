import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AfterFirstPaint, noteNavigation } from './after-first-paint.tsx';

/** Module state: the first test is the page first loaded, the second comes after a move (noteNavigation). */
describe("AfterFirstPaint (the first page's lower parts wait for its first paint)", () => {
  it('on the page first loaded, renders its children only after the next frame and a task', async () => {
    render(
      <>
        <p>Au-dessus</p>
        <AfterFirstPaint>
          <footer>Pied de page</footer>
        </AfterFirstPaint>
      </>,
    );
    expect(screen.getByText('Au-dessus')).toBeInTheDocument();
    expect(screen.queryByText('Pied de page')).not.toBeInTheDocument();
    expect(await screen.findByText('Pied de page')).toBeInTheDocument();
  });

  it('after a move to another page, renders its children at once', () => {
    noteNavigation();
    render(
      <AfterFirstPaint>
        <footer>Pied de page</footer>
      </AfterFirstPaint>,
    );
    expect(screen.getByText('Pied de page')).toBeInTheDocument();
  });
});
