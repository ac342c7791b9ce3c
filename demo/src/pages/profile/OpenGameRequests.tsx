import {
  blockOpenGamePlayer,
  decideOpenGameRequest,
  formatLevel,
  type OpenGameOrganiserView,
} from '@multisalle/core';

type Player = NonNullable<OpenGameOrganiserView['partie']>['joueurs'][number];

const levelText = (p: Player) =>
  p.niveau === null ? 'sans niveau' : `niveau ${formatLevel(p.niveau)}${p.provisoire ? ', provisoire' : ''}`;

/**
 * The requests of players outside the level range, each with « Accepter », « Refuser » and
 * « Bloquer » for the organiser; `onChange` reloads the game once a decision is saved.
 */
export function OpenGameRequests({
  reservationId,
  players,
  onChange,
}: {
  reservationId: string;
  players: Player[];
  onChange: () => void;
}) {
  const requests = players.filter((p) => p.statut === 'requested');
  if (requests.length === 0) return null;
  const act = async (action: Promise<boolean>) => {
    if (await action) onChange();
  };
  return (
    <>
      <h3 className="reservation-item__subheading">Demandes pour rejoindre la partie</h3>
      <ul className="reservation-item__participants">
        {requests.map((p) => (
          <li key={p.idContact}>
            <span>
              {p.pseudo} ({levelText(p)})
            </span>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => void act(decideOpenGameRequest(reservationId, p.idContact, true))}
            >
              Accepter {p.pseudo}
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => void act(decideOpenGameRequest(reservationId, p.idContact, false))}
            >
              Refuser {p.pseudo}
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => void act(blockOpenGamePlayer(p.idContact))}
            >
              Bloquer {p.pseudo}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
