import {
  $cart,
  $halls,
  $placedPick,
  cartTexts,
  clearPlacedPick,
  loadHalls,
  productNames,
  readChosenHall,
} from '@multisalle/core';
import { CartPanel } from '@multisalle/widgets/cart';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CheckoutTerms } from '../../components/checkout-terms/CheckoutTerms.tsx';
import { ArrowLeftIcon } from '../../components/icons.tsx';
import { EmptyCartSuggestions } from './EmptyCartSuggestions.tsx';
import { PlacedPickNotice } from './PlacedPickNotice.tsx';
import './cart-page.css';

/**
 * The hall page of the last hall chosen (storage `idMultisalle`), for AJOUTER DES CRÉNEAUX; the home
 * page when there is none or it is unknown.
 */
function useLastHallHref(): string {
  const { list, isFetched, isLoading } = useStore($halls);
  const chosenId = readChosenHall()?.id;
  // Once: the chosen hall read anew at each render is a new object, and a dependency on it asked the
  // server for the halls at every render until they came.
  useEffect(() => {
    if (chosenId !== undefined && !isFetched && !isLoading) void loadHalls();
  }, [chosenId, isFetched, isLoading]);
  const hall = chosenId !== undefined ? list.find((candidate) => candidate.id === chosenId) : undefined;
  return hall ? `/${productNames().routeSegment}/${hall.key}` : '/';
}

/**
 * The message of a pick from a partner's planning just put in the cart at the sign-in: read once when
 * the page opens, then forgotten, so it shows on this visit only.
 */
function usePlacedPick() {
  const [placed] = useState(() => $placedPick.get());
  useEffect(() => {
    clearPlacedPick();
  }, []);
  return placed;
}

/**
 * /cart, 'MON PANIER' (spec 2 "Cart page"): loads the cart on open, the round back arrow to / on small
 * screens, VALIDER to /cart/payment; before VALIDER, each game's cancellation deadline and how its price
 * is shared (CheckoutTerms). After a sign-in started on a partner's planning, the message of
 * the slot put in the cart comes first.
 *
 * @example { path: '/cart', load: () => import('./CartPage.tsx') }
 */
export function CartPage() {
  const navigate = useNavigate();
  const lastHallHref = useLastHallHref();
  const placed = usePlacedPick();
  const { cart } = useStore($cart);
  // A slot picked on a partner's planning: more slots are added from that hall's page.
  const addSlotsHref = placed ? `/${productNames().routeSegment}/${placed.hallKey}` : lastHallHref;
  return (
    <div className="cart-page">
      <Link to="/" className="cart-page__back-arrow" aria-label="Retour à l'accueil">
        <ArrowLeftIcon />
      </Link>
      <h1 className="page-title cart-page__title">{cartTexts.title}</h1>
      {placed ? <PlacedPickNotice placed={placed} /> : null}
      <CartPanel addSlotsHref={addSlotsHref} onValidate={() => navigate('/cart/payment')}>
        <CheckoutTerms lines={cart?.lines ?? []} />
      </CartPanel>
      <EmptyCartSuggestions />
    </div>
  );
}
