import {
  getConfig,
  NETWORK_ERROR_MESSAGE,
  productNames,
  SERVICE_UNAVAILABLE_MESSAGE,
  TIMEOUT_ERROR_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
} from '@multisalle/core';
import { createFetch, type FetchResponse } from 'ofetch';

/*
 * The console's session, apart from the player's: the staff token lives in sessionStorage under a key of
 * its own (the console runs at a desk; closing the tab signs out), and the calls to `/api/gestion` go
 * through their own client. Core's `apiRequest` would attach the player's token and, on a 401, sign the
 * player out; this one sends the staff token and, on a 401 of a signed-in call, ends the staff session.
 */

/**
 * Where the staff token is kept: `multisalle-gestion` (the product word first, like every key of ours).
 *
 * @example staffTokenKey() // 'multisalle-gestion'
 */
export const staffTokenKey = (): string => `${productNames().productKey}-gestion`;

function sessionStore(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Sandboxed frames and some privacy modes refuse the storage itself.
    return null;
  }
}

/** The signed-in staff member's token, `null` when no one is signed in on this tab. */
export function readStaffToken(): string | null {
  try {
    const token = sessionStore()?.getItem(staffTokenKey());
    return token && token.trim() !== '' ? token : null;
  } catch {
    return null;
  }
}

/** How a staff session ended: « Se déconnecter », or the server's 401 and its French words. */
export type SessionEnd = { reason: 'signed-out' } | { reason: 'expired'; message: string };

type SessionListener = (end: SessionEnd) => void;
const listeners = new Set<SessionListener>();

/** Keeps the token of a sign-in or an activation. */
export function saveStaffToken(token: string): void {
  try {
    sessionStore()?.setItem(staffTokenKey(), token);
  } catch {
    // A storage that refuses: the console works until the page is left.
  }
}

/** Forgets the token and tells the console's pages, which return to the sign-in. */
export function endStaffSession(end: SessionEnd): void {
  try {
    sessionStore()?.removeItem(staffTokenKey());
  } catch {
    // nothing kept, nothing to remove
  }
  for (const listener of [...listeners]) listener(end);
}

/**
 * Calls `listener` when the staff session ends (a 401, or « Se déconnecter »); returns the unsubscribe.
 *
 * @example useEffect(() => onStaffSessionEnd(() => navigate('/gestion/connexion')), [navigate]);
 */
export function onStaffSessionEnd(listener: SessionListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A refused or failed console call, with the server's French words (or ours) as its message. */
export class StaffApiError extends Error {
  constructor(
    /** The HTTP status; 0 when no answer came. */
    readonly status: number,
    message: string,
    /** The fields the server found invalid (422), by their wire name: `{ motDePasse: '…' }`. */
    readonly fieldErrors: Record<string, string> = {},
    /** The refusal's body as it came (a 409's `idReservations`). */
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'StaffApiError';
  }
}

/** The server's French words in an error body (`description`, or `szErreur` on a 409). */
function serverText(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const wire = body as Record<string, unknown>;
  for (const field of ['description', 'szErreur']) {
    const value = wire[field];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}

/** The 422 `violations` by field: `[{ propertyPath: 'email', message }]` to `{ email: message }`. */
function violationsOf(body: unknown): Record<string, string> {
  const list = (body as { violations?: unknown } | null)?.violations;
  if (!Array.isArray(list)) return {};
  const found: Record<string, string> = {};
  for (const item of list as { propertyPath?: unknown; message?: unknown }[]) {
    if (typeof item.propertyPath === 'string' && typeof item.message === 'string') {
      found[item.propertyPath] ??= item.message;
    }
  }
  return found;
}

/** The console's API base, beside the configured v2 one: `/api/v2` gives `/api/gestion`. */
export const staffApiBase = (): string => getConfig().apiBase.replace(/\/v2\/?$/, '/gestion');

/** Options of {@link staffCall}. */
export interface StaffCallOptions {
  /** @default 'GET' */
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | undefined>;
  /** JSON, or a multipart form (a photo) sent as it is. */
  body?: Record<string, unknown> | FormData;
  signal?: AbortSignal;
  /** A call made before the sign-in (connexion, activation): no token, and a 401 is only a refusal. */
  isPublic?: boolean;
  /** `'v2'`: the public booking API (`/api/v2`, no token) rather than `/api/gestion`. @default 'gestion' */
  api?: 'gestion' | 'v2';
}

/**
 * One call to `/api/gestion`: JSON in and out, the staff token as bearer, French errors as
 * {@link StaffApiError}. A 401 on a signed-in call ends the session (the pages go back to the sign-in).
 *
 * @example const me = await staffCall<WireMe>('/moi');
 */
export async function staffCall<T>(path: string, options: StaffCallOptions = {}): Promise<T> {
  const config = getConfig();
  const isPublic = options.isPublic === true || options.api === 'v2';
  const token = isPublic ? null : readStaffToken();
  const fetcher = createFetch(config.fetch ? { fetch: config.fetch } : {});
  const controller = new AbortController();
  const onAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onAbort, { once: true });
  let isTimedOut = false;
  const timer = setTimeout(() => {
    isTimedOut = true;
    controller.abort();
  }, config.requestTimeoutMs);
  let response: FetchResponse<unknown>;
  try {
    response = await fetcher.raw(path, {
      baseURL: options.api === 'v2' ? config.apiBase : staffApiBase(),
      method: options.method ?? 'GET',
      query: options.query
        ? Object.fromEntries(Object.entries(options.query).filter(([, value]) => value !== undefined))
        : undefined,
      body: options.body,
      headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      signal: controller.signal,
      retry: 0,
      ignoreResponseError: true,
    });
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason ?? error;
    throw new StaffApiError(0, isTimedOut ? TIMEOUT_ERROR_MESSAGE : NETWORK_ERROR_MESSAGE);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
  const body = response._data === '' ? undefined : response._data;
  if (response.ok) return body as T;
  const fallback = response.status >= 502 ? SERVICE_UNAVAILABLE_MESSAGE : UNKNOWN_ERROR_MESSAGE;
  const error = new StaffApiError(response.status, serverText(body) ?? fallback, violationsOf(body), body);
  if (response.status === 401 && !isPublic) endStaffSession({ reason: 'expired', message: error.message });
  throw error;
}

/** Any failure of a console call as a {@link StaffApiError} (status 0: not the server's answer). */
export const asStaffError = (caught: unknown): StaffApiError =>
  caught instanceof StaffApiError ? caught : new StaffApiError(0, String(caught));
