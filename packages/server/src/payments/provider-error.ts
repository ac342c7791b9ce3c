/**
 * A provider refused a request itself (bad input, unknown token, authentication, unreachable): not a card
 * refusal, which comes back as an UNPAID answer. `code` is the provider's (`INT_902`, `PSP_030`...).
 *
 * @example
 * ```ts
 * try { await provider.debitAlias(request); } catch (error) { if (error instanceof PaymentProviderError) ... }
 * ```
 */
export class PaymentProviderError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`${code}: ${message}`);
    this.name = 'PaymentProviderError';
  }
}

/**
 * Whether a provider error means it could not be reached (the network, a 5xx): the request may not have
 * been handled, so it must be tried again; any other code is the provider's own answer.
 *
 * @example if (isProviderUnreachable(error.code)) throw serviceUnavailable();
 */
export const isProviderUnreachable = (code: string): boolean =>
  code === 'NETWORK' || /^HTTP_5\d\d$/.test(code);
