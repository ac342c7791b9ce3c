import { type Clock, systemClock } from '../../clock/index.ts';
import type { Database } from '../../db/client.ts';
import type { PaymentsConfig } from '../config.ts';
import type { CardProvider } from '../provider.ts';
import { verifySignedAnswer } from '../signature.ts';
import { cancelCardToken, forgetSandboxCustomer } from './forget-customer.ts';
import { sandboxFormOrigin } from './form-origin.ts';
import { refundDebit } from './refund.ts';
import { createForm, debitSavedCard } from './shop.ts';

/** Where the sandbox's pages and REST API live on our server. */
export const SANDBOX_PATH = '/sandbox-paiement';

/**
 * The local sandbox as a {@link CardProvider}: same process, same database, no network. Its form is served
 * by our server under {@link SANDBOX_PATH}; its answers are signed like Lyra's, and dated by `clock` (the
 * server's: a sandbox form expires on the time the rest of the server reads).
 *
 * @example
 * ```ts
 * const provider = createSandboxProvider(db, paymentsConfigFromEnv());
 * const { formToken } = await provider.createCardForm({ formAction: 'REGISTER', orderId, amountCents: 0, customer });
 * ```
 */
export function createSandboxProvider(
  db: Database,
  config: PaymentsConfig,
  clock: Clock = systemClock,
): CardProvider {
  const keys = config.sandbox;
  return {
    name: 'sandbox',
    async createCardForm(request) {
      const formToken = await createForm(
        db,
        {
          formAction: request.formAction,
          orderId: request.orderId,
          amountCents: request.amountCents,
          currency: request.currency ?? 'EUR',
          customer: request.customer,
        },
        clock.now(),
      );
      // The form follows the host the page was opened on (an emulator, a LAN address) when that is safe.
      const origin = sandboxFormOrigin(config.siteUrl, request.requestOrigin);
      return { formToken, publicKey: keys.publicKey, clientEndpoint: `${origin}${SANDBOX_PATH}` };
    },
    verifyBrowserAnswer: (answer) => verifySignedAnswer(answer, keys.hmacKey, keys.shopId),
    verifyNotification: (answer) => verifySignedAnswer(answer, keys.password, keys.shopId),
    async debitAlias(request) {
      const rawAnswer = await debitSavedCard(
        db,
        keys,
        {
          orderId: request.orderId,
          amountCents: request.amountCents,
          currency: request.currency ?? 'EUR',
          paymentMethodToken: request.paymentMethodToken,
          customer: request.customer,
        },
        clock.now(),
      );
      return JSON.parse(rawAnswer);
    },
    refund: (request) => refundDebit(db, request, clock.now()),
    cancelAlias: (paymentMethodToken) => cancelCardToken(db, paymentMethodToken),
    forgetCustomer: (customer) => forgetSandboxCustomer(db, customer),
  };
}
