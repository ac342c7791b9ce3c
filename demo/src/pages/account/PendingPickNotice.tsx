import { pendingPickTexts, pickSummary } from '@multisalle/core';
import type { PendingPickView } from './use-pending-pick.ts';
import './pending-pick.css';

/** Props of {@link PendingPickNotice}. */
export interface PendingPickNoticeProps {
  view: PendingPickView;
  /** What happens to the slot from this page: put in the cart at the sign-in, or after the activation. */
  hint: string;
}

/**
 * « Créneau choisi : PADEL PARK, PADEL, samedi 28 novembre, de 17h45 à 19h15, Terrain 2 » above the
 * sign-in and sign-up forms while a slot picked on a partner's page waits, with a way to forget it.
 *
 * @example <PendingPickNotice view={usePendingPick()} hint={pendingPickTexts.signInHint} />
 */
export function PendingPickNotice({ view, hint }: PendingPickNoticeProps) {
  const { pick, description, forget } = view;
  if (!pick) return null;
  return (
    <section className="pending-pick" aria-label="Créneau choisi" aria-busy={description === null}>
      <p className="pending-pick__summary">
        <strong>{pendingPickTexts.chosen}</strong> {description ? pickSummary(pick, description) : '…'}
      </p>
      <p className="pending-pick__hint">{hint}</p>
      <button type="button" className="pending-pick__forget" onClick={forget}>
        {pendingPickTexts.forget}
      </button>
    </section>
  );
}
