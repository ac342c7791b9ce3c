// What the sandbox "provider" does on its side: issue form tokens and debit saved cards. The REST routes
// and the CardProvider both call these, so the two paths cannot drift apart.
import type { Database } from '../../db/client.ts';
import type { ShopKeys } from '../config.ts';
import type { FormAction } from '../provider.ts';
import { PaymentProviderError } from '../provider-error.ts';
import { buildPaymentAnswer, INSUFFICIENT_FUNDS } from './answers.ts';
import { cardBrand } from './cards.ts';
import {
  findAnswer,
  findCardToken,
  insertTransaction,
  issueFormToken,
  lockOrder,
  randomHex,
} from './store.ts';

/** The `formAction`s the sandbox's form knows; `PAYMENT` pays without saving (Lyra's default). */
export const FORM_ACTIONS = ['REGISTER', 'REGISTER_PAY', 'ASK_REGISTER_PAY', 'PAYMENT'] as const;
/** One of {@link FORM_ACTIONS}. */
export type SandboxFormAction = FormAction | 'PAYMENT';

/** A form request as `Charge/CreatePayment` and `Charge/CreateToken` take it. */
export interface SandboxFormRequest {
  formAction: SandboxFormAction;
  orderId: string;
  amountCents: number;
  currency: string;
  customer: { reference?: string | null; email?: string | null };
}

/** Issues a form token at `now` (it expires from then); REGISTER is always for 0 (a card check, no money moves). */
export async function createForm(db: Database, request: SandboxFormRequest, now: Date): Promise<string> {
  if (request.formAction !== 'REGISTER' && request.amountCents <= 0) {
    throw new PaymentProviderError('INT_902', 'amount must be greater than 0 for a payment form');
  }
  return issueFormToken(
    db,
    {
      formAction: request.formAction,
      amountCents: request.formAction === 'REGISTER' ? 0 : request.amountCents,
      currency: request.currency,
      orderId: request.orderId,
      customerReference: request.customer.reference ?? null,
      customerEmail: request.customer.email ?? null,
    },
    now,
  );
}

/** A debit of a saved card (`formAction: 'SILENT'`). */
export interface SandboxDebitRequest {
  orderId: string;
  amountCents: number;
  currency: string;
  paymentMethodToken: string;
  customer: { reference?: string | null; email?: string | null };
}

/**
 * Debits a saved card and answers the signed-to-be `kr-answer` string. The same `orderId` again answers
 * the first debit's bytes again: a retried settlement never debits twice, even from two processes at once.
 */
export async function debitSavedCard(
  db: Database,
  keys: ShopKeys,
  request: SandboxDebitRequest,
  now = new Date(),
): Promise<string> {
  if (request.amountCents <= 0) throw new PaymentProviderError('INT_902', 'amount must be greater than 0');
  return db.transaction(async (tx) => {
    await lockOrder(tx, request.orderId);
    const previous = await findAnswer(tx, request.orderId, 'DEBIT');
    if (previous) return previous;
    const card = await findCardToken(tx, request.paymentMethodToken);
    if (!card) throw new PaymentProviderError('INT_902', 'unknown paymentMethodToken');
    const isPaid = card.behaviour !== 'debit-refused';
    const uuid = randomHex();
    const answer = buildPaymentAnswer({
      shopId: keys.shopId,
      orderId: request.orderId,
      currency: request.currency,
      customer: request.customer,
      uuid,
      operationType: 'DEBIT',
      amountCents: request.amountCents,
      isPaid,
      paymentMethodToken: card.token,
      card: {
        maskedPan: card.maskedPan,
        expiry: { month: card.expiryMonth, year: card.expiryYear },
        brand: cardBrand(card.maskedPan),
      },
      paymentMethodSource: 'TOKEN',
      error: isPaid ? undefined : INSUFFICIENT_FUNDS,
      now,
    });
    const rawAnswer = JSON.stringify(answer);
    const first = answer.transactions[0];
    await insertTransaction(tx, {
      uuid,
      orderId: request.orderId,
      operation: 'DEBIT',
      amountCents: request.amountCents,
      status: first?.status ?? 'UNPAID',
      detailedStatus: first?.detailedStatus ?? 'REFUSED',
      rawAnswer,
    });
    return rawAnswer;
  });
}
