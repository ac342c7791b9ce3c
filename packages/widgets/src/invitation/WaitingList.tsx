import {
  joinWaitingList,
  keepForWaitingList,
  leaveWaitingList,
  type WireInvitation,
  waitingListTexts,
} from '@multisalle/core';
import { useState } from 'react';

/**
 * Beyond the spec: on a full reservation, « Me prévenir si une place se libère » puts the player in line;
 * in line, their position and the way out. A visitor is asked to sign in first.
 */
export function WaitingList({
  invitation,
  reservationId,
  token,
  onSignInRequired,
}: {
  invitation: WireInvitation;
  reservationId: string;
  token: string;
  onSignInRequired?: () => void;
}) {
  const [isBusy, setIsBusy] = useState(false);
  const { position } = invitation.listeAttente;
  const run = async (action: () => Promise<boolean>) => {
    setIsBusy(true);
    try {
      await action();
    } finally {
      setIsBusy(false);
    }
  };
  if (!invitation.moi) {
    return (
      <>
        <p>{waitingListTexts.signIn}</p>
        {onSignInRequired && (
          <button
            type="button"
            className="ms-invitation__button"
            onClick={() => {
              keepForWaitingList(reservationId, token);
              onSignInRequired();
            }}
          >
            {waitingListTexts.join}
          </button>
        )}
      </>
    );
  }
  if (position !== null) {
    return (
      <>
        <p>{waitingListTexts.position(position)}</p>
        <button
          type="button"
          className="ms-invitation__button ms-invitation__button--ghost"
          disabled={isBusy}
          onClick={() => void run(() => leaveWaitingList(reservationId, token))}
        >
          {waitingListTexts.leave}
        </button>
      </>
    );
  }
  return (
    <button
      type="button"
      className="ms-invitation__button"
      disabled={isBusy}
      onClick={() => void run(() => joinWaitingList(reservationId, token))}
    >
      {waitingListTexts.join}
    </button>
  );
}
