import {
  $cart,
  $session,
  cartTexts,
  formatDayLabel,
  formatPriceCents,
  formatTimeRange,
  hallDay,
  lineShareTotalCents,
  loadCart,
} from '@multisalle/core';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CartIcon } from '../../components/icons.tsx';

/**
 * The hall page's cart recap opener (spec 2 "Hall page"): 'MON PANIER' opens a panel listing the cart's
 * lines with their totals, the cart total and a link to /cart. Escape or the button closes it.
 *
 * @example <CartRecap />
 */
export function CartRecap() {
  const [isOpen, setIsOpen] = useState(false);
  const { cart, isLoading } = useStore($cart);
  const { token } = useStore($session);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (isOpen && token) void loadCart();
  }, [isOpen, token]);

  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen]);
  const lines = token ? (cart?.lines ?? []) : [];

  return (
    <div className="cart-recap">
      <button
        ref={buttonRef}
        type="button"
        className="button button--primary hall-header__cart"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <CartIcon size={20} />
        MON PANIER
      </button>
      <section
        id={panelId}
        className="cart-recap__panel"
        hidden={!isOpen}
        aria-label="Récapitulatif du panier"
      >
        {isLoading && lines.length === 0 ? <p>{cartTexts.loading}…</p> : null}
        {!isLoading && lines.length === 0 ? <p>{cartTexts.empty}</p> : null}
        {lines.length > 0 ? (
          <>
            <ul className="cart-recap__lines">
              {lines.map((line) => (
                <li key={line.id}>
                  <strong>{line.sportLabel}</strong> — {formatDayLabel(hallDay(line.startsAt))}{' '}
                  {formatTimeRange(line.startsAt, line.endsAt)}&nbsp;:{' '}
                  {formatPriceCents(
                    lineShareTotalCents({
                      priceCents: line.priceCents,
                      quantity: line.quantity,
                      recommendedPlaces: line.recommendedPlaces,
                      isPerPlace: line.type === 'place' || line.type === 'cours',
                    }),
                  )}
                </li>
              ))}
            </ul>
            <p className="cart-recap__total">
              {cartTexts.cartTotal}&nbsp;: <strong>{formatPriceCents(cart?.totalCents ?? 0)}</strong>
            </p>
          </>
        ) : null}
        <Link to="/cart" className="button button--primary cart-recap__link">
          VOIR MON PANIER
        </Link>
      </section>
    </div>
  );
}
