import { useRef, useState } from 'react';
import { enterOf, actionMessages as t } from './action-messages.ts';
import { MotifForm } from './MotifForm.tsx';
import { enterByHand } from './staff-api.ts';

export interface ManualEntryProps {
  hallKey: string;
  reservationId: string;
  participantId: number;
  /** The participant's name, to name the button and the form. */
  name: string;
  /** Runs once let in, with the arrival (ISO with the hall's offset). */
  onEntered: (arrivedAt: string) => void;
}

/**
 * « Faire entrer » (every role): a participant without their code (a dead phone) is let in by hand, with a
 * motif recorded as a manual entry. « Retour » or Escape gives the focus back to the button.
 */
export function ManualEntry({ hallKey, reservationId, participantId, name, onEntered }: ManualEntryProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const close = () => {
    setIsOpen(false);
    setTimeout(() => trigger.current?.focus(), 0);
  };

  if (isOpen) {
    return (
      <MotifForm
        label={enterOf(name)}
        submitText={t.enterSubmit}
        busyText={t.entering}
        example={t.entryExample}
        onSubmit={async (reason) => {
          onEntered(await enterByHand(hallKey, { reservationId, participantId, reason }));
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
      className="button button--outline gestion-small-button"
      aria-label={enterOf(name)}
      onClick={() => setIsOpen(true)}
    >
      {t.enter}
    </button>
  );
}
