// Builds the sandbox's answers in Lyra's V4/Payment shape (a subset of its fields, the same names).
import type { OrderStatus, PaymentAnswer, ProviderTransaction } from '../provider.ts';
import type { Expiry } from './cards.ts';

/** Lyra writes dates as `2024-04-25T08:33:40+00:00`: seconds, and an explicit offset. */
export const lyraDate = (date: Date): string => date.toISOString().replace(/\.\d{3}Z$/, '+00:00');

/** Why a transaction failed, in Lyra's fields. */
export interface TransactionError {
  errorCode: string;
  errorMessage: string;
  detailedErrorCode: string;
  detailedErrorMessage: string;
}

/** A card refused by its bank (ISO 8583 code 05). */
export const REFUSED: TransactionError = {
  errorCode: 'ACQ_001',
  errorMessage: 'payment refused',
  detailedErrorCode: '05',
  detailedErrorMessage: 'Do not honor',
};

/** A debit refused for lack of funds (code 51), as Lyra's answer says it. */
export const INSUFFICIENT_FUNDS: TransactionError = {
  errorCode: 'ACQ_001',
  errorMessage: 'payment refused',
  detailedErrorCode: '51',
  detailedErrorMessage: 'Insufficient funds or credit limit exceeded',
};

/** Everything one answer says. */
export interface AnswerInput {
  shopId: string;
  orderId: string;
  currency: string;
  customer: { reference?: string | null; email?: string | null };
  uuid: string;
  operationType: 'DEBIT' | 'VERIFICATION';
  amountCents: number;
  isPaid: boolean;
  /** The alias the form made or the debit used. */
  paymentMethodToken: string | null;
  card: { maskedPan: string; expiry: Expiry; brand: string };
  /** `NEW` for a card typed in the form, `TOKEN` for a debit of a saved card. */
  paymentMethodSource: 'NEW' | 'TOKEN';
  error?: TransactionError;
  now: Date;
}

/** A `V4/Payment` answer with one transaction. */
export function buildPaymentAnswer(input: AnswerInput): PaymentAnswer {
  const orderStatus: OrderStatus = input.isPaid ? 'PAID' : 'UNPAID';
  const error = input.error;
  const transaction = {
    shopId: input.shopId,
    uuid: input.uuid,
    amount: input.amountCents,
    currency: input.currency,
    paymentMethodType: 'CARD',
    paymentMethodToken: input.paymentMethodToken,
    status: orderStatus,
    detailedStatus: input.isPaid
      ? input.operationType === 'VERIFICATION'
        ? 'ACCEPTED'
        : 'AUTHORISED'
      : 'REFUSED',
    operationType: input.operationType,
    creationDate: lyraDate(input.now),
    errorCode: error?.errorCode ?? null,
    errorMessage: error?.errorMessage ?? null,
    detailedErrorCode: error?.detailedErrorCode ?? null,
    detailedErrorMessage: error?.detailedErrorMessage ?? null,
    transactionDetails: {
      creationContext: input.operationType === 'VERIFICATION' ? 'VERIFICATION' : 'CHARGE',
      cardDetails: {
        paymentSource: 'EC',
        effectiveBrand: input.card.brand,
        pan: input.card.maskedPan,
        expiryMonth: input.card.expiry.month,
        expiryYear: input.card.expiry.year,
        country: 'FR',
        issuerName: 'Banque du bac à sable Multisalle',
        paymentMethodSource: input.paymentMethodSource,
      },
    },
    _type: 'V4/PaymentTransaction',
  };
  const answer = {
    shopId: input.shopId,
    // A refused form stays open for another card, as Lyra's; a paid one is closed.
    orderCycle: input.isPaid ? 'CLOSED' : 'OPEN',
    orderStatus,
    serverDate: lyraDate(input.now),
    orderDetails: {
      orderTotalAmount: input.amountCents,
      orderEffectiveAmount: input.amountCents,
      orderCurrency: input.currency,
      mode: 'TEST',
      orderId: input.orderId,
      metadata: null,
      _type: 'V4/OrderDetails',
    },
    customer: {
      email: input.customer.email ?? null,
      reference: input.customer.reference ?? null,
      _type: 'V4/Customer/Customer',
    },
    transactions: [transaction as ProviderTransaction],
    subMerchantDetails: null,
    _type: 'V4/Payment',
  };
  // Lyra's extra fields (`_type`s, `errorMessage`...) ride along in the JSON; the type names the ones we read.
  return answer as PaymentAnswer;
}
