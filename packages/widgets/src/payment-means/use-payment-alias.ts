import { $paymentAlias, type PaymentAliasState } from '@multisalle/core';
import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => $paymentAlias.listen(listener);
const read = () => $paymentAlias.get();

/**
 * The payment means store's state, rendered again on each change (no `@nanostores/react`, so the
 * script-tag bundle carries nothing more).
 *
 * @example const { alias, isFetched } = usePaymentAlias();
 */
export function usePaymentAlias(): PaymentAliasState {
  return useSyncExternalStore(subscribe, read, read);
}
