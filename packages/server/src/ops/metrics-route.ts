import { timingSafeEqual } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, Env, Hono } from 'hono';
import type { Metrics } from './metrics.ts';

/** Options of {@link mountMetrics}. */
export interface MetricsRouteOptions {
  /**
   * The bearer token a scraper sends (`Authorization: Bearer <token>`). Without one, only a direct caller
   * on the loopback interface is answered.
   * @default process.env.METRICS_TOKEN
   */
  token?: string;
}

const messages = {
  unauthorized: 'Jeton des métriques absent ou invalide.',
  forbidden:
    "Les métriques ne répondent qu'en local (127.0.0.1, ::1, sans proxy) tant que METRICS_TOKEN n'est pas défini.",
} as const;

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function isLoopback(address: string | undefined): boolean {
  return (
    address === '::1' || address?.startsWith('127.') === true || address?.startsWith('::ffff:127.') === true
  );
}

/** The socket's own address; none under `app.request()` (no socket), which then counts as remote. */
function remoteAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * `GET /metrics` in Prometheus text format. With `METRICS_TOKEN` set it needs `Authorization: Bearer` with
 * that token (401 otherwise); unset, it answers callers on the loopback interface only, and never a request
 * that came through a proxy (`X-Forwarded-For`), since a proxy on the same machine would otherwise open it to
 * the world (403).
 *
 * @example mountMetrics(app, metrics, { token: process.env.METRICS_TOKEN });
 */
export function mountMetrics<E extends Env>(
  app: Hono<E>,
  metrics: Metrics,
  { token = process.env.METRICS_TOKEN || undefined }: MetricsRouteOptions = {},
): void {
  app.get('/metrics', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (token) {
      const given = c.req.header('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1] ?? '';
      if (!sameToken(given, token)) {
        c.header('WWW-Authenticate', 'Bearer realm="metrics"');
        return c.json({ description: messages.unauthorized }, 401);
      }
    } else if (!isLoopback(remoteAddress(c)) || c.req.header('x-forwarded-for') !== undefined) {
      return c.json({ description: messages.forbidden }, 403);
    }
    const body = await metrics.registry.metrics();
    return c.body(body, 200, { 'Content-Type': metrics.registry.contentType });
  });
}
