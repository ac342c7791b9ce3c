import { type Discount, loadAnswerDiscounts } from '@multisalle/core';
import { useEffect, useId, useState } from 'react';
import { discountTexts } from '../discounts/texts';
import { invitationPanelTexts as texts } from './texts';

/** Props of {@link DiscountChoice}. */
export interface DiscountChoiceProps {
  /** The reservation's hall: the signed-in player's discounts granted there (or everywhere) are listed. */
  hallId: number;
  /** The chosen discount id, `null` for none. */
  value: number | null;
  onChange: (discountId: number | null) => void;
}

/**
 * The invitation page's discount choice (spec 1: shown when the reservation asks a payment and someone
 * accepts): the player's discounts in this hall in one select, « Aucune réduction disponible » when there are
 * none, and the note that it comes off the payment after the game. A failed load leaves the answer possible
 * without a discount (the HTTP layer has toasted why).
 *
 * @example <DiscountChoice hallId={invitation.product.id} value={id} onChange={setId} />
 */
export function DiscountChoice({ hallId, value, onChange }: DiscountChoiceProps) {
  const [discounts, setDiscounts] = useState<Discount[] | null | 'failed'>(null);
  const selectId = useId();
  const noteId = useId();

  useEffect(() => {
    let isCurrent = true;
    void loadAnswerDiscounts(hallId).then((list) => {
      if (isCurrent) setDiscounts(list ?? 'failed');
    });
    return () => {
      isCurrent = false;
    };
  }, [hallId]);

  return (
    <div className="ms-invitation__discount">
      <h3 className="ms-invitation__subheading">{texts.discountHeading}</h3>
      {discounts === null ? (
        <p role="status">{texts.discountsLoading}</p>
      ) : discounts === 'failed' ? (
        <p role="alert">{texts.discountsFailed}</p>
      ) : discounts.length === 0 ? (
        <p>{discountTexts.none}</p>
      ) : (
        <>
          <label htmlFor={selectId}>{discountTexts.choose}</label>
          <select
            id={selectId}
            aria-describedby={noteId}
            value={value === null ? '' : String(value)}
            onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
          >
            <option value="">{texts.noDiscount}</option>
            {discounts.map((discount) => (
              <option key={discount.id} value={String(discount.id)}>
                {discount.label}
              </option>
            ))}
          </select>
          <p id={noteId} className="ms-invitation__note">
            {discountTexts.note}
          </p>
        </>
      )}
    </div>
  );
}
