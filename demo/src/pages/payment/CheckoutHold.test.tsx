import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckoutHold } from './CheckoutHold.tsx';

afterEach(() => {
  vi.useRealTimers();
});

// Friday 20 November 2026 in Paris: the hold ends at 10h14, fourteen minutes after the page opens.
const opened = new Date('2026-11-20T10:00:00+01:00');
const expiresAt = new Date('2026-11-20T10:14:00+01:00');

function renderHold() {
  const router = createMemoryRouter(
    [
      {
        path: '/cart/payment',
        element: <CheckoutHold expiresAt={expiresAt} pickAgainHref="/multisalle/padel-park" />,
      },
    ],
    { initialEntries: ['/cart/payment'] },
  );
  render(<RouterProvider router={router} />);
}

describe("CheckoutHold, the cart's hold on the payment page", () => {
  it('shows the time left and that the slots are released when it ends', () => {
    vi.useFakeTimers({ now: opened });
    renderHold();
    expect(
      screen.getByText("Vos créneaux sont réservés pour vous encore 14 min, jusqu'à 10h14"),
    ).toBeVisible();
    expect(
      screen.getByText('Passé ce délai, vos créneaux sont libérés pour les autres joueurs.'),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: "CHOISIR D'AUTRES CRÉNEAUX" })).toBeNull();
  });

  it('tells the player when the hold has ended, offers to extend it, and leads back to the hall to pick again', () => {
    vi.useFakeTimers({ now: opened });
    renderHold();
    act(() => {
      vi.advanceTimersByTime(14 * 60_000);
    });
    expect(screen.getByText('Le délai de réservation de vos créneaux est écoulé.')).toBeVisible();
    expect(
      screen.getByText(
        "Vos créneaux sont de nouveau libres pour tous. Prolongez pour les reprendre s'ils sont encore libres, ou choisissez-en d'autres.",
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Prolonger de 15 minutes' })).toBeVisible();
    expect(screen.getByRole('link', { name: "CHOISIR D'AUTRES CRÉNEAUX" })).toHaveAttribute(
      'href',
      '/multisalle/padel-park',
    );
  });
});
