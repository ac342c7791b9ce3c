import type { Context } from 'hono';

/** The first value of a header a proxy may have appended to (`a, b`), trimmed; `undefined` when empty. */
const firstValue = (value: string | undefined) => value?.split(',')[0]?.trim() || undefined;

/**
 * The origin the client used to reach this server (`http://10.0.2.2:8080`): the request's own URL, built
 * from its Host header, or behind a trusted proxy (`TRUST_PROXY=1`) the first `X-Forwarded-Proto` and
 * `X-Forwarded-Host` values, which that proxy sets (the nginx example of the README sets Host, which the
 * request's URL already carries; `npm run cluster` sets `X-Forwarded-Host`). Without a trusted proxy those
 * headers are ignored: any client may send them. `null` when the result is not a plain http(s) origin.
 *
 * Whatever comes back was chosen by the client: callers must not put it in an answer as is (see
 * `sandboxFormOrigin`, which only keeps the hosts a browser cannot be led to by someone else).
 *
 * @example requestOrigin(c, accounts.config.trustProxy) // 'http://192.168.1.20:8080'
 */
export function requestOrigin(c: Context, trustProxy: boolean): string | null {
  const url = new URL(c.req.url);
  let protocol = url.protocol.slice(0, -1);
  let host = url.host;
  if (trustProxy) {
    protocol = firstValue(c.req.header('x-forwarded-proto')) ?? protocol;
    host = firstValue(c.req.header('x-forwarded-host')) ?? host;
  }
  if (protocol !== 'http' && protocol !== 'https') return null;
  try {
    const parsed = new URL(`${protocol}://${host}`);
    // A "host" with a path, user, query or fragment in it (`a/b`, `u@h`, `h?x`) is not a host: refuse it.
    const isHostOnly =
      parsed.pathname === '/' && !parsed.username && !parsed.password && !parsed.search && !parsed.hash;
    return isHostOnly && !/[/?#@\\]/.test(host) ? parsed.origin : null;
  } catch {
    return null;
  }
}
