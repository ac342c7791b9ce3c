import { useRef, useState } from 'react';
import { useAfterRender } from '../../app/use-after-render.ts';
import { MotifForm } from './MotifForm.tsx';

export interface MotifActionProps {
  /** The button's text (« Annuler la réservation », « Faire entrer »). */
  buttonText: string;
  /** The button's and the form's name for screen readers, with what they act on. */
  label: string;
  submitText: string;
  busyText: string;
  /** An example of motif, shown in the empty field. */
  example?: string;
  /** Extra classes of the button. */
  className?: string;
  /** The call; a refusal it throws shows in the form, with what was typed kept. */
  onSubmit: (reason: string) => Promise<void>;
}

/**
 * A console action that asks a motif first (a cancellation, a manual entry): a button that opens
 * {@link MotifForm} in its place. « Retour » or Escape closes the form and gives the focus back to the
 * button.
 */
export function MotifAction({
  buttonText,
  label,
  submitText,
  busyText,
  example,
  className,
  onSubmit,
}: MotifActionProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  const afterRender = useAfterRender();
  const [isOpen, setIsOpen] = useState(false);
  const close = () => {
    setIsOpen(false);
    afterRender(() => trigger.current?.focus());
  };

  if (isOpen) {
    return (
      <MotifForm
        label={label}
        submitText={submitText}
        busyText={busyText}
        {...(example ? { example } : {})}
        onSubmit={onSubmit}
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
      className={`button button--outline gestion-small-button${className ? ` ${className}` : ''}`}
      aria-label={label}
      onClick={() => setIsOpen(true)}
    >
      {buttonText}
    </button>
  );
}
