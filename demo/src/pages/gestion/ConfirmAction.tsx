import { useEffect, useId, useRef, useState } from 'react';

export interface ConfirmActionProps {
  /** The button's text (« Révoquer ») and its name for a screen reader (« Révoquer Porte principale »). */
  label: string;
  accessibleLabel: string;
  /** Asked before acting (« Révoquer Porte principale ? Elle ne pourra plus… »). */
  question: string;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs. @default confirmLabel */
  busyLabel?: string;
  backLabel: string;
  /** The action; resolves `false` when it failed (the question closes and the focus goes back). */
  onConfirm: () => Promise<boolean>;
}

/**
 * A destructive action of a table row asked twice: its button opens a question with « confirm » (focused)
 * and « back »; back, or a failure, returns the focus to the button. On success the row decides what
 * replaces it.
 */
export function ConfirmAction(props: ConfirmActionProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  const questionId = useId();

  useEffect(() => {
    if (isConfirming) confirmRef.current?.focus();
    else if (wasConfirming.current) openRef.current?.focus();
    wasConfirming.current = isConfirming;
  }, [isConfirming]);

  const confirm = async () => {
    if (isBusy) return;
    setIsBusy(true);
    const isDone = await props.onConfirm();
    setIsBusy(false);
    if (!isDone) setIsConfirming(false);
  };

  if (!isConfirming)
    return (
      <button
        ref={openRef}
        type="button"
        className="button button--ghost gestion-small-button"
        aria-label={props.accessibleLabel}
        onClick={() => setIsConfirming(true)}
      >
        {props.label}
      </button>
    );
  return (
    <div className="gestion-confirm">
      <p id={questionId} className="gestion-confirm__question">
        {props.question}
      </p>
      <div className="gestion-confirm__buttons">
        <button
          ref={confirmRef}
          type="button"
          className="button button--danger gestion-small-button"
          aria-describedby={questionId}
          aria-disabled={isBusy ? 'true' : undefined}
          onClick={confirm}
        >
          {isBusy ? (props.busyLabel ?? props.confirmLabel) : props.confirmLabel}
        </button>
        <button
          type="button"
          className="button button--ghost gestion-small-button"
          onClick={() => setIsConfirming(false)}
        >
          {props.backLabel}
        </button>
      </div>
    </div>
  );
}
