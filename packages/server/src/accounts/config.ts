import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { settings } from '../db/schema.ts';

/** Settings of the accounts area. Every field has an environment default (see {@link accountsConfigFromEnv}). */
export interface AccountsConfig {
  /** HS256 secret of the session tokens. Required in production; elsewhere generated once per database. */
  jwtSecret?: string;
  /**
   * Origin of the links put in mails (`PUBLIC_SITE_URL`). Unset outside production, the links follow the
   * request's address instead (see {@link AccountsConfig.followsRequestHost}); this default is then the
   * fallback of calls made without a request (jobs) or with an unusable Host.
   */
  siteUrl: string;
  /**
   * Mail links take the address the request came to (its Host, or `X-Forwarded-Host` behind a trusted
   * proxy) when it is an IP address or `localhost` (`linkOrigin`), so a link opened on the same device
   * finds the player's cart and choices. True only when
   * `PUBLIC_SITE_URL` is not set and not in production: a configured or production server never lets a
   * Host header choose where a reset link points.
   */
  followsRequestHost: boolean;
  /** Tokens issued before this instant are refused (`TOKEN_CUTOFF`). @default 2024-06-30T00:00:00Z */
  tokenCutoff: Date;
  /** Production mode: no `/dev/outbox`, a `JWT_SECRET` is required. */
  isProduction: boolean;
  /** Read the client address from `X-Forwarded-For` (`TRUST_PROXY=1`), when a proxy sets it. */
  trustProxy: boolean;
  /** An SMTP URL (`SMTP_URL`): mail goes out through nodemailer as well as into the outbox. */
  smtpUrl?: string;
  /** Sender address of the mails (`MAIL_FROM`). @default 'Multisalle <no-reply@multisalle.fr>' */
  mailFrom: string;
  /** The brand named in mails and SMS. @default 'Multisalle' */
  brand: string;
}

/** The cut-off used when `TOKEN_CUTOFF` is not set (spec 1 section 4: mid-2024). */
export const DEFAULT_TOKEN_CUTOFF = '2024-06-30T00:00:00Z';

/**
 * Reads the accounts settings from the environment, with the given values winning.
 *
 * @example
 * ```ts
 * const config = accountsConfigFromEnv({ isProduction: false, siteUrl: 'http://localhost:8105' });
 * ```
 */
export function accountsConfigFromEnv(
  overrides: Partial<AccountsConfig> = {},
  env: NodeJS.ProcessEnv = process.env,
): AccountsConfig {
  const cutoff = new Date(overrides.tokenCutoff ?? env.TOKEN_CUTOFF ?? DEFAULT_TOKEN_CUTOFF);
  if (Number.isNaN(cutoff.getTime())) throw new Error('TOKEN_CUTOFF must be an ISO 8601 date.');
  const siteUrl = (
    overrides.siteUrl ??
    env.PUBLIC_SITE_URL ??
    `http://localhost:${env.PORT || 8080}`
  ).replace(/\/+$/, '');
  if (!/^https?:\/\//.test(siteUrl)) throw new Error('PUBLIC_SITE_URL must be an http(s) URL.');
  const isProduction = overrides.isProduction ?? env.NODE_ENV === 'production';
  const isSiteUrlSet = overrides.siteUrl !== undefined || Boolean(env.PUBLIC_SITE_URL);
  const config: AccountsConfig = {
    jwtSecret: overrides.jwtSecret ?? (env.JWT_SECRET || undefined),
    siteUrl,
    followsRequestHost: overrides.followsRequestHost ?? (!isSiteUrlSet && !isProduction),
    tokenCutoff: cutoff,
    isProduction,
    trustProxy: overrides.trustProxy ?? env.TRUST_PROXY === '1',
    smtpUrl: overrides.smtpUrl ?? (env.SMTP_URL || undefined),
    mailFrom: overrides.mailFrom ?? env.MAIL_FROM ?? 'Multisalle <no-reply@multisalle.fr>',
    brand: overrides.brand ?? 'Multisalle',
  };
  if (config.isProduction && !config.jwtSecret) {
    throw new Error('JWT_SECRET is required in production (at least 32 characters).');
  }
  if (config.jwtSecret && config.jwtSecret.length < 32) {
    throw new Error('JWT_SECRET must be at least 32 characters long.');
  }
  return config;
}

const JWT_SECRET_SETTING = 'jwt_secret';

/**
 * The HS256 key: `JWT_SECRET`, or outside production a secret generated once and kept in the `settings`
 * table, so restarts and every process on the same database accept the same sessions.
 */
export async function loadSigningKey(db: Database, config: AccountsConfig): Promise<Uint8Array> {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret);
  await db
    .insert(settings)
    .values({ key: JWT_SECRET_SETTING, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, JWT_SECRET_SETTING));
  if (!row) throw new Error('The generated JWT secret could not be read back.');
  return new TextEncoder().encode(row.value);
}
