import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it("announces 'Chargement en cours…' as a status by default", () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement en cours…');
  });

  it('announces the label it is given', () => {
    render(<Spinner label="Chargement des créneaux…" size="small" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Chargement des créneaux…');
    expect(status).toHaveAttribute('data-size', 'small');
  });

  it('hides the drawn circle from screen readers', () => {
    const { container } = render(<Spinner />);
    expect(container.querySelector('.ms-spinner__circle')).toHaveAttribute('aria-hidden', 'true');
  });
});
