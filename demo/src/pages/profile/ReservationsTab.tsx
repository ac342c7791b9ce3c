import {
  $reservations,
  answerStatusTexts,
  cancelReservation,
  firstOfMonth,
  formatPriceCents,
  formatWireTime,
  formatWireTimeRange,
  generateParticipantPin,
  holdTime,
  loadReservations,
  placesLeftText,
  removeParticipant,
  setLinkSharing,
  signedInPlayer,
  stateTexts,
  type WireReservationLine,
  waitingListTexts,
  watchReservations,
} from '@multisalle/core';
import { Spinner } from '@multisalle/widgets';
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { useIsOnline } from '../../app/use-online.ts';
import { ShareLink } from '../../components/share-link/ShareLink.tsx';
import { AddFamilyToReservation } from './AddFamilyToReservation.tsx';
import { ConfirmButton } from './ConfirmButton.tsx';
import { InviteTeammates } from './InviteTeammates.tsx';
import { OFFLINE_REASON_ID, OfflineBanner } from './OfflineBanner.tsx';
import { OpenGameControls } from './OpenGameControls.tsx';
import { ReservationQrCodes } from './ReservationQrCodes.tsx';
import './reservations.css';

const dateFormat = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const longDate = (day: string) => firstOfMonth(dateFormat.format(new Date(`${day}T12:00:00Z`)));

/** The link a player shares: the invitation page of the reservation, on this site. */
const invitationLink = (r: WireReservationLine) =>
  `${globalThis.location?.origin ?? ''}/invitation/${r.id_reservation}/${r.jetonInvitation}`;

/**
 * The MES RÉSERVATIONS tab (spec 1 section 2): coming and past reservations with their state, places and
 * participants' answers; the organiser shares the invitation link (on or off), removes a participant and
 * cancels (48 h rule, the server's). `/profile/{sIdReservation}?q=reservation` opens that reservation;
 * otherwise the next game is open, each summary with a chevron that says it opens.
 * Offline it shows the coming games and QR codes kept on the device under « Hors connexion »,
 * the actions that need the network disabled, and reloads by itself when the network is back.
 */
export function ReservationsTab() {
  const { reservations, isFetched, updatedAt, isOffline } = useStore($reservations);
  const { sIdReservation } = useParams();
  const isOnline = useIsOnline();
  const wasOnline = useRef(isOnline);
  const isNetworkDown = !isOnline || isOffline;

  useEffect(() => {
    void loadReservations();
  }, []);

  // A friend who answers shows up by himself: the server says which game changed, the list is read again.
  useEffect(() => {
    const userId = signedInPlayer()?.userId;
    return userId === undefined ? undefined : watchReservations(userId, () => void loadReservations());
  }, []);

  useEffect(() => {
    if (isOnline && !wasOnline.current) void loadReservations();
    wasOnline.current = isOnline;
  }, [isOnline]);

  useEffect(() => {
    if (!isFetched || !sIdReservation) return;
    document.getElementById(`reservation-${sIdReservation}`)?.scrollIntoView?.({ block: 'start' });
  }, [isFetched, sIdReservation]);

  if (!isFetched) return <Spinner label="Chargement des réservations" />;
  // The device keeps the coming games only: the past ones wait for the network.
  const isCopy = isOffline;
  const sections = [
    {
      title: 'À VENIR',
      empty:
        isCopy && !updatedAt
          ? 'Aucune réservation enregistrée sur cet appareil.'
          : 'Aucune réservation à venir.',
      list: reservations.filter((r) => r.aVenir),
    },
    {
      title: 'PASSÉES',
      empty: isCopy
        ? "Les réservations passées s'affichent avec la connexion."
        : 'Aucune réservation passée.',
      list: reservations.filter((r) => !r.aVenir).reverse(),
    },
  ];
  return (
    <div className="reservations-tab">
      {isNetworkDown && (
        <OfflineBanner updatedAt={updatedAt} onRetry={isOnline ? () => void loadReservations() : undefined} />
      )}
      {sections.map(({ title, empty, list }) => (
        <section key={title} className="account-card" aria-label={title}>
          <h2 className="account-card__title">{title}</h2>
          {list.length === 0 ? (
            <p>{empty}</p>
          ) : (
            list.map((r, index) => (
              <ReservationItem
                key={r.id_reservation}
                reservation={r}
                isOpen={sIdReservation ? r.id_reservation === sIdReservation : r.aVenir && index === 0}
                isNetworkDown={isNetworkDown}
              />
            ))
          )}
        </section>
      ))}
    </div>
  );
}

/**
 * « Arrivé à 18h32 » beside a participant the hall's door let in (the organiser's lines carry
 * `arrivees`), in the hall's time: the wire instant carries its offset. Nothing for the others.
 */
function ArrivalNote({ reservation, contactId }: { reservation: WireReservationLine; contactId: number }) {
  const arrival = reservation.arrivees?.find((one) => one.idContact === contactId);
  if (!arrival) return null;
  return (
    <span className="reservation-item__arrived">
      Arrivé à {formatWireTime(arrival.arriveLe.slice(11, 16))}
    </span>
  );
}

