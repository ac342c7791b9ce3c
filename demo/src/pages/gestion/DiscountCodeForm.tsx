import { type FormEvent, useId, useRef, useState } from 'react';
import { Field, useFocusFirstInvalid } from '../account/Field.tsx';
import type { NewDiscountCode } from './discounts-api.ts';
import { discountsMessages as t } from './discounts-messages.ts';
import { centsOf } from './PriceRuleForm.tsx';

type FieldName = 'code' | 'value' | 'maxUses' | 'from' | 'until';
export type DiscountFormErrors = Partial<Record<FieldName, string>>;

const CODE = /^[A-Za-z0-9-]{3,20}$/;
const WHOLE = /^\d{1,6}$/;

export interface DiscountCodeFormProps {
  isBusy: boolean;
  /**
   * Creates the code; resolves `null` when the server took it (then the form empties), else the server's
   * refusals by field (empty when the page shows a refusal of its own).
   */
  onCreate: (code: NewDiscountCode) => Promise<DiscountFormErrors | null>;
}

/**
 * « Créer un code »: the code, a percentage or an amount in euros, an optional limit of uses, the first and
 * last days, and whether it adds to other discounts. Checked here and by the server; a refusal keeps what
 * was typed and puts the focus on the first field it names.
 */
export function DiscountCodeForm({ isBusy, onCreate }: DiscountCodeFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid(formRef);
  const id = useId();
  const [code, setCode] = useState('');
  const [isPercent, setIsPercent] = useState(true);
  const [value, setValue] = useState('');
  const [maxUses, setMaxUses] = useState('');
  const [from, setFrom] = useState('');
  const [until, setUntil] = useState('');
  const [isCumulative, setIsCumulative] = useState(false);
  const [errors, setErrors] = useState<DiscountFormErrors>({});

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    const found: DiscountFormErrors = {};
    if (!CODE.test(code.trim())) found.code = t.codeInvalid;
    const percent = isPercent && WHOLE.test(value.trim()) ? Number(value.trim()) : null;
    const amountCents = isPercent ? null : centsOf(value);
    if (isPercent && (percent === null || percent < 1 || percent > 100)) found.value = t.percentInvalid;
    if (!isPercent && amountCents === null) found.value = t.amountInvalid;
    const limit = maxUses.trim() === '' ? null : WHOLE.test(maxUses.trim()) ? Number(maxUses.trim()) : 0;
    if (limit !== null && limit < 1) found.maxUses = t.maxUsesInvalid;
    if (from && until && until < from) found.until = t.untilBeforeFrom;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusInvalid();
      return;
    }
    const refused = await onCreate({
      code: code.trim(),
      percent,
      amountCents,
      maxUses: limit,
      from: from || null,
      until: until || null,
      isCumulative,
    });
    if (refused === null) {
      setCode('');
      setValue('');
      setMaxUses('');
      setFrom('');
      setUntil('');
      setIsCumulative(false);
    } else {
      setErrors(refused);
      focusInvalid();
    }
  };

  return (
    <form
      ref={formRef}
      className="gestion-hours__add gestion-prices__add"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-titre`}
      aria-busy={isBusy ? 'true' : undefined}
    >
      <h2 id={`${id}-titre`} className="gestion-subtitle">
        {t.addTitle}
      </h2>
      <div className="gestion-hours__pair">
        <Field
          label={t.codeLabel}
          hint={t.codeHint}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onChange={setCode}
          error={errors.code}
        />
        <Field
          label={t.maxUsesLabel}
          hint={t.maxUsesHint}
          inputMode="numeric"
          value={maxUses}
          onChange={setMaxUses}
          error={errors.maxUses}
        />
      </div>
      <fieldset className="gestion-rules__scopes">
        <legend className="account-field__label">{t.kindLegend}</legend>
        <div className="gestion-prices__days">
          {[
            [true, t.kindPercent],
            [false, t.kindAmount],
          ].map(([percentKind, label]) => (
            <div key={String(percentKind)} className="account-check">
              <input
                id={`${id}-type-${String(percentKind)}`}
                type="radio"
                name={`${id}-type`}
                checked={isPercent === percentKind}
                onChange={() => setIsPercent(percentKind as boolean)}
              />
              <label htmlFor={`${id}-type-${String(percentKind)}`}>{label}</label>
            </div>
          ))}
        </div>
      </fieldset>
      <div className="gestion-hours__pair">
        <Field
          label={isPercent ? t.percentLabel : t.amountLabel}
          hint={isPercent ? t.percentHint : t.amountHint}
          inputMode={isPercent ? 'numeric' : 'decimal'}
          value={value}
          onChange={setValue}
          error={errors.value}
        />
      </div>
      <div className="gestion-hours__pair">
        <Field
          label={t.fromLabel}
          hint={t.fromHint}
          type="date"
          value={from}
          onChange={setFrom}
          error={errors.from}
        />
        <Field
          label={t.untilLabel}
          hint={t.untilHint}
          type="date"
          value={until}
          onChange={setUntil}
          error={errors.until}
        />
      </div>
      <div className="account-check">
        <input
          id={`${id}-cumulable`}
          type="checkbox"
          checked={isCumulative}
          onChange={(event) => setIsCumulative(event.target.checked)}
        />
        <label htmlFor={`${id}-cumulable`}>{t.cumulativeLabel}</label>
      </div>
      <button
        type="submit"
        className="button button--primary gestion-rules__submit"
        aria-disabled={isBusy ? 'true' : undefined}
      >
        {isBusy ? t.saving : t.addSubmit}
      </button>
    </form>
  );
}
