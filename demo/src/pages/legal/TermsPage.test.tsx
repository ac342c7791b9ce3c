import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TermsPage } from './legal-pages.tsx';
import { expectOrderedHeadings, expectTableOfContents, renderLegalPage } from './test-support.tsx';

describe('TermsPage (/rgpd, the terms the sign-up form links to)', () => {
  it('has one h1, ordered headings and a table of contents', () => {
    renderLegalPage(<TermsPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: "CONDITIONS GÉNÉRALES D'UTILISATION ET RGPD" }),
    ).toBeInTheDocument();
    expectOrderedHeadings();
    expectTableOfContents();
  });

  it('gives the booking rules: 15-minute hold, card saved, nothing debited at booking', () => {
    renderLegalPage(<TermsPage />);
    const booking = screen.getByRole('region', { name: 'Réserver un créneau' });
    expect(booking).toHaveTextContent(/gardé 15\sminutes/);
    expect(booking).toHaveTextContent(/Rien n'est débité à ce moment-là/);
  });

  it('says shares are equal and debited after the game, and cancellation closes 48 h before', () => {
    renderLegalPage(<TermsPage />);
    const payment = screen.getByRole('region', { name: 'Paiement et partage des frais' });
    expect(payment).toHaveTextContent(/débité qu'après la séance/);
    expect(payment).toHaveTextContent(/parts égales entre les participants qui ont accepté/);
    const cancellation = screen.getByRole('region', { name: /^Annulation\s:\sjusqu'à 48\sh avant$/ });
    expect(cancellation).toHaveTextContent(/jusqu'à 48\sh avant le début de la séance/);
    expect(cancellation).toHaveTextContent(/jusqu'à 15\sminutes avant la séance/);
  });

  it('covers invitations, QR code entry, family members, conduct and the data rights', () => {
    renderLegalPage(<TermsPage />);
    expect(screen.getByRole('region', { name: 'Inviter vos partenaires' })).toHaveTextContent(/COMPLET/);
    expect(screen.getByRole('region', { name: /Entrer dans la salle avec votre QR code/ })).toHaveTextContent(
      /son propre QR code/,
    );
    expect(screen.getByRole('region', { name: 'Les membres de votre famille' })).toHaveTextContent(
      /ni compte ni smartphone/,
    );
    expect(screen.getByRole('region', { name: 'Règles de conduite dans la salle' })).toHaveTextContent(
      /chaussures de salle propres/,
    );
    const data = screen.getByRole('region', { name: 'Vos données personnelles (RGPD)' });
    expect(data).toHaveTextContent(/accès, de rectification, d'effacement, de limitation, de portabilité/);
    expect(screen.getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute(
      'href',
      '/politique-de-confidentialite',
    );
  });
});
