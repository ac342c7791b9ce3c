import {
  type CartLine,
  fetchInvitationLink,
  formatDayLabel,
  formatPriceCents,
  formatTimeRange,
  hallDay,
} from '@multisalle/core';
import { Modal } from '@multisalle/widgets';
import { useEffect, useState } from 'react';
import { canShareLinks, copyLink, shareLink } from '../../components/share-link/share-link.ts';

/** What was booked, kept before the cart empties: the page and the dialog show it after the validation. */
export interface Booked {
  lines: CartLine[];
  totalCents: number;
  /** `partagePaiement`: shared between the participants, or paid by the organiser alone. */
  shareBill: boolean;
  /** The first reservation made, whose invitation link the dialog offers. */
  reservationId: string | null;
}

/** The confirmation's texts: the spec's title and sentence, then ours. */
export const confirmationTexts = {
  title: 'RÉSERVATION CONFIRMÉE',
  confirmed: 'Votre réservation a bien été prise en compte.',
  total: 'Total',
  shared: 'partagé entre les participants, chacun débité de sa part après la séance',
  paidAlone: 'réglé par vous seul',
  invite: 'Inviter mes amis',
  copy: 'Copier le lien',
  noLink: "Le lien d'invitation sera aussi dans MES RÉSERVATIONS.",
  see: 'Voir ma réservation',
  ok: 'OK',
  shareText: (line: CartLine) =>
    `Je t'invite\u00a0: ${line.sportLabel} à ${line.hallLabel}, ${formatDayLabel(hallDay(line.startsAt))} ${formatTimeRange(line.startsAt, line.endsAt)}. Réponds à l'invitation\u00a0:`,
} as const;

/** One booked line, as the payment page lists it. */
export function BookedLine({ line }: { line: CartLine }) {
  return (
    <li className="payment-page__line">
      <span className="payment-page__what">
        <span>
          <strong>{line.hallLabel}</strong> · {line.sportLabel}
        </span>
        <span className="payment-page__when">
          {formatDayLabel(hallDay(line.startsAt))},{' '}
          <span className="payment-page__range">{formatTimeRange(line.startsAt, line.endsAt)}</span>
          {line.quantity > 1 ? ` · ${line.quantity} places` : ''}
        </span>
      </span>
      <span className="payment-page__price">{formatPriceCents(line.priceCents)}</span>
    </li>
  );
}

/** Props of {@link BookingConfirmation}. */
export interface BookingConfirmationProps {
  booked: Booked;
  /** « Voir ma réservation »: the reservation in MES RÉSERVATIONS. */
  onSeeReservation: (reservationId: string | null) => void;
  /** OK, ×, Escape: the spec's way out (to /profile). */
  onClose: () => void;
}

/**
 * The end of a booking (spec 2 section 4's confirmation): the spec's sentence, then what was
 * booked and how it is paid, and the next steps: « Inviter mes amis » through the phone's share sheet (Web
 * Share API) where there is one, else « Copier le lien »; « Voir ma réservation ».
 *
 * @example {booked && <BookingConfirmation booked={booked} onSeeReservation={…} onClose={() => navigate('/profile')} />}
 */
export function BookingConfirmation({ booked, onSeeReservation, onClose }: BookingConfirmationProps) {
  const [link, setLink] = useState<string | null>(null);
  const [isLinkChecked, setIsLinkChecked] = useState(false);
  const canShare = canShareLinks();

  useEffect(() => {
    if (!booked.reservationId) {
      setIsLinkChecked(true);
      return;
    }
    let isCurrent = true;
    void fetchInvitationLink(booked.reservationId, globalThis.location.origin).then((found) => {
      if (!isCurrent) return;
      setLink(found);
      setIsLinkChecked(true);
    });
    return () => {
      isCurrent = false;
    };
  }, [booked.reservationId]);

  const invite = () => {
    if (!link) return;
    const first = booked.lines[0];
    void (canShare ? shareLink(link, first ? confirmationTexts.shareText(first) : '') : copyLink(link));
  };

  return (
    <Modal
      title={confirmationTexts.title}
      onClose={onClose}
      actions={(close) => (
        <>
          <button
            type="button"
            className="ms-dialog__button"
            onClick={() => onSeeReservation(booked.reservationId)}
          >
            {confirmationTexts.see}
          </button>
          <button type="button" className="ms-dialog__button ms-dialog__button--primary" onClick={close}>
            {confirmationTexts.ok}
          </button>
        </>
      )}
    >
      <p>{confirmationTexts.confirmed}</p>
      <ul className="payment-page__lines booking-confirmation__lines">
        {booked.lines.map((line) => (
          <BookedLine key={line.id} line={line} />
        ))}
      </ul>
      <p className="booking-confirmation__total">
        {confirmationTexts.total}&nbsp;: <strong>{formatPriceCents(booked.totalCents)}</strong>
        {booked.totalCents > 0 &&
          `, ${booked.shareBill ? confirmationTexts.shared : confirmationTexts.paidAlone}`}
      </p>
      {link ? (
        <button
          type="button"
          className="button button--primary booking-confirmation__invite"
          onClick={invite}
        >
          {canShare ? confirmationTexts.invite : confirmationTexts.copy}
        </button>
      ) : (
        isLinkChecked && <p>{confirmationTexts.noLink}</p>
      )}
    </Modal>
  );
}
