import { $halls, cartTexts, loadHalls, productNames, readChosenHall } from '@multisalle/core';
import { CartPanel } from '@multisalle/widgets/cart';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowLeftIcon } from '../../components/icons.tsx';
import './cart-page.css';

/**
 * The hall page of the last hall chosen (storage `idMultisalle`), for AJOUTER DES CRÉNEAUX; the home
 * page when there is none or it is unknown.
 */
function useLastHallHref(): string {
  const { list } = useStore($halls);
  const chosen = readChosenHall();
  useEffect(() => {
    if (chosen && list.length === 0) void loadHalls();
  }, [chosen, list.length]);
  const hall = chosen ? list.find((candidate) => candidate.id === chosen.id) : undefined;
  return hall ? `/${productNames().routeSegment}/${hall.key}` : '/';
}

/**
 * /cart, 'MON PANIER' (spec 2 "Cart page"): loads the cart on open, the round back arrow to / on small
 * screens, VALIDER to /cart/payment.
 *
 * @example { path: '/cart', load: () => import('./CartPage.tsx') }
 */
export function CartPage() {
  const navigate = useNavigate();
  const addSlotsHref = useLastHallHref();
  return (
    <div className="cart-page">
      <Link to="/" className="cart-page__back-arrow" aria-label="Retour à l'accueil">
        <ArrowLeftIcon />
      </Link>
      <h1 className="page-title cart-page__title">{cartTexts.title}</h1>
      <CartPanel addSlotsHref={addSlotsHref} onValidate={() => navigate('/cart/payment')} />
    </div>
  );
}
