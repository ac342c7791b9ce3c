import { applyDiscount, type Discount, verifyDiscountCode } from '@multisalle/core';
import { type FormEvent, useId, useState } from 'react';
import { Modal } from '../modal/Modal';
import { discountTexts } from './texts';

/** Props of {@link DiscountCodeModal}. */
export interface DiscountCodeModalProps {
  /** Runs once the code's discount is applied to the cart (`$cart` already holds the new total). */
  onApplied?: (discount: Discount) => void;
  /** Runs when the modal has closed (after the 200 ms delay), applied or not. */
  onClose: () => void;
}

/**
 * 'AJOUT CODE RÉDUCTION' (spec 2 sections 2 and 5): a text field 'Saisir un code', VALIDER disabled while
 * it is empty; the code is checked (an unknown code toasts 'Le code de réduction est invalide'), then its
 * discount is applied to the cart.
 *
 * @example {isOpen && <DiscountCodeModal onClose={() => setOpen(false)} />}
 */
export function DiscountCodeModal({ onApplied, onClose }: DiscountCodeModalProps) {
  const [code, setCode] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const inputId = useId();
  const formId = useId();
  const isEmpty = code.trim() === '';

  const submit = async (close: () => void) => {
    if (isEmpty) return;
    setIsBusy(true);
    const discount = await verifyDiscountCode(code);
    const isApplied = discount !== null && (await applyDiscount(discount.id));
    setIsBusy(false);
    if (!discount || !isApplied) return;
    onApplied?.(discount);
    close();
  };

  return (
    <Modal
      title={discountTexts.codeTitle}
      onClose={onClose}
      actions={(close) => (
        <>
          <button type="button" className="ms-dialog__button" onClick={close}>
            {discountTexts.cancel}
          </button>
          <button
            type="submit"
            form={formId}
            className="ms-dialog__button ms-dialog__button--primary"
            disabled={isEmpty || isBusy}
          >
            {discountTexts.validate}
          </button>
        </>
      )}
    >
      {(close) => (
        <form
          id={formId}
          noValidate
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            void submit(close);
          }}
        >
          <div className="ms-dialog__field">
            <label htmlFor={inputId}>{discountTexts.codeLabel}</label>
            <input
              id={inputId}
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          </div>
          <p className="ms-dialog__note">{discountTexts.note}</p>
        </form>
      )}
    </Modal>
  );
}
