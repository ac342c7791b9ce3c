import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CartButton } from './CartButton.tsx';

function renderCart(count: number, alwaysShowCount = false) {
  render(
    <MemoryRouter>
      <CartButton count={count} alwaysShowCount={alwaysShowCount} />
    </MemoryRouter>,
  );
  return screen.getByRole('link', { name: /^PANIER/ });
}

describe('CartButton', () => {
  it('shows no badge on an empty cart and leads to /cart', () => {
    const link = renderCart(0);
    expect(link).toHaveAccessibleName('PANIER');
    expect(link).toHaveAttribute('href', '/cart');
    expect(link).not.toHaveTextContent('0');
  });

  it('shows the count badge above zero and says it to screen readers', () => {
    const link = renderCart(3);
    expect(link).toHaveAccessibleName('PANIER, 3 créneaux');
    expect(link.querySelector('.cart-button__badge')).toHaveTextContent('3');
  });

  it('always shows the count on the floating bar', () => {
    const link = renderCart(0, true);
    expect(link.querySelector('.cart-button__badge')).toHaveTextContent('0');
  });
});
