import { formatPriceCents } from '@multisalle/core';
import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import { ConsoleFrame, LoadingOrError } from './ConsoleFrame.tsx';
import { clockText, dateText } from './format.ts';
import { PriceRuleForm } from './PriceRuleForm.tsx';
import { fetchPrices, type PriceRule, savePrices } from './prices-api.ts';
import { daysText, pricesMessages as t } from './prices-messages.ts';
import { ScrollTable } from './ScrollTable.tsx';
import { formErrorsOf } from './staff-api.ts';
import { StaffApiError } from './staff-session.ts';
import { useHeadingFocus, useStaffData } from './use-console.ts';

/**
 * `/gestion/:cle/tarifs` (owners and managers): the hall's prices court by court (days, the slots' start
 * band, the price and the day it holds from), each with « Retirer », and « Ajouter un tarif ». Every change
 * sends the whole list, as the server keeps it; a refusal keeps the list as it was and says why.
 */
export function PricesPage() {
  const { cle = '' } = useParams();
  return <ConsoleFrame hallKey={cle}>{() => <PricesView hallKey={cle} />}</ConsoleFrame>;
}

const ruleName = (rule: PriceRule) =>
  `${rule.court} · ${rule.sport} · ${daysText(rule.weekdays)} · ${clockText(rule.startsAt)} – ${clockText(rule.endsAt)}`;

function PricesView({ hallKey }: { hallKey: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useHeadingFocus(heading);
  const { state, reload, setData } = useStaffData((signal) => fetchPrices(hallKey, signal), [hallKey]);
  const [isBusy, setIsBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [news, setNews] = useState('');

  /** Sends the whole list; answers whether the server took it. */
  const save = async (rules: PriceRule[], said: string): Promise<boolean> => {
    if (isBusy) return false;
    setIsBusy(true);
    setRefusal(null);
    setNews('');
    try {
      setData(await savePrices(hallKey, rules));
      setNews(said);
      return true;
    } catch (caught) {
      const error = caught instanceof StaffApiError ? caught : new StaffApiError(0, String(caught));
      setRefusal(Object.values(formErrorsOf(error.fieldErrors))[0] ?? error.message);
      return false;
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <section className="gestion-section" aria-labelledby="gestion-tarifs-titre">
      <h1 id="gestion-tarifs-titre" ref={heading} tabIndex={-1} className="page-title">
        {t.title}
      </h1>
      <LoadingOrError state={state} onRetry={reload} />
      {state.status === 'loaded' && (
        <>
          <p className="gestion-muted">{t.intro}</p>
          {refusal && (
            <p className="gestion-alert" role="alert">
              {refusal}
            </p>
          )}
          <p className="gestion-form-status" role="status">
            {isBusy ? t.saving : news}
          </p>
          <ScrollTable caption={t.table} className="gestion-table gestion-table--stack">
            <thead>
              <tr>
                <th scope="col">{t.court}</th>
                <th scope="col">{t.sport}</th>
                <th scope="col">{t.days}</th>
                <th scope="col">{t.hours}</th>
                <th scope="col">{t.price}</th>
                <th scope="col">{t.from}</th>
                <th scope="col">{t.actions}</th>
              </tr>
            </thead>
            <tbody>
              {state.data.map((rule, index) => (
                <tr key={rule.id}>
                  <td data-label={t.court}>{rule.court}</td>
                  <td data-label={t.sport}>{rule.sport}</td>
                  <td data-label={t.days}>{daysText(rule.weekdays)}</td>
                  <td data-label={t.hours} className="gestion-table__day">
                    {`${clockText(rule.startsAt)} – ${clockText(rule.endsAt)}`}
                  </td>
                  <td data-label={t.price}>
                    {formatPriceCents(rule.priceCents)}
                    {rule.oldPriceCents !== null && (
                      <span className="gestion-muted"> {t.struck(formatPriceCents(rule.oldPriceCents))}</span>
                    )}
                  </td>
                  <td data-label={t.from}>{rule.validFrom ? dateText(rule.validFrom) : t.always}</td>
                  <td data-label={t.actions}>
                    <button
                      type="button"
                      className="button button--ghost"
                      aria-label={t.removeLabel(ruleName(rule))}
                      aria-disabled={isBusy ? 'true' : undefined}
                      onClick={() =>
                        void save(
                          state.data.filter((_, other) => other !== index),
                          t.removed,
                        )
                      }
                    >
                      {t.remove}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
          <PriceRuleForm
            rules={state.data}
            isBusy={isBusy}
            onAdd={(rule) => save([...state.data, rule], t.added)}
          />
        </>
      )}
    </section>
  );
}
