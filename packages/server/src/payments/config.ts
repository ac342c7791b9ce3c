import { createHash } from 'node:crypto';

/** Which card provider the server talks to. */
export type PaymentProviderName = 'sandbox' | 'lyra';

/** The four secrets and ids of a Lyra-style shop (REST API keys page of the back office). */
export interface ShopKeys {
  /** The shop id, the user of the REST API's Basic auth. */
  shopId: string;
  /** The REST API password: Basic auth, and the key of the IPN's `kr-hash`. */
  password: string;
  /** The JavaScript client's public key, `shopId:testpublickey_...`. */
  publicKey: string;
  /** The HMAC-SHA-256 key of the browser return's `kr-hash`. */
  hmacKey: string;
}

/** The real Lyra service's settings (`LYRA_*`). */
export interface LyraSettings extends ShopKeys {
  /** REST API host. @default 'https://api.payzen.eu' */
  apiUrl: string;
  /** Where the browser loads the embedded form's script. @default 'https://static.payzen.eu' */
  clientUrl: string;
}

/** Sends one IPN (form fields) to our own `/api/v2/paiement/ipn`. */
export type NotifyFunction = (form: URLSearchParams) => Promise<void>;

/** Settings of the payments area. Every field has an environment default (see {@link paymentsConfigFromEnv}). */
export interface PaymentsConfig {
  /** `PAYMENT_PROVIDER`. @default 'sandbox' */
  provider: PaymentProviderName;
  /** Our public origin (`PUBLIC_SITE_URL`): the sandbox form's absolute URL and Lyra's IPN target. */
  siteUrl: string;
  /** The sandbox shop's keys (`SANDBOX_*`), derived from a fixed seed unless given. */
  sandbox: ShopKeys;
  /** The Lyra shop, required when `provider` is `lyra`. */
  lyra?: LyraSettings;
  /**
   * How the sandbox delivers its IPNs. `createApp` routes them through the app itself (no network), so the
   * running server and the tests behave the same; a test passes its own to delay or drop them.
   */
  notify?: NotifyFunction;
  /** The `fetch` the Lyra provider uses; tests replace it, since the live service is outside our system. */
  fetch?: typeof fetch;
}

/** The sandbox shop id, the one of the public key example `12345678:testpublickey_...`. */
export const SANDBOX_SHOP_ID = '12345678';

/**
 * A development key derived from a fixed label: every process and restart gets the same keys, so a form
 * opened before a restart still verifies after it. Public by construction: set `SANDBOX_*` to hide them.
 */
const derivedKey = (label: string) =>
  createHash('sha256').update(`multisalle-sandbox:${label}`).digest('hex').slice(0, 32);

function sandboxKeys(env: NodeJS.ProcessEnv, given?: Partial<ShopKeys>): ShopKeys {
  const shopId = given?.shopId ?? (env.SANDBOX_SHOP_ID || SANDBOX_SHOP_ID);
  return {
    shopId,
    password: given?.password ?? (env.SANDBOX_PASSWORD || `testpassword_${derivedKey('password')}`),
    publicKey:
      given?.publicKey ?? (env.SANDBOX_PUBLIC_KEY || `${shopId}:testpublickey_${derivedKey('public')}`),
    hmacKey: given?.hmacKey ?? (env.SANDBOX_HMAC_KEY || derivedKey('hmac')),
  };
}

function lyraSettings(env: NodeJS.ProcessEnv): LyraSettings {
  const missing = ['LYRA_SHOP_ID', 'LYRA_PASSWORD', 'LYRA_PUBLIC_KEY', 'LYRA_HMAC_KEY'].filter(
    (name) => !env[name],
  );
  if (missing.length > 0) throw new Error(`PAYMENT_PROVIDER=lyra needs ${missing.join(', ')}.`);
  return {
    shopId: env.LYRA_SHOP_ID ?? '',
    password: env.LYRA_PASSWORD ?? '',
    publicKey: env.LYRA_PUBLIC_KEY ?? '',
    hmacKey: env.LYRA_HMAC_KEY ?? '',
    apiUrl: (env.LYRA_API_URL || 'https://api.payzen.eu').replace(/\/+$/, ''),
    clientUrl: (env.LYRA_CLIENT_URL || 'https://static.payzen.eu').replace(/\/+$/, ''),
  };
}

/**
 * Reads the payments settings from the environment, with the given values winning.
 *
 * @example
 * ```ts
 * const config = paymentsConfigFromEnv({ siteUrl: 'http://localhost:8080' });
 * const provider = createCardProvider(db, config);
 * ```
 */
export function paymentsConfigFromEnv(
  overrides: Partial<PaymentsConfig> = {},
  env: NodeJS.ProcessEnv = process.env,
): PaymentsConfig {
  const provider = overrides.provider ?? ((env.PAYMENT_PROVIDER || 'sandbox') as PaymentProviderName);
  if (provider !== 'sandbox' && provider !== 'lyra') {
    throw new Error('PAYMENT_PROVIDER must be sandbox or lyra.');
  }
  const siteUrl = (
    overrides.siteUrl ??
    env.PUBLIC_SITE_URL ??
    `http://localhost:${env.PORT || 8080}`
  ).replace(/\/+$/, '');
  if (!/^https?:\/\//.test(siteUrl)) throw new Error('PUBLIC_SITE_URL must be an http(s) URL.');
  const lyra = overrides.lyra ?? (provider === 'lyra' ? lyraSettings(env) : undefined);
  if (provider === 'lyra' && !lyra) throw new Error('PAYMENT_PROVIDER=lyra needs the LYRA_* settings.');
  const sandbox = sandboxKeys(env, overrides.sandbox);
  if (
    provider === 'sandbox' &&
    env.NODE_ENV === 'production' &&
    !overrides.sandbox &&
    !env.SANDBOX_HMAC_KEY
  ) {
    // The derived keys are public: anyone could sign a sandbox answer. No real money moves, but say it.
    console.warn('PAYMENT_PROVIDER=sandbox in production with the public development keys: set SANDBOX_*.');
  }
  return {
    provider,
    siteUrl,
    sandbox,
    lyra,
    notify: overrides.notify,
    fetch: overrides.fetch,
  };
}

/**
 * Origins the site's own pages must be allowed to load the provider's form from (its script, frames and
 * API): Lyra's client and API hosts; none for the sandbox, which lives on our origin.
 *
 * @example securityHeaders({ thirdPartyOrigins: providerOrigins(config) })
 */
export function providerOrigins(config: PaymentsConfig): string[] {
  if (config.provider !== 'lyra' || !config.lyra) return [];
  return [...new Set([new URL(config.lyra.clientUrl).origin, new URL(config.lyra.apiUrl).origin])];
}
