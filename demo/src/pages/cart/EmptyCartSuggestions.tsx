import { $cart, $halls, type Hall, loadHalls, productNames, readChosenHall } from '@multisalle/core';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { Link } from 'react-router';

/** At most this many halls are offered under an empty cart. */
const HALLS_SHOWN = 4;

function hallHref(hall: Hall): string {
  return `/${productNames().routeSegment}/${hall.key}`;
}

/**
 * Under an empty MON PANIER (the empty cart was a bare page): the way back to the hall the player
 * chose last, then the other active halls, each a link to its planning. Shown once the cart is loaded and
 * empty; nothing while it loads or when the halls cannot be read (the panel's AJOUTER DES CRÉNEAUX stays).
 */
export function EmptyCartSuggestions() {
  const { cart, isLoaded } = useStore($cart);
  const { list, isFetched, isLoading } = useStore($halls);
  const isEmpty = isLoaded && (cart?.lines.length ?? 0) === 0;
  useEffect(() => {
    if (isEmpty && !isFetched && !isLoading) void loadHalls();
  }, [isEmpty, isFetched, isLoading]);
  if (!isEmpty) return null;
  const active = list.filter((hall) => hall.isActive);
  if (active.length === 0) return null;
  const chosenId = readChosenHall()?.id;
  const last = active.find((hall) => hall.id === chosenId);
  const others = active.filter((hall) => hall !== last).slice(0, last ? HALLS_SHOWN - 1 : HALLS_SHOWN);
  return (
    <section className="empty-cart" aria-labelledby="empty-cart-title">
      <h2 id="empty-cart-title" className="empty-cart__title">
        Envie de jouer&nbsp;?
      </h2>
      {last ? (
        <p className="empty-cart__last">
          <Link className="empty-cart__last-link" to={hallHref(last)}>
            Revoir les créneaux de {last.name}
          </Link>
          <span className="empty-cart__city">{last.address.city}</span>
        </p>
      ) : null}
      {others.length > 0 ? (
        <>
          <p className="empty-cart__lead">
            {last ? 'Ou choisissez une autre salle\u00a0:' : 'Choisissez une salle\u00a0:'}
          </p>
          <ul className="empty-cart__halls">
            {others.map((hall) => (
              <li key={hall.id}>
                <Link className="empty-cart__hall" to={hallHref(hall)}>
                  <span className="empty-cart__hall-name">{hall.name}</span>
                  <span className="empty-cart__city">{hall.address.city}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
