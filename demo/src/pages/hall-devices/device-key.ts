import { productNames, readStored, removeStored, writeStored } from '@multisalle/core';

/**
 * Where a hall device page keeps its key: `multisalle-appareil:<hall key>` (the product word first, like
 * every storage key of ours), so one browser may serve as the device of two halls.
 *
 * @example deviceKeyStorageKey('padel-park') // 'multisalle-appareil:padel-park'
 */
export function deviceKeyStorageKey(hallKey: string): string {
  return `${productNames().productKey}-appareil:${hallKey}`;
}

/** The key this device was given for the hall, `null` before the form has saved one. */
export function readDeviceKey(hallKey: string): string | null {
  const key = readStored(deviceKeyStorageKey(hallKey));
  return key && key.trim() !== '' ? key : null;
}

/** Keeps the key for the next visits (a kiosk restarts its browser every night). */
export function saveDeviceKey(hallKey: string, key: string): void {
  writeStored(deviceKeyStorageKey(hallKey), key);
}

/** Forgets the key: the server refused it, or the staff wants to type another. */
export function forgetDeviceKey(hallKey: string): void {
  removeStored(deviceKeyStorageKey(hallKey));
}
