import { createFetch, type FetchResponse } from 'ofetch';
import { type ApiBase, getConfig } from '../config';
import { ApiError } from '../errors/api-error';
import { loadCatalogue } from '../errors/load-catalogue';
import { NETWORK_ERROR_MESSAGE, SESSION_EXPIRED_MESSAGE, TIMEOUT_ERROR_MESSAGE } from '../messages';
import { clearStoredTokens } from '../storage';
import { clearToasts, showToast } from '../toasts';
import { authErrorMessage, bodyHasError, type ServerError, serverError } from './error-message';
import { networkBack } from './network-back';

/** Options of {@link apiRequest}. */
export interface ApiRequestOptions {
  /** @default 'GET' */
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Query parameters; `undefined` values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  /** JSON body (objects are serialised). */
  body?: unknown;
  /** Send `Authorization: Bearer` with the token of the call's base. @default false */
  secure?: boolean;
  /** An authentication call: on 400/401 toast the server's message, not "Session expirée". @default false */
  isAuthCall?: boolean;
  /** Skip the logout on 400/401 (spec 1 section 4: the cancellation call). @default false */
  exemptFromLogout?: boolean;
  /** Show no toast (the call still rejects, and 400/401 still log out). @default false */
  silent?: boolean;
  /** Server codes (`sCodeErreur`) the caller answers itself, on the page: no toast for them. */
  quietCodes?: readonly string[];
  /** Aborts the call; an aborted call rejects with the signal's reason and shows nothing. */
  signal?: AbortSignal;
  /** Overrides the configured request timeout for this call. @default `getConfig().requestTimeoutMs` */
  timeoutMs?: number;
  /**
   * Sent as `Idempotency-Key` (design: writes that money or places depend on): the server answers a
   * retry carrying the same key with the first answer. One key per attempt, see {@link newIdempotencyKey}.
   */
  idempotencyKey?: string;
}

function logout(status: 400 | 401): void {
  try {
    getConfig().onLogout?.(status);
  } finally {
    clearStoredTokens();
  }
}

function fail(error: ServerError, status: number, body: unknown, silent: boolean): never {
  if (!silent) showToast('error', error.message, error.code);
  throw new ApiError(error.message, status, error.code, body);
}

function headersFor(base: ApiBase, options: ApiRequestOptions): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = options.secure === true ? getConfig().getToken(base) : undefined;
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  return headers;
}

/**
 * Calls one of the two API bases and applies the error rules of spec 1 section 8: every failure shows
 * its French toast (unless `silent`) and rejects with an {@link ApiError}; 400/401 log out first (unless
 * `exemptFromLogout`); a 204 or an empty body resolves to `undefined`. A 2xx body carrying `sCodeErreur`
 * or `szErreur` counts as a failure too.
 *
 * @example
 * const halls = await apiRequest<{ multisalleListe: WireHall[] }>('v2', '/multisalle');
 * await apiRequest('v2', `/reservation/annulation/gp/${id}`, { method: 'PUT', secure: true, exemptFromLogout: true });
 * await apiRequest('v2', '/panier/valide', { method: 'POST', secure: true, idempotencyKey: newIdempotencyKey() });
 */
export async function apiRequest<T>(
  base: ApiBase,
  path: string,
  options: ApiRequestOptions = {},
): Promise<T | undefined> {
  const config = getConfig();
  const silent = options.silent === true;
  // A host that keeps its page open offline (the app's webview) has its calls wait for the network, not fail.
  if (config.holdRequestsWhileOffline) await networkBack(options.signal);
  const fetcher = createFetch(config.fetch ? { fetch: config.fetch } : {});
  // One signal for the caller's abort and the timeout (AbortSignal.any is too recent for partner pages).
  const controller = new AbortController();
  const onAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onAbort, { once: true });
  if (options.signal?.aborted) onAbort();
  let isTimedOut = false;
  const timer = setTimeout(() => {
    isTimedOut = true;
    controller.abort();
  }, options.timeoutMs ?? config.requestTimeoutMs);
  let response: FetchResponse<unknown>;
  try {
    response = await fetcher.raw(path, {
      baseURL: base === 'admin' ? config.adminApiBase : config.apiBase,
      method: options.method ?? 'GET',
      query: withoutUndefined(options.query),
      body: options.body as Record<string, unknown> | undefined,
      headers: headersFor(base, options),
      signal: controller.signal,
      retry: 0,
      ignoreResponseError: true,
    });
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason ?? error;
    // Status 0 either way: the answer never came, so an idempotent write may be sent again with its key.
    return fail(
      { message: isTimedOut ? TIMEOUT_ERROR_MESSAGE : NETWORK_ERROR_MESSAGE },
      0,
      undefined,
      silent,
    );
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
  const { status } = response;
  const body = response._data === '' ? undefined : response._data;
  // The French messages of the server codes arrive with the first error that needs them.
  if (bodyHasError(body)) await loadCatalogue().catch(() => undefined);
  if (status === 400 || status === 401) {
    if (!options.exemptFromLogout) {
      logout(status);
      if (!silent) clearToasts();
      const error: ServerError = options.isAuthCall
        ? authErrorMessage(status, body)
        : { ...serverError(status, body), message: SESSION_EXPIRED_MESSAGE };
      return fail(error, status, body, silent);
    }
    return fail(serverError(status, body), status, body, silent);
  }
  if (!response.ok || bodyHasError(body)) {
    const error = serverError(status, body);
    return fail(error, status, body, silent || !!options.quietCodes?.includes(error.code as string));
  }
  return body as T | undefined;
}

function withoutUndefined(
  query: ApiRequestOptions['query'],
): Record<string, string | number | boolean> | undefined {
  if (!query) return undefined;
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as Record<
    string,
    string | number | boolean
  >;
}

export { newIdempotencyKey, withIdempotentRetry } from './idempotency-key';
