import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/** What {@link apiCors} allows. */
export interface ApiCorsOptions {
  /**
   * Origins allowed to make any call, secure ones included (bearer token, POST...).
   * @default the comma list in `CORS_ALLOWED_ORIGINS`, else none
   */
  allowedOrigins?: string[];
}

/** `CORS_ALLOWED_ORIGINS=https://a.fr,https://b.fr` as a list. @example originsFromEnv('https://a.fr, https://b.fr') */
export function originsFromEnv(value = process.env.CORS_ALLOWED_ORIGINS ?? ''): string[] {
  return value
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
}

/**
 * CORS for `/api/*`. Any partner page may make the public calls (GET without a bearer token, the
 * planning's hall and slot calls): `Access-Control-Allow-Origin: *`, no credentials. The origins in
 * `allowedOrigins` may make every call, with `Authorization`. Others get no CORS header.
 *
 * @example app.use('/api/*', apiCors({ allowedOrigins: ['https://partenaire.fr'] }));
 */
export function apiCors({ allowedOrigins = originsFromEnv() }: ApiCorsOptions = {}): MiddlewareHandler {
  const publicCors = cors({
    origin: '*',
    allowMethods: ['GET', 'HEAD'],
    allowHeaders: ['Accept', 'Content-Type'],
  });
  const trustedCors = cors({
    origin: (origin) => (allowedOrigins.includes(origin) ? origin : null),
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // Idempotency-Key: a partner's cart validation and debits are retried safely, as on our own site.
    allowHeaders: ['Accept', 'Authorization', 'Content-Type', 'Idempotency-Key'],
    maxAge: 600,
  });
  return (c, next) => {
    const origin = c.req.header('origin');
    if (!origin) return next();
    if (allowedOrigins.includes(origin)) return trustedCors(c, next);
    const isPreflight = c.req.method === 'OPTIONS';
    const method = isPreflight ? (c.req.header('access-control-request-method') ?? '') : c.req.method;
    const wantsToken = isPreflight
      ? /authorization/i.test(c.req.header('access-control-request-headers') ?? '')
      : c.req.header('authorization') !== undefined;
    if ((method === 'GET' || method === 'HEAD') && !wantsToken) return publicCors(c, next);
    return next();
  };
}
