import { Link } from 'react-router';
import { CartIcon } from '../icons.tsx';

export interface CartButtonProps {
  /** Lines in the cart. */
  count: number;
  /** The floating bar always shows the count; the normal bar only above zero (spec 1 "Navigation"). */
  alwaysShowCount?: boolean;
}

/** The cart entry of the header: icon, PANIER label (wide screens) and the count badge, to /cart. */
export function CartButton({ count, alwaysShowCount = false }: CartButtonProps) {
  const showBadge = count > 0 || alwaysShowCount;
  return (
    <Link to="/cart" className="cart-button" data-count={count}>
      <CartIcon />
      <span className="cart-button__label">PANIER</span>
      {showBadge && (
        <span className="cart-button__badge" aria-hidden="true">
          {count}
        </span>
      )}
      {count > 0 && (
        <span className="visually-hidden">
          , {count} {count > 1 ? 'créneaux' : 'créneau'}
        </span>
      )}
    </Link>
  );
}
