import { getConfig, productNames, tokenStorageKeys } from '../config';
import { tokenUser } from '../session/token';
import type { Hall } from '../stores/halls/types';
import { forgetOfflineCopies } from './offline-vault';

/**
 * The browser storage keys of the spec (spec 1 section 3, spec 2 section 2). Keys built from the product
 * word (`chosenHallId`, `blacklist`) follow the configured `productKey`.
 *
 * @example storageKeys.chosenHallId // 'idMultisalle'
 */
export const storageKeys = {
  /** The v2 auth token. */
  token: tokenStorageKeys.v2,
  /** The admin login's `szToken`. */
  adminToken: tokenStorageKeys.admin,
  /** The last visited route. */
  lastRoute: 'lastRoute',
  /** The cart. */
  cart: 'cart',
  /** Cookie choice: `'true'` when accepted, `'false'` when declined. */
  gtagEnabled: 'gtagEnabled',
  /** Cookie choice: `'0'` accepted, `'1'` declined (spec 1 section 9). */
  cookieValue: 'cookie_value',
  /** Ours: when the cookie choice was made (ISO date), so that it lasts {@link COOKIE_CHOICE_MONTHS} months. */
  cookieChoiceDate: 'cookie_date',
  /**
   * A slot picked on a partner's page by a visitor who was not signed in, waiting for the sign-in
   * (JSON: hall key, sport, slot, court, the partner page's address, when it was kept). Removed once
   * the slot is put in the cart, or after 7 days.
   */
  pendingPick: 'choixEnAttente',
  /** The chosen hall's skip-payment flag (`ignorerEtapePaiement`). */
  skipPaymentStep: 'ignorerEtapePaiement',
  /** The chosen hall's id, e.g. `idMultisalle`. */
  get chosenHallId(): string {
    return productNames().idField;
  },
  /** The hall blacklist, e.g. `multisalleListeNoire`. */
  get blacklist(): string {
    return productNames().blacklistKey;
  },
};

/** Reads a key, `null` when absent or when the storage refuses (privacy modes). */
export function readStored(key: string): string | null {
  try {
    return getConfig().storage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes a key; a storage that refuses is ignored (the page keeps working). */
export function writeStored(key: string, value: string): void {
  try {
    getConfig().storage.setItem(key, value);
  } catch {
    // full or disabled storage: nothing to do
  }
}

/** Removes a key; a storage that refuses is ignored. */
export function removeStored(key: string): void {
  try {
    getConfig().storage.removeItem(key);
  } catch {
    // disabled storage: nothing to do
  }
}

/**
 * Removes both stored tokens (v2 and admin), as logout does, and the player's offline copy with them
 *: every way a session ends (logout, a 400/401, an expired token at start) comes through here,
 * so nothing of the player stays on the device once they are signed out.
 */
export function clearStoredTokens(): void {
  const token = readStored(storageKeys.token);
  const user = token ? tokenUser(token) : null;
  removeStored(storageKeys.token);
  removeStored(storageKeys.adminToken);
  void forgetOfflineCopies({ known: user ? [user.userId] : [] });
}

/**
 * The hall ids of the local blacklist: a JSON array of `{ id_multisalle }` entries (spec 2 section 2).
 * A missing, unreadable or malformed value counts as empty.
 *
 * @example readBlacklist() // [3, 7]
 */
export function readBlacklist(): number[] {
  const { blacklistKey, blacklistEntryField } = productNames();
  try {
    const parsed: unknown = JSON.parse(readStored(blacklistKey) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((entry: unknown) => {
      const id = Number((entry as Record<string, unknown> | null)?.[blacklistEntryField]);
      return Number.isInteger(id) ? [id] : [];
    });
  } catch {
    return [];
  }
}

/** The visitor's cookie choice. */
export type CookieChoice = 'accepted' | 'declined';

/**
 * How long a cookie choice lasts, a refusal as long as an acceptance: six months, as the CNIL recommends
 * (a refusal must be as lasting as a consent). The spec asked again after every refusal.
 */
export const COOKIE_CHOICE_MONTHS = 6;

/** Whether a choice made at `madeAt` (ISO date) still holds at `now`. */
function isChoiceCurrent(madeAt: string, now: Date): boolean {
  const made = new Date(madeAt);
  if (Number.isNaN(made.getTime()) || made.getTime() > now.getTime()) return false;
  const expires = new Date(made);
  expires.setMonth(expires.getMonth() + COOKIE_CHOICE_MONTHS);
  return now.getTime() < expires.getTime();
}

/**
 * The cookie choice that still holds (`cookie_value`: `'0'` accepted, `'1'` declined), `null` when none or
 * older than {@link COOKIE_CHOICE_MONTHS} months. A choice stored before its date was kept is dated now,
 * so it lasts six months from the first visit that reads it.
 *
 * @example readCookieChoice() // 'accepted'
 */
export function readCookieChoice(now: Date = new Date()): CookieChoice | null {
  const value = readStored(storageKeys.cookieValue);
  const choice = value === '0' ? 'accepted' : value === '1' ? 'declined' : null;
  if (choice === null) return null;
  const madeAt = readStored(storageKeys.cookieChoiceDate);
  if (madeAt === null) {
    writeStored(storageKeys.cookieChoiceDate, now.toISOString());
    return choice;
  }
  return isChoiceCurrent(madeAt, now) ? choice : null;
}

/**
 * Stores the cookie choice: `cookie_value` `'0'`/`'1'`, `gtagEnabled` `'true'`/`'false'` and the date
 * (`cookie_date`) from which it lasts six months.
 *
 * @example storeCookieChoice('declined')
 */
export function storeCookieChoice(choice: CookieChoice, now: Date = new Date()): void {
  writeStored(storageKeys.cookieValue, choice === 'accepted' ? '0' : '1');
  writeStored(storageKeys.gtagEnabled, choice === 'accepted' ? 'true' : 'false');
  writeStored(storageKeys.cookieChoiceDate, now.toISOString());
}

/**
 * Whether the cookie banner shows: when no choice holds. Deliberately beyond the spec (which shows it again
 * while the stored value is 1, declined): a refusal, like an acceptance, holds for six months (CNIL).
 * The mobile-app webview check belongs to the host page.
 *
 * @example shouldShowCookieBanner() // false after 'Tout refuser' this month
 */
export function shouldShowCookieBanner(now: Date = new Date()): boolean {
  return readCookieChoice(now) === null;
}

/**
 * Stores the hall id and its skip-payment flag, done before the hall page opens (spec 2 section 2).
 *
 * @example storeChosenHall(hall); navigate(`/multisalle/${hall.key}`);
 */
export function storeChosenHall(hall: Pick<Hall, 'id' | 'skipPaymentStep'>): void {
  writeStored(storageKeys.chosenHallId, String(hall.id));
  writeStored(storageKeys.skipPaymentStep, String(hall.skipPaymentStep));
}

/**
 * The hall stored by {@link storeChosenHall}, `null` when none or unreadable.
 *
 * @example readChosenHall() // { id: 2, skipPaymentStep: false }
 */
export function readChosenHall(): { id: number; skipPaymentStep: boolean } | null {
  const id = Number.parseInt(readStored(storageKeys.chosenHallId) ?? '', 10);
  if (!Number.isInteger(id)) return null;
  const flag = readStored(storageKeys.skipPaymentStep);
  return { id, skipPaymentStep: flag === 'true' || flag === '1' };
}
