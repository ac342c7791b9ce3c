import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JourneyPage } from './JourneyPage.tsx';

describe('JourneyPage (spec 2 section 2, "Journey page")', () => {
  it('shows its title, the app QR codes and the four illustrated panels in order', () => {
    render(<JourneyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Mon parcours dans la salle' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /QR code .*App Store/ })).toHaveAttribute(
      'src',
      '/parcours/qr-app-store.svg',
    );
    expect(screen.getByRole('img', { name: /QR code .* Google Play/ })).toHaveAttribute(
      'src',
      '/parcours/qr-google-play.svg',
    );
    const panels = within(screen.getAllByRole('list')[1] as HTMLElement).getAllByRole('region');
    expect(panels.map((panel) => panel.getAttribute('aria-labelledby'))).toEqual([
      'parcours-accueil',
      'parcours-zone-attente',
      'parcours-terrain',
      'parcours-apres-match',
    ]);
    for (const panel of panels) expect(within(panel).getByRole('img')).toHaveAccessibleName(/\S/);
  });

  it('lists what each step holds, as the spec describes it', () => {
    render(<JourneyPage />);
    const panel = (name: string) => screen.getByRole('region', { name });
    expect(within(panel("1. L'accueil")).getByText(/partenaires sont déjà arrivés/)).toBeInTheDocument();
    expect(within(panel("1. L'accueil")).getByText(/consignes de sécurité/)).toBeInTheDocument();
    const waiting = panel("2. La zone d'attente");
    for (const words of [
      /matériel et de chasubles/,
      /casiers/,
      /chaussures de salle propres/,
      /début de votre séance/,
    ]) {
      expect(within(waiting).getByText(words)).toBeInTheDocument();
    }
    const court = panel('3. Le terrain modulable automatisé');
    for (const words of [
      /tablette .* score .* temps forts/,
      /caméras/,
      /écran géant .* score en direct .* fin de la séance/,
    ]) {
      expect(within(court).getByText(words)).toBeInTheDocument();
    }
    const after = panel("4. L'espace après-match");
    for (const words of [/feuille de match/, /vidéos/, /statistiques/]) {
      expect(within(after).getByText(words)).toBeInTheDocument();
    }
  });

  it('puts its canonical link in the head while shown, and removes it on leaving', () => {
    const { unmount } = render(<JourneyPage />);
    const canonical = document.head.querySelector('link[rel="canonical"]');
    expect(canonical).toHaveAttribute('href', `${window.location.origin}/mon-parcours-dans-la-salle`);
    unmount();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
