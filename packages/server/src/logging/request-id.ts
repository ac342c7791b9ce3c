import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

/** The header that carries a request's id, in and out. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

// A proxy's id is kept only if it is short and plain: it goes into log lines and an answer header.
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** What {@link requestId} puts on the context (`c.get('requestId')`). */
export interface RequestIdVariables {
  requestId: string;
}

/**
 * Gives every request an id, answered in `X-Request-Id` and written in its log line and in a 5xx answer's
 * body, so a player's report (« erreur … identifiant de la requête ») leads to the line. Behind a trusted
 * proxy (`TRUST_PROXY=1`) the proxy's own `X-Request-Id` is kept, so its access log and ours share it;
 * otherwise a caller's header is ignored (anyone could reuse an id to muddle the logs).
 *
 * @example app.use(requestId({ trustProxy: accounts.config.trustProxy }));
 */
export function requestId({ trustProxy }: { trustProxy: boolean }): MiddlewareHandler<{
  Variables: RequestIdVariables;
}> {
  return async (c, next) => {
    const given = trustProxy ? c.req.header(REQUEST_ID_HEADER) : undefined;
    const id = given && ACCEPTED_ID.test(given) ? given : randomUUID();
    c.set('requestId', id);
    c.header(REQUEST_ID_HEADER, id);
    await next();
  };
}
