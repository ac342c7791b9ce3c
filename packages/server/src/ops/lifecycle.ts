import type { MiddlewareHandler } from 'hono';

/** The process's state as the probes and the answers see it during a stop. */
export interface Lifecycle {
  /** True from the stop signal on: `/readyz` answers 503 and every answer closes its connection. */
  isDraining: boolean;
}

/**
 * A lifecycle that is not draining yet; `main.ts` shares it between the app and the stop.
 *
 * @example const lifecycle = createLifecycle(); createApp({ db, lifecycle });
 */
export function createLifecycle(): Lifecycle {
  return { isDraining: false };
}

/**
 * While the process drains, every answer says `Connection: close`: a client (or a proxy's keep-alive pool)
 * then opens its next request elsewhere instead of reusing a socket this process is about to close, which is
 * how a request got lost to an ECONNRESET.
 *
 * @example app.use(closeConnectionsWhileDraining(lifecycle));
 */
export function closeConnectionsWhileDraining(lifecycle: Lifecycle): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (lifecycle.isDraining) c.res.headers.set('Connection', 'close');
  };
}
