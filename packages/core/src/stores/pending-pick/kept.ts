import { readStored, removeStored, storageKeys, writeStored } from '../../storage';
import { validPick } from './params';
import type { KeptPick, PendingPick } from './types';

/**
 * How long a pick waits for the sign-in: as long as the activation link of a new account (7 days), so it
 * survives sign-up, activation mail and sign-in on the same device. The server refuses a slot gone by.
 */
export const PICK_LIFETIME_MS = 7 * 24 * 3600 * 1000;

/**
 * Keeps a pick in storage (`choixEnAttente`) until the sign-in; a newer pick replaces it.
 *
 * @example keepPendingPick(readPickParams(location.search))
 */
export function keepPendingPick(pick: PendingPick, now: Date = new Date()): void {
  const kept: KeptPick = { ...pick, keptAtMs: now.getTime() };
  writeStored(storageKeys.pendingPick, JSON.stringify(kept));
}

/**
 * The waiting pick, `null` when none, unreadable, invalid or older than {@link PICK_LIFETIME_MS} (such a
 * value is removed).
 *
 * @example readPendingPick()?.hallKey // 'padel-park'
 */
export function readPendingPick(now: Date = new Date()): PendingPick | null {
  const raw = readStored(storageKeys.pendingPick);
  if (raw === null) return null;
  let pick: PendingPick | null = null;
  let keptAtMs = Number.NaN;
  try {
    const parsed = JSON.parse(raw) as Partial<KeptPick> | null;
    pick =
      parsed && typeof parsed === 'object' ? validPick(parsed as Record<keyof PendingPick, unknown>) : null;
    keptAtMs = Number(parsed?.keptAtMs);
  } catch {
    pick = null;
  }
  const age = now.getTime() - keptAtMs;
  if (!pick || !(age >= 0 && age <= PICK_LIFETIME_MS)) {
    removeStored(storageKeys.pendingPick);
    return null;
  }
  return pick;
}

/** Forgets the waiting pick. @example forgetPendingPick() */
export function forgetPendingPick(): void {
  removeStored(storageKeys.pendingPick);
}
