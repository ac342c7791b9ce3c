import type { MiddlewareHandler } from 'hono';
import type { Database } from '../db/client.ts';
import { Refusal } from '../domain-errors/index.ts';
import { type DeviceScope, MAX_DEVICE_KEY_LENGTH } from './device-keys.ts';
import { type ActiveDevice, deviceOfKey } from './device-repository.ts';
import { deviceMessages } from './messages.ts';

/** Hono environment of a device's route: the device its key belongs to. */
export interface DeviceEnv {
  Variables: { device: ActiveDevice };
}

/** The key of `Authorization: Bearer <key>`, or `undefined`. */
export function bearerKey(authorization: string | undefined): string | undefined {
  const match = /^Bearer +(\S+)\s*$/i.exec(authorization ?? '');
  const key = match?.[1];
  return key && key.length <= MAX_DEVICE_KEY_LENGTH ? key : undefined;
}

/** What {@link requireDevice} checks. */
export interface RequireDeviceOptions {
  /** The scope the route needs, or the scopes any one of which will do (the first names the refusal). */
  scope: DeviceScope | readonly [DeviceScope, ...DeviceScope[]];
  /** The path parameter that holds the hall's id (`idMultisalle`): a key never works for another hall. */
  hallParam: string;
}

/**
 * Middleware of a hall device's route: `Authorization: Bearer <device key>`, a live key (401 otherwise), of
 * the hall named in the path and with the route's scope (403 otherwise). `c.get('device')` is then set.
 * It runs before the body is read, so a caller without a key learns nothing of the schemas.
 *
 * @example middleware: [requireDevice(db, { scope: 'entree', hallParam: 'idMultisalle' })]
 * @example middleware: [requireDevice(db, { scope: ['ecran', 'entree'], hallParam: 'idMultisalle' })]
 */
export function requireDevice(
  db: Database,
  { scope, hallParam }: RequireDeviceOptions,
): MiddlewareHandler<DeviceEnv> {
  return async (c, next) => {
    const device = await deviceOfKey(db, bearerKey(c.req.header('authorization')));
    if (!device) throw new Refusal('unauthenticated', deviceMessages.badKey);
    if (c.req.param(hallParam) !== String(device.hallId))
      throw new Refusal('forbidden', deviceMessages.otherHall);
    const accepted: readonly DeviceScope[] = typeof scope === 'string' ? [scope] : scope;
    const first = typeof scope === 'string' ? scope : scope[0];
    if (!accepted.some((one) => device.scopes.includes(one)))
      throw new Refusal('forbidden', deviceMessages.missingScope[first]);
    c.set('device', device);
    await next();
  };
}
