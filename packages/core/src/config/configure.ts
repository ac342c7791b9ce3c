import { createMemoryStorage, type StorageLike } from './memory-storage';

/** The two API bases of the spec: the v2 API and the legacy admin API. */
export type ApiBase = 'v2' | 'admin';

/** Options of {@link configure}. Every field is optional; unset fields keep their default. */
export interface ConfigureOptions {
  /** Base URL of the v2 API. @default '/api/v2' */
  apiBase?: string;
  /** Base URL of the legacy admin API. @default '/api/admin' */
  adminApiBase?: string;
  /** The product word of routes, wire fields and storage keys. @default 'multisalle' */
  productKey?: string;
  /** The brand shown to people. @default the capitalised `productKey` ('Multisalle') */
  brandName?: string;
  /**
   * The bearer token of a base, for hosts that keep tokens themselves (mobile app, partner login).
   * @default reads storage: `fa-token` for the admin base, `token` for the v2 base
   */
  getToken?: (base: ApiBase) => string | null | undefined;
  /**
   * Called when a call answers 400 or 401 (spec 1 section 8), before stored tokens are cleared, with that
   * status (the mobile app's pages tell the app which one refused the token).
   */
  onLogout?: (status: 400 | 401) => void;
  /** Where the library keeps its keys. @default `globalThis.localStorage` when present, else memory */
  storage?: StorageLike;
  /** The fetch the HTTP client uses, e.g. a Hono app's `app.request` in tests. @default `globalThis.fetch` */
  fetch?: typeof globalThis.fetch;
  /**
   * How long a call waits for the server's whole answer before it fails with the French timeout message
   * (a hung server would otherwise leave a spinner turning forever).
   * @default 20_000
   */
  requestTimeoutMs?: number;
  /**
   * Calls made while the device is offline wait for the network to come back, then go, instead of failing
   * at once: for a host that says it is offline and keeps its page open (the mobile app's webview), where
   * the player's action (a code checked, a cart validated) is held, not lost. The request's timeout starts
   * when it is sent.
   * @default false
   */
  holdRequestsWhileOffline?: boolean;
  /**
   * Keeps a copy of the signed-in player's coming reservations and their entry QR codes on the device
   * (IndexedDB, one database per player), so MES RÉSERVATIONS shows them offline at the hall's door. For
   * the site on our own origin only: a partner page must not keep our players' data on its origin. The
   * copy is deleted whenever the session ends.
   * @default false
   */
  keepReservationsOffline?: boolean;
}

/** The configuration with every default applied, as {@link getConfig} returns it. */
export interface ResolvedConfig {
  apiBase: string;
  adminApiBase: string;
  productKey: string;
  brandName: string;
  getToken: (base: ApiBase) => string | null | undefined;
  onLogout: ((status: 400 | 401) => void) | undefined;
  storage: StorageLike;
  fetch: typeof globalThis.fetch | undefined;
  requestTimeoutMs: number;
  holdRequestsWhileOffline: boolean;
  keepReservationsOffline: boolean;
}

/** Storage keys of the two tokens: the v2 `token` and the admin login's `szToken` (spec 1 section 3). */
export const tokenStorageKeys = { v2: 'token', admin: 'fa-token' } as const satisfies Record<ApiBase, string>;

let options: ConfigureOptions = {};
const fallbackStorage = createMemoryStorage();

function defaultStorage(): StorageLike {
  try {
    // Reading localStorage throws in sandboxed iframes and some privacy modes.
    const local = (globalThis as { localStorage?: StorageLike }).localStorage;
    if (local) return local;
  } catch {
    // fall through to memory
  }
  return fallbackStorage;
}

/**
 * Sets the library's configuration, once per page. May be called again: new options merge over the
 * ones given before; an option passed as `undefined` goes back to its default.
 *
 * @example
 * configure({ apiBase: 'https://api.example.fr/api/v2', onLogout: () => router.navigate('/signin') });
 */
export function configure(newOptions: ConfigureOptions = {}): void {
  options = { ...options, ...newOptions };
}

/** Forgets every option given to {@link configure} (for tests and hot reloads). */
export function resetConfig(): void {
  options = {};
}

/**
 * The configuration in force, defaults applied.
 *
 * @example getConfig().apiBase // '/api/v2'
 */
export function getConfig(): ResolvedConfig {
  const productKey = options.productKey ?? 'multisalle';
  const storage = options.storage ?? defaultStorage();
  return {
    apiBase: options.apiBase ?? '/api/v2',
    adminApiBase: options.adminApiBase ?? '/api/admin',
    productKey,
    brandName: options.brandName ?? productKey.charAt(0).toUpperCase() + productKey.slice(1),
    getToken: options.getToken ?? ((base) => safeGet(storage, tokenStorageKeys[base])),
    onLogout: options.onLogout,
    storage,
    fetch: options.fetch,
    requestTimeoutMs: options.requestTimeoutMs ?? 20_000,
    holdRequestsWhileOffline: options.holdRequestsWhileOffline ?? false,
    keepReservationsOffline: options.keepReservationsOffline ?? false,
  };
}

function safeGet(storage: StorageLike, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}
