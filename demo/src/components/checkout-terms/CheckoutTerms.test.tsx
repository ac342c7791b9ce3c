import { type CartLine, mapCartLine } from '@multisalle/core';
import { wireLine } from '@multisalle/core/testing';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckoutTerms } from './CheckoutTerms.tsx';

// Padel at PADEL PARK on Thursday 3 December 2026, 19h15 to 20h45 in Paris, 48 € for 4 players.
const thursday = (overrides: Parameters<typeof wireLine>[1] = {}): CartLine =>
  mapCartLine(
    wireLine(1, {
      tarif: 4800,
      date_heure_debut: '2026-12-03T19:15:00+01:00',
      date_heure_fin: '2026-12-03T20:45:00+01:00',
      ...overrides,
    }),
  );
// Testing Library reads a no-break space as a space: found by the text a reader sees, then checked letter
// for letter, no-break spaces included.
function getExactText(container: HTMLElement, text: string) {
  const found = within(container).getByText(text.replace(/\s+/g, ' '));
  expect(found.textContent).toBe(text);
  return found;
}
const startsAt = new Date('2026-12-03T19:15:00+01:00').getTime();
const hoursBefore = (hours: number) => () => new Date(startsAt - hours * 3_600_000);

describe('CheckoutTerms, what a booking commits to before paying', () => {
  it("gives the game's own free-cancellation deadline, 48 hours before its start", () => {
    render(<CheckoutTerms lines={[thursday()]} now={hoursBefore(120)} />);
    const terms = screen.getByRole('region', { name: 'Annulation et partage' });
    expect(
      getExactText(
        terms,
        "Annulation gratuite jusqu'au mardi 1er décembre à 19h15 (48 heures avant le début)\u00a0; après, la réservation est due.",
      ),
    ).toBeVisible();
  });

  it('says a game less than 48 hours away can no longer be cancelled once booked', () => {
    render(<CheckoutTerms lines={[thursday()]} now={hoursBefore(47)} />);
    expect(
      getExactText(
        document.body,
        'Réservée moins de 48 heures avant le début, cette partie ne peut plus être annulée\u00a0: elle est due.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/Annulation gratuite/)).toBeNull();
  });

  it("says the court's 48,00 € are shared between the players who accept, 12,00 € each at four", () => {
    render(<CheckoutTerms lines={[thursday()]} now={hoursBefore(120)} />);
    const shared = screen.getByText(/à partager à parts égales/);
    // Intl's no-break spaces inside the prices, and one before the colon.
    expect(shared.textContent).toMatch(
      /^48,00[\u00a0\u202f]€ à partager à parts égales entre vous et les joueurs qui acceptent votre invitation\u00a0: 12,00[\u00a0\u202f]€ chacun à 4, davantage si vous êtes moins nombreux\.$/,
    );
  });

  it('says the organiser pays it all when they chose to, and nothing about sharing a place or a course', () => {
    const { rerender } = render(
      <CheckoutTerms lines={[thursday()]} isShared={false} now={hoursBefore(120)} />,
    );
    expect(screen.getByText(/^Vous réglez les 48,00.€ pour tout le monde\.$/)).toBeVisible();
    rerender(
      <CheckoutTerms lines={[thursday({ typeCreneau: 'place', quantite: 2 })]} now={hoursBefore(120)} />,
    );
    expect(screen.queryByText(/partager|réglez/)).toBeNull();
  });

  it('names each game when the cart holds several, and shows nothing for an empty cart', () => {
    const friday = thursday({
      id: 2,
      date_heure_debut: '2026-12-04T18:00:00+01:00',
      date_heure_fin: '2026-12-04T19:30:00+01:00',
    });
    const { rerender } = render(<CheckoutTerms lines={[thursday(), friday]} now={hoursBefore(120)} />);
    expect(screen.getByText('PADEL, jeudi 3 décembre')).toBeVisible();
    expect(screen.getByText('PADEL, vendredi 4 décembre')).toBeVisible();
    expect(screen.getByText(/jusqu'au mercredi 2 décembre à 18h00/)).toBeVisible();
    rerender(<CheckoutTerms lines={[]} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
