import { invitePastTeammates, loadPastTeammates, type PastTeammate } from '@multisalle/core';
import { useId, useState } from 'react';

/**
 * The organiser invites past teammates by mail (spec 1 section 7): the list loads on demand, the chosen
 * ones get the invitation, and the toast says 'L'invitation a bien été envoyée'.
 */
export function InviteTeammates({ reservationId }: { reservationId: string }) {
  const [teammates, setTeammates] = useState<PastTeammate[] | null>(null);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [isBusy, setIsBusy] = useState(false);
  const legendId = useId();

  if (teammates === null) {
    return (
      <button
        type="button"
        className="button button--ghost"
        disabled={isBusy}
        onClick={async () => {
          setIsBusy(true);
          setTeammates(await loadPastTeammates());
          setIsBusy(false);
        }}
      >
        INVITER D’ANCIENS ÉQUIPIERS
      </button>
    );
  }
  if (teammates.length === 0) return <p>Vous n’avez pas encore d’anciens équipiers.</p>;
  return (
    <fieldset className="reservation-item__teammates" aria-labelledby={legendId}>
      <legend id={legendId}>Anciens équipiers à inviter</legend>
      {teammates.map((t) => (
        <label key={t.idUser} className="reservation-item__switch">
          <input
            type="checkbox"
            checked={chosen.has(t.idUser)}
            onChange={(event) => {
              const next = new Set(chosen);
              if (event.target.checked) next.add(t.idUser);
              else next.delete(t.idUser);
              setChosen(next);
            }}
          />{' '}
          {t.pseudo}
        </label>
      ))}
      <button
        type="button"
        className="button button--primary"
        disabled={chosen.size === 0 || isBusy}
        onClick={async () => {
          setIsBusy(true);
          if (await invitePastTeammates(reservationId, [...chosen])) setChosen(new Set());
          setIsBusy(false);
        }}
      >
        ENVOYER L’INVITATION
      </button>
    </fieldset>
  );
}
