// The payments area: one CardProvider chosen by configuration, the sandbox's routes, and the recording of
// answers shared by the payment-means routes and the settlement.
import { type Clock, systemClock } from '../clock/index.ts';
import type { Database } from '../db/client.ts';
import type { PaymentsConfig } from './config.ts';
import { createLyraProvider } from './lyra/provider.ts';
import type { CardProvider } from './provider.ts';
import { createSandboxProvider } from './sandbox/provider.ts';

export {
  type LyraSettings,
  type NotifyFunction,
  type PaymentProviderName,
  type PaymentsConfig,
  paymentsConfigFromEnv,
  providerOrigins,
  SANDBOX_SHOP_ID,
  type ShopKeys,
} from './config.ts';
export type {
  AliasDebitRequest,
  CardFormRequest,
  CardFormSetup,
  CardProvider,
  FormAction,
  OrderStatus,
  PaymentAnswer,
  ProviderTransaction,
  SignedAnswer,
} from './provider.ts';
export { isProviderUnreachable, PaymentProviderError } from './provider-error.ts';
export { SANDBOX_PATH } from './sandbox/provider.ts';
export { isSignatureValid, signAnswer } from './signature.ts';

/**
 * The card provider the configuration names: the local sandbox (default, dated by `clock`) or the real Lyra
 * service.
 *
 * @example
 * ```ts
 * const provider = createCardProvider(db, paymentsConfigFromEnv());
 * const answer = await provider.debitAlias({ orderId, amountCents: 1250, paymentMethodToken, customer });
 * ```
 */
export function createCardProvider(
  db: Database,
  config: PaymentsConfig,
  clock: Clock = systemClock,
): CardProvider {
  if (config.provider === 'lyra') {
    if (!config.lyra) throw new Error('PAYMENT_PROVIDER=lyra needs the LYRA_* settings.');
    return createLyraProvider(config.lyra, { siteUrl: config.siteUrl, fetch: config.fetch });
  }
  return createSandboxProvider(db, config, clock);
}
