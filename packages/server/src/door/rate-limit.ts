import { doorMotifs } from '@multisalle/core';
import type { MiddlewareHandler } from 'hono';
import { hitRateLimit, type RateLimitRule } from '../accounts/rate-limit.ts';
import type { Clock } from '../clock/index.ts';
import type { Database } from '../db/client.ts';
import { Refusal } from '../domain-errors/index.ts';
import type { DeviceEnv } from '../hall-devices/require-device.ts';

/**
 * 60 calls a minute per device on the door's endpoints: a scan a second, far above a real door's rhythm
 * (a session's four players arrive over minutes), so only a stuck or hostile reader meets it.
 */
export const doorRateLimit: RateLimitRule = { name: 'door-device', limit: 60, windowMs: 60_000 };

/**
 * Counts the call against its device (after `requireDevice`), in the shared `rate_limits` table so every
 * server process counts together, in the windows of the server's clock; over the limit: 429 with
 * `Retry-After` and a French `description`.
 *
 * @example middleware: [requireDevice(db, options), limitDevice(db, clock)]
 */
export function limitDevice(
  db: Database,
  clock: Clock,
  rule: RateLimitRule = doorRateLimit,
): MiddlewareHandler<DeviceEnv> {
  return async (c, next) => {
    const now = clock.now();
    if (await hitRateLimit(db, rule, `device-${c.get('device').id}`, now)) {
      const windowLeftMs = rule.windowMs - (now.getTime() % rule.windowMs);
      c.header('Retry-After', String(Math.ceil(windowLeftMs / 1000)));
      throw new Refusal('too-many-requests', doorMotifs.tooManyRequests);
    }
    await next();
  };
}
