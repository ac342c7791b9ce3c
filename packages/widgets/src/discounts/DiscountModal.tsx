import { applyDiscount, type Discount, loadDiscounts } from '@multisalle/core';
import { useEffect, useId, useState } from 'react';
import { Modal } from '../modal/Modal';
import { discountTexts } from './texts';

/** Props of {@link DiscountModal}. */
export interface DiscountModalProps {
  /** The logged-in player. */
  userId: number;
  /** The hall of the cart whose discounts to list. */
  hallId: number;
  /** Runs once the chosen discount is applied to the cart (`$cart` already holds the new total). */
  onApplied?: (discount: Discount) => void;
  /** Runs when the modal has closed (after the 200 ms delay), applied or not. */
  onClose: () => void;
}

/**
 * 'AJOUT RÉDUCTION' (spec 2 sections 2 and 5): the player's discounts in one select, or 'Aucune réduction
 * disponible'; VALIDER shows only when discounts exist and is disabled until one is chosen; the note says
 * the discount applies on payment.
 *
 * @example {isOpen && <DiscountModal userId={user.userId} hallId={line.hallId} onClose={() => setOpen(false)} />}
 */
export function DiscountModal({ userId, hallId, onApplied, onClose }: DiscountModalProps) {
  const [discounts, setDiscounts] = useState<Discount[] | null>(null);
  const [chosenId, setChosenId] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const selectId = useId();

  useEffect(() => {
    let isCurrent = true;
    void loadDiscounts(userId, hallId).then((list) => {
      if (isCurrent) setDiscounts(list ?? []);
    });
    return () => {
      isCurrent = false;
    };
  }, [userId, hallId]);

  const chosen = discounts?.find((discount) => String(discount.id) === chosenId);
  const submit = async (close: () => void) => {
    if (!chosen) return;
    setIsBusy(true);
    const isApplied = await applyDiscount(chosen.id);
    setIsBusy(false);
    if (!isApplied) return;
    onApplied?.(chosen);
    close();
  };
  const hasDiscounts = discounts !== null && discounts.length > 0;

  return (
    <Modal
      title={discountTexts.title}
      onClose={onClose}
      actions={(close) => (
        <>
          <button type="button" className="ms-dialog__button" onClick={close}>
            {discountTexts.cancel}
          </button>
          {hasDiscounts && (
            <button
              type="button"
              className="ms-dialog__button ms-dialog__button--primary"
              disabled={!chosen || isBusy}
              onClick={() => void submit(close)}
            >
              {discountTexts.validate}
            </button>
          )}
        </>
      )}
    >
      {discounts === null ? (
        <p role="status">{discountTexts.loading}</p>
      ) : hasDiscounts ? (
        <div className="ms-dialog__field">
          <label htmlFor={selectId}>{discountTexts.choose}</label>
          <select id={selectId} value={chosenId} onChange={(event) => setChosenId(event.target.value)}>
            <option value="">{discountTexts.placeholder}</option>
            {discounts.map((discount) => (
              <option key={discount.id} value={String(discount.id)}>
                {discount.label}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <p>{discountTexts.none}</p>
      )}
      <p className="ms-dialog__note">{discountTexts.note}</p>
    </Modal>
  );
}
