import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { ConfirmAction } from './ConfirmAction.tsx';
import { ConsoleFrame, LoadingOrError } from './ConsoleFrame.tsx';
import { DiscountCodeForm, type DiscountFormErrors } from './DiscountCodeForm.tsx';
import {
  createDiscountCode,
  type DiscountCode,
  discountFormFields,
  fetchDiscountCodes,
  type NewDiscountCode,
  withdrawDiscountCode,
} from './discounts-api.ts';
import {
  createdText,
  discountStateWords,
  discountValueText,
  discountsMessages as t,
  usesText,
  validityText,
  withdrawnText,
  withdrawOf,
  withdrawQuestion,
} from './discounts-messages.ts';
import { ScrollTable } from './ScrollTable.tsx';
import { asStaffError } from './staff-session.ts';
import { useHeadingFocus, useStaffData } from './use-console.ts';

/**
 * `/gestion/:cle/reductions` (owners and managers): the hall's discount codes, newest first, each with its
 * value, « utilisé 3 fois sur 10 », its days and its state, « Retirer » asked twice; and « Créer un code ».
 */
export function DiscountsPage() {
  const { cle = '' } = useParams();
  return <ConsoleFrame hallKey={cle}>{() => <DiscountsView hallKey={cle} />}</ConsoleFrame>;
}

function DiscountsView({ hallKey }: { hallKey: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useHeadingFocus(heading);
  const { state, reload, setData } = useStaffData((signal) => fetchDiscountCodes(hallKey, signal), [hallKey]);
  const [isBusy, setIsBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [news, setNews] = useState('');
  const codes = state.status === 'loaded' ? state.data : [];

  const create = async (code: NewDiscountCode): Promise<DiscountFormErrors | null> => {
    if (isBusy) return {};
    setIsBusy(true);
    setRefusal(null);
    setNews('');
    try {
      const created = await createDiscountCode(hallKey, code);
      setData([created, ...codes]);
      setNews(createdText(created));
      return null;
    } catch (caught) {
      const error = asStaffError(caught);
      const byField: DiscountFormErrors = {};
      for (const [wire, message] of Object.entries(error.fieldErrors)) {
        const field = discountFormFields[wire] as keyof DiscountFormErrors | undefined;
        if (field) byField[field] ??= message;
      }
      // A code already taken (409) belongs to the code's field; anything else is said above the table.
      if (error.status === 409) byField.code = error.message;
      if (Object.keys(byField).length === 0) setRefusal(error.message);
      return byField;
    } finally {
      setIsBusy(false);
    }
  };

  const onWithdrawn = (withdrawn: DiscountCode) => {
    setData(codes.map((code) => (code.id === withdrawn.id ? withdrawn : code)));
    setNews(withdrawnText(withdrawn.code));
  };

  return (
    <section className="gestion-section" aria-labelledby="gestion-reductions-titre">
      <h1 id="gestion-reductions-titre" ref={heading} tabIndex={-1} className="page-title">
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
          {codes.length === 0 ? (
            <p className="gestion-muted">{t.none}</p>
          ) : (
            <ScrollTable caption={t.table} className="gestion-table gestion-table--stack">
              <thead>
                <tr>
                  <th scope="col">{t.code}</th>
                  <th scope="col">{t.value}</th>
                  <th scope="col">{t.uses}</th>
                  <th scope="col">{t.validity}</th>
                  <th scope="col">{t.state}</th>
                  <th scope="col">{t.actions}</th>
                </tr>
              </thead>
              <tbody>
                {codes.map((code) => (
                  <DiscountRow
                    key={code.id}
                    hallKey={hallKey}
                    code={code}
                    onWithdrawn={onWithdrawn}
                    onRefused={(message) => {
                      setNews('');
                      setRefusal(message);
                    }}
                  />
                ))}
              </tbody>
            </ScrollTable>
          )}
          <DiscountCodeForm isBusy={isBusy} onCreate={create} />
        </>
      )}
    </section>
  );
}

interface DiscountRowProps {
  hallKey: string;
  code: DiscountCode;
  onWithdrawn: (code: DiscountCode) => void;
  onRefused: (message: string) => void;
}

/** One code; once withdrawn, its « Retirer » is gone and the focus goes to its new state. */
function DiscountRow({ hallKey, code, onWithdrawn, onRefused }: DiscountRowProps) {
  const stateRef = useRef<HTMLSpanElement>(null);
  const isWithdrawn = code.withdrawnAt !== null;
  const wasWithdrawn = useRef(isWithdrawn);

  useEffect(() => {
    if (!wasWithdrawn.current && isWithdrawn) stateRef.current?.focus();
    wasWithdrawn.current = isWithdrawn;
  }, [isWithdrawn]);

  const withdraw = async () => {
    try {
      onWithdrawn(await withdrawDiscountCode(hallKey, code.id));
      return true;
    } catch (caught) {
      onRefused(asStaffError(caught).message);
      return false;
    }
  };

  return (
    <tr data-state={code.state}>
      <td className="gestion-table__email">{code.code}</td>
      <td data-label={t.value}>
        {discountValueText(code)}
        {code.isCumulative && <span className="gestion-muted"> · {t.cumulative}</span>}
      </td>
      <td data-label={t.uses} className="gestion-table__day">
        {usesText(code.uses, code.maxUses)}
      </td>
      <td data-label={t.validity}>{validityText(code.from, code.until)}</td>
      <td data-label={t.state}>
        <span
          ref={stateRef}
          tabIndex={-1}
          className="gestion-state"
          data-active={code.state === 'active' ? 'true' : 'false'}
        >
          {discountStateWords[code.state]}
        </span>
      </td>
      <td>
        {!isWithdrawn && (
          <ConfirmAction
            label={t.withdraw}
            accessibleLabel={withdrawOf(code.code)}
            question={withdrawQuestion(code.code, code.uses)}
            confirmLabel={t.confirmWithdraw}
            busyLabel={t.withdrawing}
            backLabel={t.back}
            onConfirm={withdraw}
          />
        )}
      </td>
    </tr>
  );
}
