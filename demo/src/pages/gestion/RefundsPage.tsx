import { useId, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { euros } from './action-messages.ts';
import { ConsoleFrame, LoadError, Loading } from './ConsoleFrame.tsx';
import { auditDayText, auditTimeText, timeText } from './format.ts';
import { fetchRefunds, type HallRefund, type RefundState, retryRefund } from './refunds-api.ts';
import { refundStateWords, refundsMessages as t } from './refunds-messages.ts';
import { ScrollTable } from './ScrollTable.tsx';
import { StaffApiError } from './staff-session.ts';
import { useHeadingFocus, useStaffData } from './use-console.ts';

const states: RefundState[] = ['echec', 'en-cours', 'effectue'];

/**
 * `/gestion/:cle/remboursements` (owners and managers): the refunds of the games the hall cancelled, newest
 * first, in one state or all, each failed one with the provider's error and « Relancer ».
 */
export function RefundsPage() {
  const { cle = '' } = useParams();
  return <ConsoleFrame hallKey={cle}>{() => <RefundsView hallKey={cle} />}</ConsoleFrame>;
}

function RefundsView({ hallKey }: { hallKey: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useHeadingFocus(heading);
  const filterId = useId();
  const [filter, setFilter] = useState<RefundState | ''>('');
  const { state, reload, setData } = useStaffData(
    (signal) => fetchRefunds(hallKey, filter || undefined, signal),
    [hallKey, filter],
  );
  const [busyId, setBusyId] = useState<string | null>(null);
  const [news, setNews] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onRetry = async (refund: HallRefund, refunds: HallRefund[]) => {
    if (busyId) return;
    setBusyId(refund.id);
    setError(null);
    setNews('');
    try {
      const retried = await retryRefund(hallKey, refund.id);
      // A list of failed refunds drops the one retried; any other shows its new state.
      setData(
        filter === 'echec'
          ? refunds.filter((line) => line.id !== refund.id)
          : refunds.map((line) => (line.id === refund.id ? retried : line)),
      );
      setNews(t.retried(refund.player));
      heading.current?.focus();
    } catch (caught) {
      setError(caught instanceof StaffApiError ? caught.message : String(caught));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <section className="gestion-section" aria-labelledby="gestion-remboursements-titre">
      <h1 id="gestion-remboursements-titre" ref={heading} tabIndex={-1} className="page-title">
        {t.title}
      </h1>
      <p className="gestion-muted">{t.intro}</p>
      <div className="account-field gestion-refunds__filter">
        <label htmlFor={filterId} className="account-field__label">
          {t.filter}
        </label>
        <select
          id={filterId}
          className="gestion-select gestion-select--field"
          value={filter}
          onChange={(event) => setFilter(event.target.value as RefundState | '')}
        >
          <option value="">{t.all}</option>
          {states.map((value) => (
            <option key={value} value={value}>
              {refundStateWords[value]}
            </option>
          ))}
        </select>
      </div>
      <p className="gestion-form-status" role="status">
        {news}
      </p>
      {error && (
        <p className="gestion-alert" role="alert">
          {error}
        </p>
      )}
      {state.status === 'loading' && <Loading label={t.loading} />}
      {state.status === 'failed' && (
        <LoadError message={state.error.message} onRetry={state.error.status === 403 ? undefined : reload} />
      )}
      {state.status === 'loaded' &&
        (state.data.length === 0 ? (
          <p>{filter ? t.noneInState : t.none}</p>
        ) : (
          <ScrollTable caption={t.caption} className="gestion-table gestion-table--stack">
            <thead>
              <tr>
                <th scope="col">{t.asked}</th>
                <th scope="col">{t.player}</th>
                <th scope="col">{t.session}</th>
                <th scope="col">{t.amount}</th>
                <th scope="col">{t.state}</th>
                <th scope="col">{t.action}</th>
              </tr>
            </thead>
            <tbody>
              {state.data.map((refund) => (
                <tr key={refund.id}>
                  <td className="gestion-table__when">{auditTimeText(refund.requestedAt)}</td>
                  <td data-label={t.player}>{refund.player}</td>
                  <td data-label={t.session}>
                    {`${refund.court}, ${auditDayText(refund.startsAt)} à ${timeText(refund.startsAt)}`}
                  </td>
                  <td data-label={t.amount}>{euros(refund.amountCents)}</td>
                  <td data-label={t.state}>
                    <StateText refund={refund} />
                  </td>
                  <td data-label={t.action}>
                    {refund.state === 'echec' ? (
                      <button
                        type="button"
                        className="button button--outline"
                        aria-label={t.retryLabel(refund.player, euros(refund.amountCents))}
                        aria-disabled={busyId ? 'true' : undefined}
                        onClick={() => onRetry(refund, state.data)}
                      >
                        {busyId === refund.id ? t.retrying : t.retry}
                      </button>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        ))}
    </section>
  );
}

/** « En échec » with the provider's error and the tries, « Effectué le 16 mars 2027 », « En cours ». */
function StateText({ refund }: { refund: HallRefund }) {
  const words = refundStateWords[refund.state];
  if (refund.state === 'effectue' && refund.doneAt) return <>{t.doneOn(auditDayText(refund.doneAt))}</>;
  if (refund.state !== 'echec') return <>{words}</>;
  return (
    <>
      <strong>{words}</strong>
      <br />
      <span className="gestion-muted">{`${refund.error?.message ?? ''} · ${t.tries(refund.attempts)}`}</span>
    </>
  );
}
