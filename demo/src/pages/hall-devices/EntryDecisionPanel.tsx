import { rangeText } from './format.ts';
import { hallDeviceMessages as text } from './messages.ts';
import type { EntryCheck } from './use-entry-check.ts';

/**
 * The door's motif without the verdict it may start with (« Entrée autorisée : bonne séance ! » under
 * « Entrée autorisée » read the same words twice): « Bonne séance ! ».
 */
export function motifAfterVerdict(reason: string, verdict: string): string {
  const prefix = `${verdict}\u00a0:`.toLocaleLowerCase('fr-FR');
  if (!reason.toLocaleLowerCase('fr-FR').startsWith(prefix)) return reason;
  const rest = reason.slice(prefix.length).trim();
  return rest.charAt(0).toLocaleUpperCase('fr-FR') + rest.slice(1);
}

export interface EntryDecisionPanelProps {
  check: EntryCheck;
  timeZone: string;
}

/**
 * The door's decision, large enough to read from the queue: green « Entrée autorisée » or red « Entrée
 * refusée », the pseudonym, the motif and the session. Both live regions are always in the page (a region
 * added together with its text is often not read out): an allowed entry is said politely (role=status), a
 * refusal or a failure at once (role=alert).
 */
export function EntryDecisionPanel({ check, timeZone }: EntryDecisionPanelProps) {
  const decision = check.status === 'decided' ? check.decision : null;
  const kind = decision ? (decision.isAllowed ? 'allowed' : 'refused') : check.status;
  const verdict = decision?.isAllowed ? text.allowed : text.refused;
  const reason = decision ? motifAfterVerdict(decision.reason, verdict) : '';
  const details = decision && (
    <>
      <p className="entry-decision__verdict">{verdict}</p>
      {decision.isOffline && <p className="entry-decision__offline">{text.decidedOffline}</p>}
      {decision.pseudonym && <p className="entry-decision__pseudonym">{decision.pseudonym}</p>}
      {reason && <p className="entry-decision__reason">{reason}</p>}
      {decision.session && (
        <p className="entry-decision__session">
          {[
            decision.session.courtName,
            decision.session.sportName,
            rangeText(decision.session.startsAt, decision.session.endsAt, timeZone),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}
    </>
  );
  return (
    <section
      className="entry-decision"
      data-kind={kind}
      data-offline={decision?.isOffline ? '' : undefined}
      aria-label={text.decisionRegion}
    >
      <div className="entry-decision__live" role="status">
        {decision?.isAllowed && details}
        {check.status === 'checking' && <p className="entry-decision__pending">{text.checking}</p>}
      </div>
      <div className="entry-decision__live" role="alert">
        {decision && !decision.isAllowed && details}
        {check.status === 'failed' && (
          <>
            <p className="entry-decision__verdict">{text.refused}</p>
            <p className="entry-decision__reason">{check.message}</p>
          </>
        )}
      </div>
      {check.status === 'idle' && (
        <div className="entry-decision__idle">
          <p className="entry-decision__waiting">{text.waiting}</p>
          <p className="entry-decision__hint">{text.scannerHint}</p>
        </div>
      )}
    </section>
  );
}
