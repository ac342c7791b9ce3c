import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Logger } from './logger.ts';
import type { RequestIdVariables } from './request-id.ts';

/** Paths a load balancer or an orchestrator polls every few seconds: logged at debug level only. */
const PROBE_PATHS = new Set(['/healthz', '/readyz']);

/**
 * One log line a request, after its answer: id, method, route template, status and duration. The route is
 * the template (`/api/v2/reservation/:id`), never the path: a path carries ids and invitation tokens, and
 * neither the query string, the headers nor the body are written.
 *
 * @example app.use(requestLog(log));
 */
export function requestLog(log: Logger): MiddlewareHandler<{ Variables: RequestIdVariables }> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const line = {
      requestId: c.get('requestId'),
      method: c.req.method,
      // After next(), the route index is the handler's that answered.
      route: routePath(c),
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    };
    if (PROBE_PATHS.has(c.req.path)) log.debug(line, 'requête');
    else if (c.res.status >= 500) log.error(line, 'requête');
    else log.info(line, 'requête');
  };
}
