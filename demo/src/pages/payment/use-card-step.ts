import { $halls, $paymentAlias, $session, loadPaymentAlias } from '@multisalle/core';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';

/** Where the card step stands on /cart/payment. */
export interface CardStep {
  /** A hall of the cart takes card payments (it does not skip the payment step). */
  isCardRequired: boolean;
  /** The saved card is being looked up: VALIDER waits. */
  isChecking: boolean;
  /** A card is required and none is saved: VALIDER stays disabled until one is. */
  isCardMissing: boolean;
}

/**
 * The card step of /cart/payment (spec 2 section 4, spec 1 "Payment means panel"): a hall that does not
 * skip the payment step needs a saved card before the booking; the saved card is loaded as soon as the
 * cart shows such a hall.
 *
 * @example const { isCardMissing } = useCardStep(hallIds);
 */
export function useCardStep(hallIds: number[]): CardStep {
  const halls = useStore($halls);
  const { profile } = useStore($session);
  const { alias, isFetched } = useStore($paymentAlias);
  const isCardRequired =
    profile !== null && halls.list.some((hall) => hallIds.includes(hall.id) && !hall.skipPaymentStep);

  useEffect(() => {
    if (isCardRequired) void loadPaymentAlias(globalThis.location.origin);
  }, [isCardRequired]);

  const isChecking = isCardRequired && !isFetched && !alias;
  return { isCardRequired, isChecking, isCardMissing: isCardRequired && isFetched && !alias };
}
