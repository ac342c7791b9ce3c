import { atom, type ReadableAtom } from 'nanostores';
import { productNames } from '../../config';
import { apiRequest, withIdempotentRetry } from '../../http';
import { signedInPlayer } from '../../session/signed-in';
import { $session } from '../../session/store';
import { showToast } from '../../toasts';
import { mapPayment } from './mapper';
import { paymentsTexts } from './texts';
import type { PaymentList, PaymentListType, PaymentsState, WirePayment, WireRegenerateAnswer } from './types';

/** The three lists, in the order MES PAIEMENTS shows them (spec 1 section 9). */
export const PAYMENT_LIST_TYPES: readonly PaymentListType[] = ['coming', 'past', 'rectify'];

const emptyList: PaymentList = { payments: [], isFetched: false, isLoading: false };
const initialState: PaymentsState = { past: emptyList, rectify: emptyList, coming: emptyList };
const $paymentsState = atom<PaymentsState>(initialState);

/**
 * The player's payment history (spec 1 "Statistics (profile)", section 9): one list per type (`past`
 * debited shares, `rectify` failed debits, `coming` shares of reservations not settled yet), each with
 * its `isFetched` flag. Resets itself on logout.
 *
 * @example $payments.get().rectify.payments.length
 */
export const $payments: ReadableAtom<PaymentsState> = $paymentsState;

function patchList(type: PaymentListType, change: Partial<PaymentList>): void {
  const state = $paymentsState.get();
  $paymentsState.set({ ...state, [type]: { ...state[type], ...change } });
}

/**
 * Loads one list (`GET v2 user/{userId}/payment/liste?type=`, secure). A failed load shows no message
 * and leaves the list loaded and empty (spec 1 section 8, "Payment-history load failure").
 *
 * @example await loadPayments('past')
 */
export async function loadPayments(type: PaymentListType): Promise<void> {
  const userId = signedInPlayer()?.userId ?? null;
  patchList(type, { isLoading: true, isFetched: false });
  try {
    if (userId === null) throw new Error('not logged in');
    const answer = await apiRequest<{ paiements?: WirePayment[] }>('v2', `/user/${userId}/payment/liste`, {
      secure: true,
      silent: true,
      query: { type },
    });
    const { idField } = productNames();
    const payments = (answer?.paiements ?? []).map((wire) => mapPayment(wire, idField));
    patchList(type, { payments, isLoading: false, isFetched: true });
  } catch {
    patchList(type, { payments: [], isLoading: false, isFetched: true });
  }
}

/**
 * Loads the three lists at once.
 *
 * @example await loadAllPayments()
 */
export async function loadAllPayments(): Promise<void> {
  await Promise.all(PAYMENT_LIST_TYPES.map((type) => loadPayments(type)));
}

/**
 * Settles a failed payment again (`POST v2 contentieux/generer-ordre` with `paiementId` and
 * `commentaireOdp`, an `Idempotency-Key` per attempt, resent with the same key if the connection drops):
 * a new order debits the saved card. Toasts the outcome, reloads the past and rectify lists, and
 * resolves whether the debit passed.
 *
 * @example if (await regeneratePayment(payment.id, 'Carte remplacée')) ...
 */
export async function regeneratePayment(paymentId: number | string, comment: string): Promise<boolean> {
  let isPaid = false;
  try {
    const answer = await withIdempotentRetry((idempotencyKey) =>
      apiRequest<WireRegenerateAnswer>('v2', '/contentieux/generer-ordre', {
        method: 'POST',
        secure: true,
        silent: true,
        idempotencyKey,
        body: { paiementId: paymentId, commentaireOdp: comment },
      }),
    );
    isPaid = answer?.bSucces === true && answer.statut === 'paid';
  } catch {
    isPaid = false;
  }
  showToast(
    isPaid ? 'success' : 'error',
    isPaid ? paymentsTexts.regenerated : paymentsTexts.regenerationFailed,
  );
  await Promise.all([loadPayments('past'), loadPayments('rectify')]);
  return isPaid;
}

/**
 * Back to three empty lists, none fetched (spec 1 section 4: logout clears the payments).
 *
 * @example resetPayments();
 */
export function resetPayments(): void {
  $paymentsState.set(initialState);
}

let hadUser = false;
$session.subscribe(({ user }) => {
  if (user === null && hadUser) resetPayments();
  hadUser = user !== null;
});

export { mapPayment } from './mapper';
export { paymentsTexts } from './texts';
export type {
  Payment,
  PaymentList,
  PaymentListType,
  PaymentStatus,
  PaymentsState,
  WirePayment,
  WireRegenerateAnswer,
} from './types';
