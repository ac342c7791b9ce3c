import { isIP } from 'node:net';

/**
 * Whether a browser that reached this server at `hostname` can only have reached this same machine: an IP
 * literal (`127.0.0.1`, an emulator's `10.0.2.2`, a LAN address, `[::1]`), which no DNS answer stands
 * between, or `localhost`, which browsers keep on the loopback.
 */
function isDirectHost(hostname: string): boolean {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1');
  return isIP(bare) !== 0 || bare === 'localhost';
}

/**
 * The origin the sandbox's card form is loaded from, for a page that reached this server at
 * `requestOrigin` (see `requestOrigin`): the page frames that form, and its CSP (`frame-src 'self'`)
 * only lets it frame its own origin; an emulator (`10.0.2.2`) or a phone on the LAN cannot even reach the
 * configured `localhost`.
 *
 * The request's origin is kept only when the sandbox is served by this same server (it is, whenever this
 * function is called: Lyra's form is on Lyra's hosts) AND the host is an IP literal or `localhost`. A card
 * is typed into this frame, so its address must never be one a third party can choose: a host NAME could
 * be one an attacker's DNS points at this server for a moment (DNS rebinding) and elsewhere the next, or
 * one a shared cache or a permissive proxy forwards as it came. An IP literal leads the browser to exactly
 * the machine that answered. Any other host gets the configured public address (`PUBLIC_SITE_URL`), as
 * do the configured host itself (with the configured scheme, which a TLS-ending proxy may not show us).
 *
 * @param siteUrl - the configured public origin, `http://localhost:8080`
 * @param origin - the origin the request reached this server at, or `null` when it had none usable
 * @example sandboxFormOrigin('https://multisalle.fr', 'http://10.0.2.2:8080') // 'http://10.0.2.2:8080'
 * @example sandboxFormOrigin('https://multisalle.fr', 'http://evil.example') // 'https://multisalle.fr'
 */
export function sandboxFormOrigin(siteUrl: string, origin: string | null | undefined): string {
  if (!origin) return siteUrl;
  const asked = new URL(origin);
  if (asked.host === new URL(siteUrl).host) return siteUrl;
  return isDirectHost(asked.hostname) ? asked.origin : siteUrl;
}
