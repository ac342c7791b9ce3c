import {
  keepPendingPick,
  type PendingPick,
  placePendingPick,
  readPickParams,
  readStored,
  storageKeys,
} from '@multisalle/core';
import { Spinner } from '@multisalle/widgets';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';

/** Puts the pick in the signed-in player's cart, then shows the cart. */
function PlacePick({ pick }: { pick: PendingPick }) {
  const navigate = useNavigate();
  const hasStarted = useRef(false);
  useEffect(() => {
    // Once, even when React runs the effect twice in development.
    if (hasStarted.current) return;
    hasStarted.current = true;
    keepPendingPick(pick);
    void placePendingPick().then(() => navigate('/cart', { replace: true }));
  }, [pick, navigate]);
  return (
    <div className="lazy-page lazy-page--loading">
      <Spinner label="Ajout du créneau à votre panier" />
    </div>
  );
}

/**
 * /signin and /signup (spec 1 section 2): logged in on arrival, /profile instead;
 * but a player already signed in on our site who comes from a partner's planning with a pick
 * (`?salle=&sport=&creneau=&zone=&retour=`) gets the slot in the cart and lands on /cart. Checked once,
 * on arrival, so the login made on the page keeps its own redirect.
 */
export function GuestOrPick({ children }: { children: ReactNode }) {
  const { search } = useLocation();
  const [arrival] = useState(() => ({
    wasLoggedIn: readStored(storageKeys.token) !== null,
    pick: readPickParams(search),
  }));
  if (!arrival.wasLoggedIn) return children;
  if (!arrival.pick) return <Navigate to="/profile" replace />;
  return <PlacePick pick={arrival.pick} />;
}
