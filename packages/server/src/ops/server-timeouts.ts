import type { Server } from 'node:http';

/**
 * How long an idle keep-alive connection stays open, in ms: longer than the idle timeout of the proxy in
 * front (nginx's upstream `keepalive_timeout` and most load balancers: 60 s), so the proxy always closes an
 * idle connection first. Node's 5 s default let the server close a socket the proxy (or a browser) was just
 * reusing, and that request failed with ECONNRESET.
 * @default 65000 (KEEP_ALIVE_TIMEOUT_MS)
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * Sets the keep-alive timeout and, above it as Node requires (or a slow request's headers race the idle
 * close), the headers timeout.
 *
 * @example configureTimeouts(server, Number(process.env.KEEP_ALIVE_TIMEOUT_MS) || undefined);
 */
export function configureTimeouts(server: Server, keepAliveTimeoutMs = KEEP_ALIVE_TIMEOUT_MS): void {
  server.keepAliveTimeout = keepAliveTimeoutMs;
  server.headersTimeout = keepAliveTimeoutMs + 1_000;
}
