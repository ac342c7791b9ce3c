import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LegalNoticePage } from './legal-pages.tsx';
import { expectOrderedHeadings, expectTableOfContents, renderLegalPage } from './test-support.tsx';

describe('LegalNoticePage (/mentions-legales)', () => {
  it('has one h1, ordered headings and a table of contents', () => {
    renderLegalPage(<LegalNoticePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'MENTIONS LÉGALES' })).toBeInTheDocument();
    expectOrderedHeadings();
    expectTableOfContents();
  });

  it('names publisher, director of publication and host with placeholders for the operator, no invented company', () => {
    renderLegalPage(<LegalNoticePage />);
    const publisher = screen.getByRole('region', { name: 'Éditeur du site' });
    expect(within(publisher).getByText("[raison sociale de l'exploitant]")).toBeInTheDocument();
    expect(within(publisher).getByRole('link', { name: 'contact@multisalle.fr' })).toHaveAttribute(
      'href',
      'mailto:contact@multisalle.fr',
    );
    expect(screen.getByRole('region', { name: 'Direction de la publication' })).toHaveTextContent(
      /\[nom et fonction du directeur ou de la directrice de la publication\]/,
    );
    expect(
      within(screen.getByRole('region', { name: 'Hébergeur' })).getByText("[nom de l'hébergeur]"),
    ).toBeInTheDocument();
  });

  it('links the privacy policy and the accessibility statement', () => {
    renderLegalPage(<LegalNoticePage />);
    expect(screen.getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute(
      'href',
      '/politique-de-confidentialite',
    );
    expect(screen.getByRole('link', { name: "déclaration d'accessibilité" })).toHaveAttribute(
      'href',
      '/accessibilite',
    );
  });
});