function ReservationItem({
  reservation: r,
  isOpen,
  isNetworkDown,
}: {
  reservation: WireReservationLine;
  isOpen: boolean;
  isNetworkDown: boolean;
}) {
  const state = stateTexts(r.statut);
  // What a control that needs the network gets while there is none: disabled, and told why.
  const unavailableReasonId = isNetworkDown ? OFFLINE_REASON_ID : undefined;
  const offline = unavailableReasonId ? { disabled: true, 'aria-describedby': unavailableReasonId } : {};
  const qrCodes = r.aVenir && <ReservationQrCodes reservation={r} />;
  const title = `${r.activite.libelle} — ${r.product.libelle}`;
  return (
    <details id={`reservation-${r.id_reservation}`} className="reservation-item" open={isOpen || undefined}>
      <summary>
        <span className="reservation-item__title">{title}</span>
        <span>
          {longDate(r.reservation.date)},{' '}
          {formatWireTimeRange(r.reservation.heureDebut, r.reservation.heureFin)}
        </span>
        <span className="reservation-item__chevron" aria-hidden="true" />
      </summary>
      {state?.title && <p className="reservation-item__state">{state.title}</p>}
      {/* Offline is when the player stands at the hall's door: the entry codes come first. */}
      {isNetworkDown && qrCodes}
      {state?.detail && <p>{state.detail}</p>}
      <p>
        {placesLeftText(r.reservation.nbPlaceRestante)} sur {r.reservation.nbPlaceMax} ·{' '}
        {formatPriceCents(r.reservation.tarifParPersonne)} par personne
      </p>
      <h3 className="reservation-item__subheading">Participants</h3>
      <ul className="reservation-item__participants">
        {r.participants.map((p) => (
          <li key={p.id}>
            <span>
              {p.pseudo}
              {p.organisateur ? ' (organisateur)' : ''}&nbsp;: {answerStatusTexts[p.reponse]}
            </span>
            <ArrivalNote reservation={r} contactId={p.id} />
            {r.organisateurMoi && !p.organisateur && r.statut === 'validate' && (
              <button
                type="button"
                className="button button--ghost"
                {...offline}
                onClick={() => void removeParticipant(r.id_reservation, p.id)}
              >
                Retirer {p.pseudo}
              </button>
            )}
          </li>
        ))}
      </ul>
      {r.listeAttente.length > 0 && (
        <>
          <h3 className="reservation-item__subheading">{waitingListTexts.organiserHeading}</h3>
          <ol className="reservation-item__participants">
            {r.listeAttente.map((w) => (
              <li key={w.pseudo}>
                {w.pseudo}&nbsp;:{' '}
                {w.placeReserveeJusqua
                  ? waitingListTexts.organiserHeld(holdTime(w.placeReserveeJusqua))
                  : waitingListTexts.organiserWaiting}
              </li>
            ))}
          </ol>
        </>
      )}
      {r.organisateurMoi && r.statut === 'validate' && (
        <div className="reservation-item__share">
          <label className="reservation-item__switch">
            <input
              type="checkbox"
              role="switch"
              aria-checked={r.jeton_diffusion}
              checked={r.jeton_diffusion}
              {...offline}
              onChange={(event) => void setLinkSharing(r.id_reservation, event.target.checked)}
            />{' '}
            Autoriser le partage du lien d'invitation
          </label>
          {r.jeton_diffusion && (
            <ShareLink
              label="Lien d'invitation"
              url={invitationLink(r)}
              shareText={`Je t'invite\u00a0: ${title}, ${longDate(r.reservation.date)} ${formatWireTimeRange(r.reservation.heureDebut, r.reservation.heureFin)}. Réponds à l'invitation\u00a0:`}
            />
          )}
        </div>
      )}
      {!isNetworkDown && qrCodes}
      {r.aVenir && r.maReponse === 2 && (
        <p className="reservation-item__pin">
          {r.monCodePin ? (
            <span>
              Mon code PIN d'entrée&nbsp;: <strong>{r.monCodePin}</strong>
            </span>
          ) : (
            <span>Un code PIN peut remplacer le QR code à l'entrée.</span>
          )}
          <button
            type="button"
            className="button button--ghost"
            {...offline}
            onClick={() => void generateParticipantPin(r.id_reservation)}
          >
            {r.monCodePin ? 'GÉNÉRER UN NOUVEAU CODE PIN' : 'GÉNÉRER MON CODE PIN'}
          </button>
        </p>
      )}
      {r.aVenir && (
        <p>
          {isNetworkDown ? (
            // The calendar file comes from the server: offline, a link would only fail.
            <button type="button" className="button button--ghost" {...offline}>
              Ajouter à mon agenda
            </button>
          ) : (
            <a
              className="button button--ghost"
              href={`/api/v2/reservation/${r.id_reservation}/agenda.ics?invitation=${r.jetonInvitation}`}
              download
            >
              Ajouter à mon agenda
            </a>
          )}
        </p>
      )}
      {r.maReponse === 2 && r.statut === 'validate' && (
        <AddFamilyToReservation reservation={r} unavailableReasonId={unavailableReasonId} />
      )}
      {r.organisateurMoi && r.statut === 'validate' && (
        <OpenGameControls
          reservationId={r.id_reservation}
          freePlaces={r.reservation.nbPlaceRestante}
          unavailableReasonId={unavailableReasonId}
        />
      )}
      {r.organisateurMoi && r.statut === 'validate' && (
        <InviteTeammates reservationId={r.id_reservation} unavailableReasonId={unavailableReasonId} />
      )}
      {r.organisateurMoi && r.statut === 'validate' && (
        <ConfirmButton
          unavailableReasonId={unavailableReasonId}
          label="Annuler la réservation"
          title="ANNULER LA RÉSERVATION"
          confirmLabel="CONFIRMER L'ANNULATION"
          onConfirm={() => cancelReservation(r.id_reservation)}
        >
          <p>
            La séance sera libérée pour tous ses joueurs. Une réservation ne peut plus être annulée moins de
            48 heures avant son début. Confirmez-vous l'annulation&nbsp;?
          </p>
        </ConfirmButton>
      )}
    </details>
  );
}
