import {
  $family,
  addFamilyToReservation,
  invitationTexts,
  loadFamily,
  type WireReservationLine,
} from '@multisalle/core';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { PickList } from './PickList';

/**
 * Adds members of MA FAMILLE to a coming reservation the player is on (spec 1 section 7): those not on it
 * yet, as many as places are left; the toast says « Le contact a bien été ajouté à la réservation » or
 * « Les contacts ont bien été ajoutés à la réservation ». With `unavailableReasonId` (offline) the button is
 * disabled and described by that text.
 */
export function AddFamilyToReservation({
  reservation: r,
  unavailableReasonId,
}: {
  reservation: WireReservationLine;
  unavailableReasonId?: string | undefined;
}) {
  const { members, isFetched } = useStore($family);
  const [isOpen, setIsOpen] = useState(false);
  const onIt = new Set(r.participants.map((p) => p.id));
  const addable = members.filter((m) => !onIt.has(m.id));

  if (!isOpen) {
    return (
      <button
        type="button"
        className="button button--ghost"
        disabled={unavailableReasonId !== undefined}
        aria-describedby={unavailableReasonId}
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
    <PickList
      legend="Membres de ma famille à ajouter"
      items={addable.map((m) => ({ id: m.id, label: m.pseudo }))}
      max={placesLeft}
      note={placesLeft === 0 && <p>{invitationTexts.full}</p>}
      submitLabel="AJOUTER À LA RÉSERVATION"
      onSubmit={async (ids) => {
        const isAdded = await addFamilyToReservation(r.id_reservation, r.jetonInvitation, ids);
        if (isAdded) setIsOpen(false);
        return isAdded;
      }}
    />
  );
}
