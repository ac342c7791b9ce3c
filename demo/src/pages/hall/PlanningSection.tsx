import {
  $cartSlotIds,
  $session,
  addSlotToCart,
  BOOKING_NOT_ALLOWED_CODE,
  type Hall,
  pickSearch,
  type Slot,
  type Sport,
} from '@multisalle/core';
import { PlanningPanel } from '@multisalle/widgets';
import { useStore } from '@nanostores/react';
import { useNavigate } from 'react-router';

/** Props of {@link PlanningSection}. */
export interface PlanningSectionProps {
  hall: Pick<Hall, 'id' | 'key' | 'visibleDays'>;
  /** The chosen sport; `null` while none is chosen. */
  sport: Sport | null;
}

/**
 * 'JE RÉSERVE UN CRÉNEAU' (spec 2 "Hall page"): the planning of the chosen sport. A visitor's pick opens
 * the connection-required modal, with CONNEXION to /signin and INSCRIPTION to /signup carrying the slot
 * (`?salle=&sport=&creneau=&zone=`, the partner pages' pending pick, kept by those pages until the first
 * sign-in puts it in the cart, through the sign-up and the activation mail); a logged-in
 * player's pick goes to the cart (held slots show green); a hall the player may not book in sends them
 * back to the hall list.
 *
 * @example <PlanningSection hall={hall} sport={sport} />
 */
export function PlanningSection({ hall, sport }: PlanningSectionProps) {
  const { token } = useStore($session);
  const selectedSlotIds = useStore($cartSlotIds);
  const navigate = useNavigate();
  return (
    <section className="hall-section hall-planning" aria-labelledby="creneau-titre">
      <h2 id="creneau-titre" className="hall-section__title">
        JE RÉSERVE UN CRÉNEAU
      </h2>
      {sport ? (
        <PlanningPanel
          hallId={hall.id}
          sport={{ id: sport.id, label: sport.label, recommendedPlayers: sport.recommendedPlayers }}
          visibleDays={hall.visibleDays}
          isLoggedIn={token !== null}
          selectedSlotIds={selectedSlotIds}
          onSlotPicked={async (slot) => {
            const result = await addSlotToCart(slot, sport.id);
            if (result.outcome === 'refused' && result.code === BOOKING_NOT_ALLOWED_CODE) navigate('/');
          }}
          loginUrl={(slot) => pickLink('/signin', hall.key, sport.id, slot)}
          signupUrl={(slot) => pickLink('/signup', hall.key, sport.id, slot)}
        />
      ) : (
        <p className="hall-planning__pending">Choisissez une activité pour voir ses créneaux.</p>
      )}
    </section>
  );
}

/** CONNEXION's or INSCRIPTION's address with the picked slot; no way back (our own page). */
function pickLink(path: string, hallKey: string, sportId: number, slot: Slot): string {
  return `${path}${pickSearch({ hallKey, sportId, slotId: slot.id, zoneId: slot.zoneId, returnUrl: null })}`;
}
