import { useState } from 'react';
import { closedWith, reopenOf, actionMessages as t } from './action-messages.ts';
import { spanText } from './format.ts';
import { type DayClosure, reopenClosure } from './staff-api.ts';
import { StaffApiError } from './staff-session.ts';

export interface ClosureLineProps {
  hallKey: string;
  closure: DayClosure;
  /** The day shown (`AAAA-MM-JJ`): a closure beyond it says its dates. */
  date: string;
  /** The court's name (or « Toute la salle »), for the button's name. */
  where: string;
  /**
   * The court that is closed when it is not this column's own: one sharing its ground (the floor and its
   * sub-courts), closed with it. Reopened from that court's column.
   */
  sharedFrom?: string;
  /** May reopen (managers and owners). */
  canManage: boolean;
  /** Runs once reopened, with the news to say. */
  onReopened: (news: string) => void;
}

/**
 * « Fermé · 18 h 00 – 20 h 00 · Tournoi régional », with « Rouvrir » for those who may; « Fermé avec
 * Terrain 1 · … » on a court that shares the closed court's ground.
 */
export function ClosureLine({
  hallKey,
  closure,
  date,
  where,
  sharedFrom,
  canManage,
  onReopened,
}: ClosureLineProps) {
  const [isBusy, setIsBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const when = spanText(closure.startsAt, closure.endsAt, date);

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
    <div
      className="gestion-closure"
      data-shared={sharedFrom ? 'true' : undefined}
      data-whole-floor={closure.courtId === null ? 'true' : undefined}
    >
      <p className="gestion-closure__text">
        <strong>{sharedFrom ? closedWith(sharedFrom) : t.closed}</strong> · {when} · {closure.reason}
      </p>
      {canManage && !sharedFrom && (
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
