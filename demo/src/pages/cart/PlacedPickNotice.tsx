import { type PlacedPick, pendingPickTexts, productNames } from '@multisalle/core';
import { Link } from 'react-router';

/**
 * The cart page's message after a sign-in that started on a partner's planning: « Votre créneau est dans
 * votre panier. » with PAYER MAINTENANT and « Revenir sur www.padel-club-tilleuls.fr », or « Ce créneau
 * n'est plus disponible… » (or the server's refusal) with CHOISIR UN AUTRE CRÉNEAU and the same way back.
 * The way back shows only when the server found the partner's origin registered for the hall.
 *
 * @example {placed ? <PlacedPickNotice placed={placed} /> : null}
 */
export function PlacedPickNotice({ placed }: { placed: PlacedPick }) {
  const isInCart = placed.outcome === 'added' || placed.outcome === 'alreadyInCart';
  const hint = placed.returnUrl ? pendingPickTexts.addedHintWithReturn : pendingPickTexts.addedHint;
  return (
    <section className="placed-pick" data-outcome={placed.outcome} aria-labelledby="placed-pick-message">
      <p id="placed-pick-message" className="placed-pick__message" role="status">
        {placed.message}
      </p>
      {isInCart ? <p className="placed-pick__hint">{hint}</p> : null}
      <div className="placed-pick__actions">
        {isInCart ? (
          <Link to="/cart/payment" className="button button--primary">
            {pendingPickTexts.pay}
          </Link>
        ) : (
          <Link to={`/${productNames().routeSegment}/${placed.hallKey}`} className="button button--primary">
            {pendingPickTexts.otherSlot}
          </Link>
        )}
        {placed.returnUrl && placed.returnHost ? (
          <a href={placed.returnUrl} className="button button--ghost">
            {pendingPickTexts.returnTo(placed.returnHost)}
          </a>
        ) : null}
      </div>
    </section>
  );
}
