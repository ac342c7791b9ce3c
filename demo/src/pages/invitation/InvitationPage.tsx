import { InvitationPanel } from '@multisalle/widgets';
import { useNavigate, useParams } from 'react-router';
import { runConventionsCheck } from '../../app/conventions-flow.tsx';

/**
 * `/invitation/:sIdReservation/:sJetonInvitation/:sReponse?/:nIdContact?` (spec 1 « Invitation page »): the
 * invitation answer panel, with the site's steps around it: a visitor goes to /signin with their answer
 * kept, an accept runs the general-public conventions check first, the phone is verified in the
 * VALIDATION TÉLÉPHONE modal, and a recorded answer goes to MES RÉSERVATIONS.
 */
export function InvitationPage() {
  const { sIdReservation = '', sJetonInvitation = '', sReponse } = useParams();
  const navigate = useNavigate();
  return (
    <div className="page invitation-page">
      <InvitationPanel
        headingLevel={1}
        reservationId={sIdReservation}
        token={sJetonInvitation}
        suggestedAnswer={sReponse}
        onSignInRequired={() => navigate('/signin')}
        beforeAccept={() => runConventionsCheck(null, 'connexion')}
        onAnswered={() => navigate('/profile?q=reservation')}
      />
    </div>
  );
}
