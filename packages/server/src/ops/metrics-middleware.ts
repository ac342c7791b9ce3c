import type { ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Metrics } from './metrics.ts';

/** What @hono/node-server puts on `c.env`; absent under `app.request()` in tests. */
interface NodeBindings {
  outgoing?: ServerResponse;
}

/**
 * Counts and times every request by its route template (`/api/v2/reservation/:id`), never its path: ids and
 * invitation tokens would make one series per value. A server-sent events answer counts as an open stream
 * until its connection closes (only under the Node server, which gives the socket's answer object).
 *
 * @example app.use(recordRequests(metrics));
 */
export function recordRequests(metrics: Metrics): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const outgoing = (c.env as NodeBindings | undefined)?.outgoing;
    metrics.inFlight.inc();
    let isHeldOpen = false;
    try {
      await next();
    } finally {
      const route = routePath(c);
      const status = c.res.status;
      const seconds = (performance.now() - started) / 1000;
      metrics.requests.inc({ method: c.req.method, route, status: String(status) });
      metrics.durations.observe(
        { method: c.req.method, route, status_class: `${Math.floor(status / 100)}xx` },
        seconds,
      );
      const isStream = c.res.headers.get('content-type')?.startsWith('text/event-stream') ?? false;
      if (outgoing && !outgoing.writableFinished) {
        isHeldOpen = true;
        if (isStream) metrics.openStreams.inc({ route });
        outgoing.once('close', () => {
          metrics.inFlight.dec();
          if (isStream) metrics.openStreams.dec({ route });
        });
      }
      if (!isHeldOpen) metrics.inFlight.dec();
    }
  };
}
