import {
  askToJoinOpenGame,
  fetchRequestStanding,
  formatLevel,
  type OpenGameRequestStanding,
  openGameTexts,
} from '@multisalle/core';
import { openGamesTexts } from '@multisalle/widgets';
import { useEffect, useState } from 'react';
import './join-request.css';

/** The French texts of the request to join. */
export const joinRequestTexts = {
  heading: 'Demander à rejoindre',
  outside: (standing: OpenGameRequestStanding) =>
    `${standing.niveau === null ? "Vous n'avez pas encore de niveau dans ce sport" : `Votre niveau (${formatLevel(standing.niveau)}) n'est pas dans la fourchette de cette partie`} (${openGamesTexts.levelRange(standing.niveauMin, standing.niveauMax).toLowerCase()})\u00a0: demandez à l'organisateur de vous accepter.`,
  button: 'Demander à rejoindre',
  sending: 'Envoi de votre demande…',
  requested: "Votre demande est envoyée à l'organisateur\u00a0: il vous répondra par e-mail.",
  approved: "L'organisateur a accepté votre demande\u00a0: vous pouvez rejoindre la partie.",
  declined: "L'organisateur a refusé votre demande pour cette partie.",
} as const;

/**
 * « Demander à rejoindre » on the invitation page of an open game's public link: for a signed-in
 * player whose level is outside the game's range, the request to the organiser, then where it stands
 * (sent, accepted, declined). Nothing for a visitor, an invitation link, or a player whose level fits.
 */
export function JoinRequest({ reservationId, token }: { reservationId: string; token: string }) {
  const [standing, setStanding] = useState<OpenGameRequestStanding>();
  const [isBusy, setIsBusy] = useState(false);
  const [justSent, setJustSent] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    void fetchRequestStanding(reservationId, token).then((read) => {
      if (isCurrent) setStanding(read);
    });
    return () => {
      isCurrent = false;
    };
  }, [reservationId, token]);

  if (!standing || standing.demande === 'joined') return null;
  if (standing.dansLaFourchette && standing.demande === null) return null;
  const said =
    standing.demande === 'requested'
      ? justSent
        ? openGameTexts.requestSent
        : joinRequestTexts.requested
      : standing.demande === 'approved'
        ? joinRequestTexts.approved
        : standing.demande === 'declined'
          ? joinRequestTexts.declined
          : null;
  return (
    <section className="join-request" aria-labelledby="demande-titre">
      <h2 id="demande-titre" className="join-request__title">
        {joinRequestTexts.heading}
      </h2>
      {said === null ? (
        <>
          <p>{joinRequestTexts.outside(standing)}</p>
          <button
            type="button"
            className="button button--primary"
            disabled={isBusy}
            onClick={async () => {
              setIsBusy(true);
              const isSent = await askToJoinOpenGame(reservationId, token);
              setJustSent(isSent);
              setStanding(await fetchRequestStanding(reservationId, token));
              setIsBusy(false);
            }}
          >
            {isBusy ? joinRequestTexts.sending : joinRequestTexts.button}
          </button>
        </>
      ) : null}
      <p role="status">{said}</p>
    </section>
  );
}
