import { isIP } from 'node:net';
import type { Context } from 'hono';
import { requestOrigin } from '../http/request-origin.ts';
import type { AccountsConfig } from './config.ts';

/**
 * Whether `hostname` can only lead a browser back to the machine that answered: an IP literal (a phone on
 * the LAN, an emulator's `10.0.2.2`, `[::1]`) or `localhost`. A host NAME in a request is never put in a
 * mail: anyone can send one (a reset link pointing at their site would hand them the token).
 */
function isDirectHost(hostname: string): boolean {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1');
  return isIP(bare) !== 0 || bare === 'localhost';
}

/**
 * The origin to put in the links of a mail sent while answering `c`: `PUBLIC_SITE_URL` when it is set
 * (and always in production); otherwise, in development, the address the request came to (`requestOrigin`:
 * its Host, or behind a trusted proxy, `TRUST_PROXY=1`, its `X-Forwarded-Host` and `X-Forwarded-Proto`)
 * when that is an IP address or `localhost`, so that an activation or reset link opened on the same device
 * (a phone on the LAN, Vite's dev server on 5173) lands on the same origin, whose storage holds the
 * player's cart and choices. Without a request (jobs), or for any other host, the configured default.
 *
 * @example
 * ```ts
 * const link = `${linkOrigin(config, c)}/reinitialisation/${token}`;
 * ```
 */
export function linkOrigin(
  config: Pick<AccountsConfig, 'siteUrl' | 'followsRequestHost' | 'trustProxy'>,
  c: Context | undefined,
): string {
  if (!config.followsRequestHost || !c) return config.siteUrl;
  const origin = requestOrigin(c, config.trustProxy);
  return origin && isDirectHost(new URL(origin).hostname) ? origin : config.siteUrl;
}
