import { useRef, useState } from 'react';
import { cancelOf, actionMessages as t } from './action-messages.ts';
import { MotifForm } from './MotifForm.tsx';
import { cancelReservation } from './staff-api.ts';

export interface CancelReservationProps {
  reservationId: string;
  /** The session's hours, to name the button and the form. */
  when: string;
  /** Runs once cancelled, with the news to say (the day is read again: the card goes). */
  onCancelled: (news: string) => void;
}

/**
 * « Annuler la réservation » (managers and owners): a motif, then the hall cancels; the players are told
 * with the motif. « Retour » or Escape closes the form and gives the focus back to the button.
 */
export function CancelReservation({ reservationId, when, onCancelled }: CancelReservationProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const close = () => {
    setIsOpen(false);
    setTimeout(() => trigger.current?.focus(), 0);
  };

  if (isOpen) {
    return (
      <MotifForm
        label={cancelOf(when)}
        submitText={t.cancelSubmit}
        busyText={t.cancelling}
        onSubmit={async (reason) => {
          const isCancelled = await cancelReservation(reservationId, reason);
          onCancelled(isCancelled ? t.cancelledNews : t.alreadyCancelled);
        }}
        onCancel={close}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
      />
    );
  }
  return (
    <button
      ref={trigger}
      type="button"
      className="button button--outline gestion-small-button gestion-session__cancel"
      aria-label={cancelOf(when)}
      onClick={() => setIsOpen(true)}
    >
      {t.cancelBooking}
    </button>
  );
}
