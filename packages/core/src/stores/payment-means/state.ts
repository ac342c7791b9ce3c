import { atom, type ReadableAtom } from 'nanostores';
import { $session } from '../../session/store';
import type { PaymentAliasState } from './types';

const initialState: PaymentAliasState = { alias: null, isFetched: false, isLoading: false };

/** Writable inside the payment means module only. */
export const $paymentAliasState = atom<PaymentAliasState>(initialState);

/**
 * The player's saved card (spec 1 "Payment alias"): the alias, or `null` when none is saved, and the
 * `isFetched` flag of spec 1 section 3. Resets itself when the session's user turns `null` (logout).
 *
 * @example $paymentAlias.subscribe(({ alias, isFetched }) => ...)
 */
export const $paymentAlias: ReadableAtom<PaymentAliasState> = $paymentAliasState;

/** Merges a change into the payment means state. */
export function patchPaymentAlias(change: Partial<PaymentAliasState>): void {
  $paymentAliasState.set({ ...$paymentAliasState.get(), ...change });
}

/**
 * Back to no card, not fetched (spec 1 section 4: logout clears the payment store).
 *
 * @example resetPaymentAlias();
 */
export function resetPaymentAlias(): void {
  $paymentAliasState.set(initialState);
}

let hadUser = false;
$session.subscribe(({ user }) => {
  if (user === null && hadUser) resetPaymentAlias();
  hadUser = user !== null;
});
