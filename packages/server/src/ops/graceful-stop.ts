import type { Server } from 'node:http';
import net from 'node:net';
import type { Lifecycle } from './lifecycle.ts';

/**
 * How long a stop waits for requests in flight before it closes their connections, in ms.
 * @default 10000 (STOP_TIMEOUT_MS)
 */
export const STOP_TIMEOUT_MS = 10_000;

/** Counts the requests a Node server is answering, from their arrival to their answer's end. */
export interface RequestTracker {
  active(): number;
  /** Resolves when no request is in flight (at once if none is). */
  idle(): Promise<void>;
}

/**
 * Follows `server`'s requests at the socket level, streams included, whatever the app does.
 *
 * @example const tracker = trackRequests(server);
 */
export function trackRequests(server: Server): RequestTracker {
  let active = 0;
  let waiters: (() => void)[] = [];
  server.on('request', (_request, response) => {
    active += 1;
    response.once('close', () => {
      active -= 1;
      if (active > 0) return;
      for (const wake of waiters) wake();
      waiters = [];
    });
  });
  return {
    active: () => active,
    idle: () => (active === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve))),
  };
}

/** What {@link stopGracefully} stops, in order. */
export interface GracefulStopOptions {
  server: Server;
  tracker: RequestTracker;
  lifecycle: Lifecycle;
  /** Timers and repeated jobs (settlement, waiting lists, retention): none starts during the drain. */
  stopTimers: () => void;
  /** Ends the live streams with their last event (`arret`), so their clients reconnect elsewhere. */
  endStreams: () => Promise<void>;
  /** Last: closing the database earlier would fail the requests still in flight. */
  closeDatabase: () => Promise<void>;
  /** @default STOP_TIMEOUT_MS */
  deadlineMs?: number;
  /**
   * How long the process keeps accepting after `/readyz` turned 503, in ms: a load balancer that polls it
   * takes the process out of its pool first, so no new connection is refused. Longer than the poll interval
   * times the failures it waits for; 0 with a proxy that retries a refused connection (nginx does).
   * @default 0 (STOP_GRACE_MS)
   */
  graceMs?: number;
  /**
   * How long kept-alive connections with no request in flight stay open once the listener is closed, in ms:
   * a proxy that sends a request on one of them gets its answer (with `Connection: close`) instead of a reset
   * connection, which it would not retry for a POST. Ends sooner once every connection is closed.
   * @default IDLE_LINGER_MS
   */
  idleLingerMs?: number;
}

/**
 * See {@link GracefulStopOptions.idleLingerMs}: nginx measured under load without it: a POST sent on a
 * kept-alive connection the stop had just closed answered 502 (nginx retries only idempotent requests).
 */
export const IDLE_LINGER_MS = 1_000;

/** What the stop did, for its log line. */
export interface StopReport {
  /** Requests in flight when the signal came. */
  inFlightAtStart: number;
  /** Requests cut at the deadline (their connections closed). */
  cut: number;
  drainMs: number;
}

/**
 * The clean stop: `/readyz` turns 503 and answers close their connections, timers stop, after `graceMs` the
 * listener closes
 * (a proxy sends new connections to another process), live streams get `arret` and end, requests in flight
 * finish within `deadlineMs` (then their connections are closed), and the database closes (PGlite writes its
 * files).
 *
 * @example const report = await stopGracefully({ server, tracker, lifecycle, stopTimers, endStreams, closeDatabase });
 */
export async function stopGracefully(options: GracefulStopOptions): Promise<StopReport> {
  const { server, tracker, lifecycle, deadlineMs = STOP_TIMEOUT_MS, graceMs = 0 } = options;
  const started = performance.now();
  const inFlightAtStart = tracker.active();
  lifecycle.isDraining = true;
  options.stopTimers();
  if (graceMs > 0) await new Promise((resolve) => setTimeout(resolve, graceMs));
  // Not server.close(): since Node 19 it also closes every idle kept-alive connection at once, and a request
  // a proxy is sending on one of them at that instant is lost (connection reset). The listener closes; the
  // kept-alive connections are answered with `Connection: close` until they end or the linger is over.
  const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
  await options.endStreams().catch(() => undefined);
  let deadline: NodeJS.Timeout | undefined;
  const lingerEnd = performance.now() + Math.min(options.idleLingerMs ?? IDLE_LINGER_MS, deadlineMs);
  const settled = (async () => {
    await tracker.idle();
    while (performance.now() < lingerEnd && (await openConnections(server)) > 0) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      await tracker.idle();
    }
    return true;
  })();
  const isDrained = await Promise.race([
    settled,
    new Promise<boolean>((resolve) => {
      deadline = setTimeout(() => resolve(false), deadlineMs);
    }),
  ]);
  clearTimeout(deadline);
  const cut = isDrained ? 0 : tracker.active();
  if (isDrained) server.closeIdleConnections();
  else server.closeAllConnections();
  // A socket between two requests at that very moment would otherwise keep close() waiting.
  const straggler = setTimeout(() => server.closeAllConnections(), 1_000);
  await closed;
  clearTimeout(straggler);
  await options.closeDatabase();
  return { inFlightAtStart, cut, drainMs: Math.round(performance.now() - started) };
}

function openConnections(server: Server): Promise<number> {
  return new Promise((resolve) => server.getConnections((error, count) => resolve(error ? 0 : count)));
}
