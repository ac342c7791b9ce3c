import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NewsSection } from './NewsSection.tsx';

describe('NewsSection (home, anchor #actualites)', () => {
  it('shows the 9 news articles, each with image, short title, short description and its link', () => {
    const router = createMemoryRouter([{ path: '/', element: <NewsSection /> }]);
    const { container } = render(<RouterProvider router={router} />);
    const section = screen.getByRole('region', { name: 'ACTUALITÉS' });
    expect(section).toHaveAttribute('id', 'actualites');
    const cards = within(section).getAllByRole('article');
    expect(cards).toHaveLength(9);
    expect(container.querySelectorAll('.news-card__image')).toHaveLength(9);
    const friends = within(section).getByRole('article', { name: 'Le sport entre amis' });
    expect(within(friends).getByRole('link', { name: 'Le sport entre amis' })).toHaveAttribute(
      'href',
      '/multisalle/article/sport-entre-amis',
    );
    expect(within(friends).getByText(/chacun entre avec son QR code/)).toBeInTheDocument();
  });
});
