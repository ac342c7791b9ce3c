import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { expect } from 'vitest';

/** Renders a legal page inside a router (its links are router links). */
export function renderLegalPage(page: ReactElement) {
  return render(<MemoryRouter>{page}</MemoryRouter>);
}

/**
 * One `h1`, and heading levels that never skip one on the way down (h1, h2, h3, h2...), as RGAA 9.1
 * asks.
 */
export function expectOrderedHeadings() {
  const headings = screen.getAllByRole('heading');
  const levels = headings.map((heading) => Number(heading.tagName.slice(1)));
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  expect(levels[0]).toBe(1);
  levels.forEach((level, index) => {
    if (index > 0)
      expect(level, `heading « ${headings[index]?.textContent} »`).toBeLessThanOrEqual(
        (levels[index - 1] ?? 1) + 1,
      );
  });
}

/** The table of contents lists every `h2` section (the TOC's own title aside) and links to its anchor. */
export function expectTableOfContents() {
  const toc = screen.getByRole('navigation', { name: 'Sommaire' });
  const links = within(toc).getAllByRole('link');
  const sections = screen
    .getAllByRole('heading', { level: 2 })
    .filter((heading) => heading.id !== 'sommaire-titre');
  expect(links.map((link) => link.textContent)).toEqual(sections.map((heading) => heading.textContent));
  for (const [index, link] of links.entries()) {
    expect(link).toHaveAttribute('href', `#${sections[index]?.id}`);
  }
}

/** The main text of the page, whitespace (non-breaking spaces included) collapsed. */
export function pageText(): string {
  return (document.body.textContent ?? '').replace(/\s+/g, ' ');
}
