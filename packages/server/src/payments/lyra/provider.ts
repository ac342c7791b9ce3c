import type { LyraSettings } from '../config.ts';
import type { CardProvider, PaymentAnswer } from '../provider.ts';
import { PaymentProviderError } from '../provider-error.ts';
import { verifySignedAnswer } from '../signature.ts';
import { callLyra } from './client.ts';
import { findOrderDebits } from './order-lookup.ts';
import { refundLyraDebit } from './refund.ts';

/** What the Lyra provider needs besides its keys. */
export interface LyraProviderOptions {
  /** Our public origin: the IPN target sent with each form (`ipnTargetUrl`). */
  siteUrl: string;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
}

/** Our IPN route, where Lyra posts its server-to-server notifications. */
export const IPN_PATH = '/api/v2/paiement/ipn';

/**
 * The real Lyra (PayZen) service as a {@link CardProvider}: REST V4 with Basic auth, the embedded form
 * ("Krypton") loaded by the browser from `clientUrl`, answers checked with the HMAC key (browser) or the
 * password (IPN). Not run against the live service: tested with recorded answer shapes only.
 *
 * @example
 * ```ts
 * const provider = createLyraProvider(config.lyra, { siteUrl: config.siteUrl });
 * ```
 */
export function createLyraProvider(settings: LyraSettings, options: LyraProviderOptions): CardProvider {
  const fetchFn = options.fetch ?? globalThis.fetch;
  const ipnTargetUrl = `${options.siteUrl}${IPN_PATH}`;
  return {
    name: 'lyra',
    async createCardForm(request) {
      const customer = { reference: request.customer.reference, email: request.customer.email };
      const currency = request.currency ?? 'EUR';
      // Saving a card without paying is Charge/CreateToken; every other form is Charge/CreatePayment.
      const answer =
        request.formAction === 'REGISTER'
          ? await callLyra<{ formToken?: string }>(settings, fetchFn, 'Charge/CreateToken', {
              currency,
              orderId: request.orderId,
              customer,
              ipnTargetUrl,
            })
          : await callLyra<{ formToken?: string }>(settings, fetchFn, 'Charge/CreatePayment', {
              amount: request.amountCents,
              currency,
              orderId: request.orderId,
              formAction: request.formAction,
              customer,
              ipnTargetUrl,
            });
      if (!answer.formToken) throw new PaymentProviderError('NO_FORM_TOKEN', 'Lyra answered no formToken');
      return {
        formToken: answer.formToken,
        publicKey: settings.publicKey,
        clientEndpoint: settings.clientUrl,
      };
    },
    verifyBrowserAnswer: (answer) => verifySignedAnswer(answer, settings.hmacKey, settings.shopId),
    verifyNotification: (answer) => verifySignedAnswer(answer, settings.password, settings.shopId),
    async debitAlias(request) {
      // The interface promises one debit per orderId; Lyra itself would debit again, so ask it first.
      const previous = await findOrderDebits(settings, fetchFn, request.orderId);
      if (previous) return previous;
      const answer = await callLyra<PaymentAnswer>(settings, fetchFn, 'Charge/CreatePayment', {
        amount: request.amountCents,
        currency: request.currency ?? 'EUR',
        orderId: request.orderId,
        formAction: 'SILENT',
        paymentMethodToken: request.paymentMethodToken,
        customer: { reference: request.customer.reference, email: request.customer.email },
        ipnTargetUrl,
      });
      if (answer?._type !== 'V4/Payment') {
        throw new PaymentProviderError(
          'UNEXPECTED_ANSWER',
          'Charge/CreatePayment SILENT answered no V4/Payment',
        );
      }
      return answer;
    },
    refund: (request) => refundLyraDebit(settings, fetchFn, request),
    async cancelAlias(paymentMethodToken) {
      await callLyra(settings, fetchFn, 'Token/Cancel', { paymentMethodToken });
    },
    async forgetCustomer() {
      // Lyra has no call to erase a customer: its transaction records are its own, kept under its
      // obligations as a payment institution. Cancelling the alias is what we can ask of it.
    },
  };
}
