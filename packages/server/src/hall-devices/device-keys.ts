// A device's key: 256 random bits, shown once, kept as its SHA-256 only. A fast hash is enough for a key
// that nobody chose (no dictionary to try, 2^256 to search), and it lets one indexed look-up find the device.
import { createHash, randomBytes } from 'node:crypto';
import { deviceScopes } from '../db/schema.ts';

/** What a device may do: `entree`, `ecran`, `tablette`, `programme`. */
export type DeviceScope = (typeof deviceScopes)[number];

/** Every scope, in the order the wire lists them: what a development key has. */
export const ALL_SCOPES: readonly DeviceScope[] = deviceScopes;

/** Whether a word is a device scope. @example isDeviceScope('entree') // true */
export function isDeviceScope(word: string): word is DeviceScope {
  return (deviceScopes as readonly string[]).includes(word);
}

/** The longest key we read from a request: ours are 52 characters; anything much longer is not one. */
export const MAX_DEVICE_KEY_LENGTH = 200;

/**
 * A new random device key.
 *
 * @example newDeviceKey() // 'appareil-' followed by 43 base64url characters
 */
export function newDeviceKey(): string {
  return `appareil-${randomBytes(32).toString('base64url')}`;
}

/** SHA-256 of a key, in hex: the only form the database keeps. */
export function hashDeviceKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/**
 * The development key of a hall: derived from its `cle`, so the browser tests and a developer can compute
 * it (the tablets' key of before, unchanged). Only written to the database outside production.
 *
 * @example devHallKey('padel-park') // 'dev-padel-park-…' (32 hex characters after the prefix)
 */
export function devHallKey(hallKey: string): string {
  const digest = createHash('sha256').update(`multisalle-tablette:${hallKey}`, 'utf8').digest('hex');
  return `dev-${hallKey}-${digest.slice(0, 32)}`;
}
