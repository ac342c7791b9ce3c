import type { MiddlewareHandler } from 'hono';
import { type Clock, systemClock } from '../clock/index.ts';
import type { Database } from '../db/client.ts';
import type { FaultHook } from '../fault-points.ts';
import { type AccountsConfig, loadSigningKey } from './config.ts';
import { createMailer, type Mailer } from './outbox.ts';
import { type AuthEnv, requireAuth } from './require-auth.ts';
import { type ApiBase, issueSessionToken, type SessionTokenOptions } from './session-tokens.ts';

export { type AccountsConfig, accountsConfigFromEnv } from './config.ts';
export { type AuthEnv, ensureOwnUser, requireAuth, sessionExpiredError } from './require-auth.ts';
export type { ApiBase, Caller } from './session-tokens.ts';

/** The accounts services one app shares between its routes (and the cart, invitation and payment routes). */
export interface Accounts {
  db: Database;
  config: AccountsConfig;
  /** The server's clock, which every rule that depends on the time reads (the app's `clock`). */
  clock: Clock;
  /** The app's `faultPoint`: awaited at the fault points of the writes the routes run; none in production. */
  faultPoint?: FaultHook;
  mailer: Mailer;
  tokens: SessionTokenOptions;
  /** Middleware of a secure route on a base; `c.get('caller')` is then set. */
  requireAuth: (base: ApiBase) => MiddlewareHandler<AuthEnv>;
  /** Issues a session token of a base for an account. */
  issueToken: (subject: { userId: number; contactId: number }, base: ApiBase) => Promise<string>;
}

/**
 * Builds the accounts services of an app.
 *
 * @example
 * ```ts
 * const accounts = createAccounts(db, accountsConfigFromEnv(), clock);
 * router.use('/user/*', accounts.requireAuth('v2'));
 * ```
 */
export function createAccounts(
  db: Database,
  config: AccountsConfig,
  clock: Clock = systemClock,
  faultPoint?: FaultHook,
): Accounts {
  let key: Promise<Uint8Array> | undefined;
  const signingKey = () => {
    key ??= loadSigningKey(db, config).catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  };
  const tokens: SessionTokenOptions = { db, signingKey, tokenCutoff: config.tokenCutoff, clock };
  return {
    db,
    config,
    clock,
    faultPoint,
    mailer: createMailer(db, config, clock),
    tokens,
    requireAuth: (base) => requireAuth(base, tokens),
    issueToken: (subject, base) => issueSessionToken(tokens, subject, base),
  };
}
