import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Footer } from './Footer.tsx';

describe('Footer', () => {
  it('links every legal page, and the accessibility statement with the conformity status (RGAA)', () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    const legal = within(screen.getByRole('navigation', { name: 'Informations légales' }));
    expect(legal.getByRole('link', { name: 'CGU et RGPD' })).toHaveAttribute('href', '/rgpd');
    expect(legal.getByRole('link', { name: 'Mentions légales' })).toHaveAttribute(
      'href',
      '/mentions-legales',
    );
    expect(legal.getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute(
      'href',
      '/politique-de-confidentialite',
    );
    expect(legal.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    expect(legal.getByRole('link', { name: /^Accessibilité\s:\spartiellement conforme$/ })).toHaveAttribute(
      'href',
      '/accessibilite',
    );
  });

  it("leads a local authority to the partners' page, to put a hall's planning on its site", () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    const banner = within(screen.getByRole('region', { name: 'Vous êtes une collectivité\u00a0?' }));
    // A plain link: /embed/ is the server's page, not a route of the site.
    expect(banner.getByRole('link', { name: 'Intégrer le planning sur votre site' })).toHaveAttribute(
      'href',
      '/embed/',
    );
  });
});
