import {
  $session,
  cartTexts,
  extendHold,
  formatPriceCents,
  loadCart,
  removeCartLine,
  signedInPlayer,
} from '@multisalle/core';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { DiscountCodeModal } from '../discounts/DiscountCodeModal';
import { DiscountModal } from '../discounts/DiscountModal';
import { Spinner } from '../spinner/Spinner';
import { CartLine } from './CartLine';
import { HoldTimer } from './HoldTimer';
import { useCart } from './use-cart';
import './cart.css';

/** Props of {@link CartPanel}. */
export interface CartPanelProps {
  /** VALIDER was pressed with a non-empty cart (the host goes to the payment page, `/cart/payment`). */
  onValidate?: () => void;
  /** Where AJOUTER DES CRÉNEAUX leads: the page of the last hall visited. @default '/' */
  addSlotsHref?: string;
  /** Load the cart when the panel appears (spec 2 "Cart page": loads the cart on open). @default true */
  loadOnMount?: boolean;
}

const subscribeSession = (listener: () => void) => $session.listen(listener);
const readSession = () => $session.get();

/**
 * The cart (spec 2 "Cart page", sections 4 and 9): the hold timer, one line per slot with its delete
 * button, the total, AJOUTER DES CRÉNEAUX and VALIDER; a spinner while it loads; 'Aucune réservation
 * dans votre panier' when empty.
 *
 * @example <CartPanel addSlotsHref="/multisalle/padel-park" onValidate={() => navigate('/cart/payment')} />
 */
export function CartPanel({ onValidate, addSlotsHref = '/', loadOnMount = true }: CartPanelProps) {
  const { cart, isLoading, isLoaded } = useCart();
  // Re-rendered on sign-in and sign-out. The player is the session's (the site) or the token's (the
  // element, which has no session): either way the discount list can be asked for their id.
  useSyncExternalStore(subscribeSession, readSession, readSession);
  const player = signedInPlayer();
  const [removingId, setRemovingId] = useState<number | null>(null);
  const [openModal, setOpenModal] = useState<'list' | 'code' | null>(null);

  useEffect(() => {
    if (loadOnMount) void loadCart();
  }, [loadOnMount]);

  if (!isLoaded && (isLoading || loadOnMount)) {
    return (
      <div className="ms-cart" part="cart">
        <Spinner label={cartTexts.loading} size="large" />
      </div>
    );
  }
  const lines = cart?.lines ?? [];
  const firstLine = lines[0];
  return (
    <div className="ms-cart" part="cart" aria-busy={isLoading || undefined}>
      {lines.length === 0 ? (
        <p className="ms-cart__empty">{cartTexts.empty}</p>
      ) : (
        <>
          {cart?.holdExpiresAt ? (
            <HoldTimer expiresAt={cart.holdExpiresAt} onExtend={() => void extendHold()} />
          ) : null}
          <ul className="ms-cart__lines">
            {lines.map((line) => (
              <CartLine
                key={line.id}
                line={line}
                isRemoving={removingId === line.id}
                onRemove={async (removed) => {
                  setRemovingId(removed.id);
                  await removeCartLine(removed.id);
                  setRemovingId(null);
                }}
              />
            ))}
          </ul>
          <p className="ms-cart__total">
            {cartTexts.cartTotal} : <strong>{formatPriceCents(cart?.totalCents ?? 0)}</strong>
          </p>
          <div className="ms-cart__discounts">
            {player && firstLine ? (
              <button
                type="button"
                className="ms-cart__button ms-cart__button--ghost"
                onClick={() => setOpenModal('list')}
              >
                {cartTexts.addDiscount}
              </button>
            ) : null}
            <button
              type="button"
              className="ms-cart__button ms-cart__button--ghost"
              onClick={() => setOpenModal('code')}
            >
              {cartTexts.addDiscountCode}
            </button>
          </div>
          {openModal === 'list' && player && firstLine ? (
            <DiscountModal
              userId={player.userId}
              hallId={firstLine.hallId}
              onClose={() => setOpenModal(null)}
            />
          ) : null}
          {openModal === 'code' ? <DiscountCodeModal onClose={() => setOpenModal(null)} /> : null}
        </>
      )}
      {isLoading && isLoaded ? (
        <Spinner label={cartTexts.loading} size="small" className="ms-cart__reloading" />
      ) : null}
      <div className="ms-cart__actions">
        <a className="ms-cart__button ms-cart__button--ghost" href={addSlotsHref}>
          {cartTexts.addSlots}
        </a>
        {lines.length > 0 ? (
          <button type="button" className="ms-cart__button" onClick={() => onValidate?.()}>
            {cartTexts.validate}
          </button>
        ) : null}
      </div>
    </div>
  );
}
