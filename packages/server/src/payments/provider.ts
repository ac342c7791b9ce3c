// The one interface every card provider implements (the local sandbox, the real Lyra service). Shapes
// follow Lyra's REST V4 and embedded form ("Krypton"), which the spec's fields match.

/** `formAction` of a card form: save a card without paying, pay and save, pay and offer to save. */
export type FormAction = 'REGISTER' | 'REGISTER_PAY' | 'ASK_REGISTER_PAY';

/** The provider's `orderStatus`. */
export type OrderStatus = 'PAID' | 'UNPAID' | 'RUNNING' | 'PARTIALLY_PAID' | 'ABANDONED';

/** One transaction of an answer (`transactions[]` of a `V4/Payment`). */
export interface ProviderTransaction {
  uuid: string;
  amount: number;
  currency: string;
  /** PAID, UNPAID, RUNNING... */
  status: string;
  /** AUTHORISED, CAPTURED, REFUSED, ERROR... */
  detailedStatus: string;
  operationType: 'DEBIT' | 'VERIFICATION' | 'CREDIT';
  /** The saved card's alias token, when the form saved one (REGISTER*) or the debit used one. */
  paymentMethodToken?: string | null;
  /** Why it failed, as the provider says it (`errorCode`, `detailedErrorMessage`). */
  errorCode?: string | null;
  detailedErrorMessage?: string | null;
  transactionDetails: {
    cardDetails: { pan: string; expiryMonth: number; expiryYear: number; effectiveBrand?: string };
  };
}

/** A parsed `kr-answer` (`_type: 'V4/Payment'`). */
export interface PaymentAnswer {
  shopId: string;
  orderCycle: 'OPEN' | 'CLOSED';
  orderStatus: OrderStatus;
  /** ISO date the provider made the answer; answers much older than this are stale. */
  serverDate: string;
  orderDetails: {
    orderTotalAmount: number;
    orderCurrency: string;
    mode: 'TEST' | 'PRODUCTION';
    orderId: string;
  };
  customer: { reference?: string | null; email?: string | null };
  transactions: ProviderTransaction[];
  _type: 'V4/Payment';
}

/** What the browser needs to show the provider's card form. */
export interface CardFormSetup {
  formToken: string;
  /** e.g. `12345678:testpublickey_...`. */
  publicKey: string;
  /** Where the browser loads the form from (the sandbox's path on our server, or Lyra's static host). */
  clientEndpoint: string;
}

/** Input of a card form. */
export interface CardFormRequest {
  formAction: FormAction;
  /** Our order id (`payment_orders.id`). */
  orderId: string;
  /** 0 for REGISTER. */
  amountCents: number;
  currency?: 'EUR';
  customer: { reference: string; email: string };
  /**
   * The origin the player's browser reached our server at (`requestOrigin`). The sandbox, served by this
   * same server, loads its form from there when that is safe (`sandboxFormOrigin`); Lyra ignores it.
   */
  requestOrigin?: string | null;
}

/** A debit of a saved card, no browser involved (Lyra `Charge/CreatePayment` with `formAction: 'SILENT'`). */
export interface AliasDebitRequest {
  orderId: string;
  amountCents: number;
  currency?: 'EUR';
  paymentMethodToken: string;
  customer: { reference: string; email: string };
}

/** A full refund of a debit (Lyra `Transaction/CancelOrRefund`). */
export interface RefundRequest {
  /** Our refund id (`refunds.id`): the same refund asked twice refunds once. */
  refundId: string;
  /** The provider's uuid of the debit transaction refunded. */
  transactionId: string;
  /** Our order id of that debit (where the provider files the refund). */
  orderId: string;
  /** The whole debit: refunds are never partial. */
  amountCents: number;
  currency?: 'EUR';
}

/** What a refund made at the provider. */
export interface RefundResult {
  /** The provider's transaction of the refund: a CREDIT, or the debit itself when it was cancelled. */
  refundTransactionId: string;
  amountCents: number;
}

/** A signed answer as it arrives: the raw JSON string and its `kr-hash`. */
export interface SignedAnswer {
  rawAnswer: string;
  hash: string;
}

/**
 * A card payment provider. The server never sees a card number: the browser shows the provider's form,
 * the provider answers with a signed `kr-answer`, the server checks the signature and keeps the alias.
 */
export interface CardProvider {
  /** Stored as `sFournisseurAlias`: 'sandbox' or 'lyra'. */
  readonly name: string;
  /** Asks for a form token (`Charge/CreateToken` for REGISTER, `Charge/CreatePayment` otherwise). */
  createCardForm(request: CardFormRequest): Promise<CardFormSetup>;
  /**
   * Checks a browser return (`kr-hash` keyed with the HMAC-SHA-256 key) over the raw string as received;
   * `null` when the signature is wrong or the JSON is not an answer.
   */
  verifyBrowserAnswer(answer: SignedAnswer): PaymentAnswer | null;
  /** Checks a server-to-server notification (IPN, `kr-hash-key: password`); `null` when forged. */
  verifyNotification(answer: SignedAnswer): PaymentAnswer | null;
  /** Debits a saved card; the same `orderId` twice answers the first transaction again. */
  debitAlias(request: AliasDebitRequest): Promise<PaymentAnswer>;
  /**
   * Refunds a debit in full (Lyra `Transaction/CancelOrRefund`, `resolutionMode: 'AUTO'`: a debit not yet
   * captured is cancelled, a captured one credited back). Idempotent by `refundId`: asked again, it answers
   * the first refund. An unknown or refused transaction, or more than was debited, throws a
   * `PaymentProviderError` like any refusal.
   */
  refund(request: RefundRequest): Promise<RefundResult>;
  /**
   * Cancels a saved card at the provider (Lyra `Token/Cancel`): no payment can use the alias any more. An
   * alias the provider no longer knows throws a `PaymentProviderError` like any refusal.
   */
  cancelAlias(paymentMethodToken: string): Promise<void>;
  /**
   * Erases what the provider keeps about a customer whose account is deleted, where it lets us: the sandbox
   * forgets the email it kept on forms and answers; Lyra offers no call for it (it keeps its transaction
   * records under its own obligations as a payment institution), so its implementation does nothing.
   */
  forgetCustomer(customer: { reference: string; email: string }): Promise<void>;
}
