import { useState } from 'react';
import { reopenOf, actionMessages as t } from './action-messages.ts';
import { rangeText } from './format.ts';
import { type DayClosure, reopenClosure } from './staff-api.ts';
import { StaffApiError } from './staff-session.ts';

export interface ClosureLineProps {
  hallKey: string;
  closure: DayClosure;
  /** The court's name (or « Toute la salle »), for the button's name. */
  where: string;
  /** May reopen (managers and owners). */
  canManage: boolean;
  /** Runs once reopened, with the news to say. */
  onReopened: (news: string) => void;
}

/** « Fermé · 18 h 00 – 20 h 00 · Tournoi régional », with « Rouvrir » for those who may. */
export function ClosureLine({ hallKey, closure, where, canManage, onReopened }: ClosureLineProps) {
  const [isBusy, setIsBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const when = rangeText(closure.startsAt, closure.endsAt);

  const reopen = async () => {
    if (isBusy) return;
    setIsBusy(true);
    setRefusal(null);
    try {
      await reopenClosure(hallKey, closure.id);
      onReopened(t.reopenedNews);
    } catch (error) {
      setRefusal(error instanceof StaffApiError ? error.message : String(error));
      setIsBusy(false);
    }
  };

  return (
    <div className="gestion-closure" data-whole-floor={closure.courtId === null ? 'true' : undefined}>
      <p className="gestion-closure__text">
        <strong>{t.closed}</strong> · {when} · {closure.reason}
      </p>
      {canManage && (
        <button
          type="button"
          className="button button--outline gestion-small-button"
          aria-label={reopenOf(`${where}, ${when}`)}
          aria-disabled={isBusy ? 'true' : undefined}
          onClick={reopen}
        >
          {isBusy ? t.reopening : t.reopen}
        </button>
      )}
      {refusal && (
        <p className="gestion-alert" role="alert">
          {refusal}
        </p>
      )}
    </div>
  );
}
