import {
  $session,
  type CartFailure,
  cartTexts,
  extendHold,
  formatPriceCents,
  loadCart,
  type Reservation,
  removeCartLine,
  signedInPlayer,
  validateCart,
} from '@multisalle/core';
import { type MouseEvent, type ReactNode, useEffect, useId, useState, useSyncExternalStore } from 'react';
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
  /**
   * The panel validates the cart on the server itself (`panier/valide`: the mobile app's page):
   * with it, the panel offers the payer choice and VALIDER books; this runs only once the server has
   * created the reservations. Without it, VALIDER only calls `onValidate` (the site's payment page books).
   */
  onValidated?: (validation: { reservations: Reservation[]; shareBill: boolean }) => void;
  /** With `onValidated`: the server refused the cart (its code and French text, also shown in the panel). */
  onValidationFailed?: (failure: CartFailure) => void;
  /** Where AJOUTER DES CRÉNEAUX leads: the page of the last hall visited. @default '/' */
  addSlotsHref?: string;
  /** AJOUTER DES CRÉNEAUX was pressed; `preventDefault()` on the click keeps the page where it is. */
  onAddSlots?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Load the cart when the panel appears (spec 2 "Cart page": loads the cart on open). @default true */
  loadOnMount?: boolean;
  /** Shown under a non-empty cart, before its buttons (the site's rules before paying). */
  children?: ReactNode;
}

const subscribeSession = (listener: () => void) => $session.listen(listener);
const readSession = () => $session.get();

/**
 * The cart (spec 2 "Cart page", sections 4 and 9): the hold timer, one line per slot with its delete
 * button, the total, AJOUTER DES CRÉNEAUX and VALIDER; a spinner while it loads; 'Aucune réservation
 * dans votre panier' when empty. With `onValidated`, the panel books by itself (spec 2 "Cart
 * validation"): the payer choice (`partagePaiement`), then VALIDER sends `panier/valide`; a refusal is
 * shown in the panel (`role="alert"`) and the player stays on it.
 *
 * @example <CartPanel addSlotsHref="/multisalle/padel-park" onValidate={() => navigate('/cart/payment')} />
 */
export function CartPanel({
  onValidate,
  onValidated,
  onValidationFailed,
  addSlotsHref = '/',
  onAddSlots,
  loadOnMount = true,
  children,
}: CartPanelProps) {
  const { cart, isLoading, isLoaded } = useCart();
  // Re-rendered on sign-in and sign-out. The player is the session's (the site) or the token's (the
  // element, which has no session): either way the discount list can be asked for their id.
  useSyncExternalStore(subscribeSession, readSession, readSession);
  const player = signedInPlayer();
  const [removingId, setRemovingId] = useState<number | null>(null);
  const [openModal, setOpenModal] = useState<'list' | 'code' | null>(null);
  const [shareBill, setShareBill] = useState(true);
  const [isValidating, setIsValidating] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const shareName = useId();

  const validate = async () => {
    if (!onValidated) {
      onValidate?.();
      return;
    }
    setIsValidating(true);
    setRefusal(null);
    // Set in the callback, out of TypeScript's sight: hence the cast, not a narrowed `null`.
    let failure = null as CartFailure | null;
    const reservations = await validateCart(shareBill, undefined, (failed) => {
      failure = failed;
    });
    setIsValidating(false);
    if (reservations) onValidated({ reservations, shareBill });
    else if (failure) {
      // Kept on the page with the reason in view (the toast goes; this stays until the next try).
      setRefusal(failure.message);
      onValidationFailed?.(failure);
    }
  };

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
            {cartTexts.cartTotal}&nbsp;: <strong>{formatPriceCents(cart?.totalCents ?? 0)}</strong>
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
          {onValidated ? (
            <fieldset className="ms-cart__share">
              <legend>{cartTexts.shareLegend}</legend>
              <label>
                <input
                  type="radio"
                  name={shareName}
                  checked={shareBill}
                  onChange={() => setShareBill(true)}
                />{' '}
                {cartTexts.share}
              </label>
              <label>
                <input
                  type="radio"
                  name={shareName}
                  checked={!shareBill}
                  onChange={() => setShareBill(false)}
                />{' '}
                {cartTexts.payAll}
              </label>
            </fieldset>
          ) : null}
          {children}
        </>
      )}
      {refusal ? (
        <p className="ms-cart__refusal" role="alert">
          {refusal}
        </p>
      ) : null}
      {isLoading && isLoaded ? (
        <Spinner label={cartTexts.loading} size="small" className="ms-cart__reloading" />
      ) : null}
      <div className="ms-cart__actions">
        <a className="ms-cart__button ms-cart__button--ghost" href={addSlotsHref} onClick={onAddSlots}>
          {cartTexts.addSlots}
        </a>
        {lines.length > 0 ? (
          <button
            type="button"
            className="ms-cart__button"
            disabled={isValidating}
            aria-busy={isValidating || undefined}
            onClick={() => void validate()}
          >
            {cartTexts.validate}
          </button>
        ) : null}
      </div>
    </div>
  );
}
