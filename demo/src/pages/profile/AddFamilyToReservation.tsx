import {
  $family,
  addFamilyToReservation,
  invitationTexts,
  loadFamily,
  type WireReservationLine,
} from '@multisalle/core';
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';

/**
 * Adds members of MA FAMILLE to a coming reservation the player is on (spec 1 section 7): those not on it
 * yet, as many as places are left; the toast says « Le contact a bien été ajouté à la réservation » or
 * « Les contacts ont bien été ajoutés à la réservation ».
 */
export function AddFamilyToReservation({ reservation: r }: { reservation: WireReservationLine }) {
  const { members, isFetched } = useStore($family);
  const [isOpen, setIsOpen] = useState(false);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [isBusy, setIsBusy] = useState(false);
  const legendId = useId();
  const onIt = new Set(r.participants.map((p) => p.id));
  const addable = members.filter((m) => !onIt.has(m.id));

  if (!isOpen) {
    return (
      <button
        type="button"
        className="button button--ghost"
        onClick={() => {
          setIsOpen(true);
          if (!isFetched) void loadFamily();
        }}
      >
        AJOUTER DES MEMBRES DE MA FAMILLE
      </button>
    );
  }
  if (!isFetched) return <p>Chargement de ma famille…</p>;
  if (addable.length === 0) return <p>Aucun membre de votre famille à ajouter à cette réservation.</p>;
  const placesLeft = r.reservation.nbPlaceRestante;
  return (
    <fieldset className="reservation-item__teammates" aria-labelledby={legendId}>
      <legend id={legendId}>Membres de ma famille à ajouter</legend>
      {placesLeft === 0 && <p>{invitationTexts.full}</p>}
      {addable.map((m) => {
        const isChecked = chosen.has(m.id);
        return (
          <label key={m.id} className="reservation-item__switch">
            <input
              type="checkbox"
              checked={isChecked}
              disabled={!isChecked && chosen.size >= placesLeft}
              onChange={(event) => {
                const next = new Set(chosen);
                if (event.target.checked) next.add(m.id);
                else next.delete(m.id);
                setChosen(next);
              }}
            />{' '}
            {m.pseudo}
          </label>
        );
      })}
      <button
        type="button"
        className="button button--primary"
        disabled={chosen.size === 0 || isBusy}
        onClick={async () => {
          setIsBusy(true);
          if (await addFamilyToReservation(r.id_reservation, r.jetonInvitation, [...chosen])) {
            setChosen(new Set());
            setIsOpen(false);
          }
          setIsBusy(false);
        }}
      >
        AJOUTER À LA RÉSERVATION
      </button>
    </fieldset>
  );
}
