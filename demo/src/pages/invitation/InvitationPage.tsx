import { $invitation } from '@multisalle/core';
import { InvitationPanel } from '@multisalle/widgets';
import { useStore } from '@nanostores/react';
import { useNavigate, useParams } from 'react-router';
import { runConventionsCheck } from '../../app/conventions-flow.tsx';
import { JoinRequest } from './JoinRequest.tsx';

/**
 * Spec 1 « Invitation flow »: an accept runs the conventions check first: the general-public ones, then the
 * hall's (trigger `reservation`, which the server asks of every accept).
 */
async function acceptConventions({ hallId }: { hallId: number }): Promise<boolean> {
  if (!(await runConventionsCheck(null, 'connexion'))) return false;
  return runConventionsCheck(hallId, 'reservation');
}

/**
 * `/invitation/:sIdReservation/:sJetonInvitation/:sReponse?/:nIdContact?` (spec 1 « Invitation page »): the
 * invitation answer panel, with the site's steps around it: a visitor goes to /signin with their answer
 * kept, an accept runs the conventions checks first (general, then the hall's), the phone is verified in the
 * VALIDATION TÉLÉPHONE modal, and a recorded answer goes to MES RÉSERVATIONS. Signed in, the answer kept
 * before the sign-in shows chosen (sent by the panel if it still waits); an accept the server refuses for a
 * missing step (phone, safety video, card) opens that step, and the answer goes again once it is done.
 */
export function InvitationPage() {
  const { sIdReservation = '', sJetonInvitation = '', sReponse } = useParams();
  const navigate = useNavigate();
  const { invitation } = useStore($invitation);
  // Only an open game's public link has a level range to ask about (the invitation link has none: asking
  // would be answered 404 RESERVATION-001).
  const isOpenGameLink =
    invitation?.id_reservation === sIdReservation && invitation.lienPartieOuverte && invitation.moi !== null;
  return (
    <div className="page invitation-page">
      <InvitationPanel
        headingLevel={1}
        reservationId={sIdReservation}
        token={sJetonInvitation}
        suggestedAnswer={sReponse}
        onSignInRequired={() => navigate('/signin')}
        beforeAccept={acceptConventions}
        onAnswered={() => navigate('/profile?q=reservation')}
      />
      {/* An open game's public link, a player outside its level range asks the organiser. */}
      {isOpenGameLink ? <JoinRequest reservationId={sIdReservation} token={sJetonInvitation} /> : null}
    </div>
  );
}
