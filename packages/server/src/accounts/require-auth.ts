import type { MiddlewareHandler } from 'hono';
import { Refusal } from '../domain-errors/index.ts';
import { accountMessages } from './messages.ts';
import { type ApiBase, type Caller, type SessionTokenOptions, verifySessionToken } from './session-tokens.ts';

/** Hono environment of a secure route: `c.get('caller')` is the authenticated player. */
export interface AuthEnv {
  Variables: { caller: Caller };
}

/** The 401 of every missing, invalid, expired or revoked token. */
export function sessionExpiredError(): Refusal {
  return new Refusal('unauthenticated', accountMessages.sessionExpired);
}

/**
 * Middleware of a secure route: reads `Authorization: Bearer <token>`, accepts only a valid token of this
 * base and sets the caller in the context; answers 401 otherwise.
 *
 * @example
 * ```ts
 * const route = createRoute({ method: 'get', path: '/users/{id}', middleware: [requireAuth('v2', tokens)] as const, ... });
 * router.openapi(route, (c) => { const { userId } = c.get('caller'); ... });
 * ```
 */
export function requireAuth(base: ApiBase, tokens: SessionTokenOptions): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
    const token = match?.[1];
    if (!token) throw sessionExpiredError();
    const caller = await verifySessionToken(tokens, token, base);
    if (!caller) throw sessionExpiredError();
    c.set('caller', caller);
    await next();
  };
}

/**
 * Refuses (403) an id that is not the caller's own user id: never trust a client id.
 *
 * @example ensureOwnUser(c.get('caller'), c.req.valid('param').id)
 */
export function ensureOwnUser(caller: Caller, userId: number): void {
  if (caller.userId !== userId) throw new Refusal('forbidden', accountMessages.forbidden);
}
