import { invitePastTeammates, loadPastTeammates, type PastTeammate } from '@multisalle/core';
import { useState } from 'react';
import { PickList } from './PickList';

/**
 * The organiser invites past teammates by mail (spec 1 section 7): the list loads on demand, the chosen
 * ones get the invitation, and the toast says 'L'invitation a bien été envoyée'. With `unavailableReasonId`
 * (offline) the button is disabled and described by that text.
 */
export function InviteTeammates({
  reservationId,
  unavailableReasonId,
}: {
  reservationId: string;
  unavailableReasonId?: string | undefined;
}) {
  const [teammates, setTeammates] = useState<PastTeammate[] | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  if (teammates === null) {
    return (
      <button
        type="button"
        className="button button--ghost"
        disabled={isBusy || unavailableReasonId !== undefined}
        aria-describedby={unavailableReasonId}
        onClick={async () => {
          setIsBusy(true);
          setTeammates(await loadPastTeammates());
          setIsBusy(false);
        }}
      >
        INVITER D'ANCIENS ÉQUIPIERS
      </button>
    );
  }
  if (teammates.length === 0) return <p>Vous n'avez pas encore d'anciens équipiers.</p>;
  return (
    <PickList
      legend="Anciens équipiers à inviter"
      items={teammates.map((t) => ({ id: t.idUser, label: t.pseudo }))}
      submitLabel="ENVOYER L'INVITATION"
      onSubmit={(ids) => invitePastTeammates(reservationId, ids)}
    />
  );
}
