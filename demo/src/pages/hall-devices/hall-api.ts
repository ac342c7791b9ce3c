import {
  getConfig,
  NETWORK_ERROR_MESSAGE,
  SERVICE_UNAVAILABLE_MESSAGE,
  TIMEOUT_ERROR_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
} from '@multisalle/core';
import { type DeviceHall, type HallSession, readHall, readSession } from './hall-wire.ts';
import { hallDeviceMessages } from './messages.ts';
import type { DoorManifest } from './offline-decision.ts';
import type { QueuedEntry } from './offline-queue.ts';

/*
 * The hall device calls of the pages, under `/salle/{idMultisalle}/`. They send the device's
 * key, never a player's token, so they do not go through core's `apiRequest`: it would attach the player's
 * token and, on a 401, log the player out and toast « Session expirée ». They keep core's configuration
 * (API base, `fetch`, timeout) and its French messages.
 */

/** The key was refused: 401 (absent, unknown, revoked) or 403 (another hall's, or without the scope). */
export class DeviceKeyError extends Error {
  constructor(
    readonly status: 401 | 403,
    message: string,
  ) {
    super(message);
    this.name = 'DeviceKeyError';
  }
}

/** The server could not be reached (no network, timeout) or could not answer (5xx): a reader decides alone. */
export class DeviceOfflineError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DeviceOfflineError';
  }
}

/** @example if (isDeviceOfflineError(error)) decideFromManifest(); */
export function isDeviceOfflineError(error: unknown): error is DeviceOfflineError {
  return error instanceof DeviceOfflineError;
}

/** @example if (isDeviceKeyError(error) && error.status === 401) forgetKey(); */
export function isDeviceKeyError(error: unknown): error is DeviceKeyError {
  return error instanceof DeviceKeyError;
}

/** The server's French words in an error body (`description`, `szErreur` or `detail`). */
function serverText(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const wire = body as Record<string, unknown>;
  for (const field of ['description', 'szErreur', 'detail']) {
    const value = wire[field];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}

/** The v2 URL of a hall device path: `/salle/{id}/…` under the configured API base. */
export function deviceUrl(path: string): string {
  return `${getConfig().apiBase}${path}`;
}

interface CallInit {
  method?: 'GET' | 'POST';
  body?: unknown;
  signal?: AbortSignal;
  /** Sent as `If-None-Match`: a 304 answers `{ status: 304 }`. */
  etag?: string | null;
}

/** A device call: JSON in and out, the device key as bearer, French errors. */
async function deviceCall(path: string, key: string, init: CallInit = {}): Promise<unknown> {
  return (await deviceExchange(path, key, init)).body;
}

/** {@link deviceCall} with the answer's status and ETag. */
async function deviceExchange(
  path: string,
  key: string,
  init: CallInit = {},
): Promise<{ status: number; etag: string | null; body: unknown }> {
  const config = getConfig();
  const fetcher = config.fetch ?? globalThis.fetch;
  const controller = new AbortController();
  const onAbort = () => controller.abort(init.signal?.reason);
  init.signal?.addEventListener('abort', onAbort, { once: true });
  let isTimedOut = false;
  const timer = setTimeout(() => {
    isTimedOut = true;
    controller.abort();
  }, config.requestTimeoutMs);
  let response: Response;
  try {
    response = await fetcher(deviceUrl(path), {
      method: init.method ?? 'GET',
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${key}`,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.etag ? { 'if-none-match': init.etag } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: controller.signal,
      cache: 'no-store',
    });
  } catch (error) {
    if (init.signal?.aborted) throw init.signal.reason ?? error;
    throw new DeviceOfflineError(isTimedOut ? TIMEOUT_ERROR_MESSAGE : NETWORK_ERROR_MESSAGE);
  } finally {
    clearTimeout(timer);
    init.signal?.removeEventListener('abort', onAbort);
  }
  const etag = response.headers.get('etag');
  if (response.status === 304) return { status: 304, etag, body: undefined };
  const body: unknown = await response.json().catch(() => undefined);
  if (response.status === 401) {
    throw new DeviceKeyError(401, serverText(body) ?? hallDeviceMessages.keyRefused);
  }
  if (response.status === 403) {
    throw new DeviceKeyError(403, serverText(body) ?? hallDeviceMessages.keyRefused);
  }
  if (!response.ok) {
    if (response.status >= 500) {
      throw new DeviceOfflineError(
        response.status >= 502 ? SERVICE_UNAVAILABLE_MESSAGE : (serverText(body) ?? UNKNOWN_ERROR_MESSAGE),
      );
    }
    throw new Error(serverText(body) ?? UNKNOWN_ERROR_MESSAGE);
  }
  return { status: response.status, etag, body };
}

/** The day's sessions and the hall they are of. */
export interface DaySessions {
  hall: DeviceHall | null;
  sessions: HallSession[];
}

/**
 * `GET /salle/{id}/seances?date=YYYY-MM-DD` (scope `entree` or `ecran`): the day's sessions, not cancelled,
 * with who has arrived.
 *
 * @example const { sessions } = await fetchDaySessions(3, '2026-11-26', key);
 */
export async function fetchDaySessions(
  hallId: number,
  day: string,
  key: string,
  signal?: AbortSignal,
): Promise<DaySessions> {
  const body = await deviceCall(`/salle/${hallId}/seances?date=${encodeURIComponent(day)}`, key, { signal });
  const wire = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const sessions = Array.isArray(wire.seances)
    ? wire.seances.map(readSession).filter((session): session is HallSession => session !== null)
    : [];
  return { hall: readHall(wire.salle), sessions };
}

/** The door's decision on a code. */
export interface EntryDecision {
  isAllowed: boolean;
  /** The door's French motif, said to the person at the door. */
  reason: string;
  pseudonym: string | null;
  session: { startsAt: Date; endsAt: Date; courtName: string; sportName: string } | null;
  /** Decided here from the day's manifest, the server out of reach. */
  isOffline?: boolean;
}

function readDecision(body: unknown): EntryDecision {
  const wire = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const participant = wire.participant as { pseudo?: unknown } | null | undefined;
  const session = wire.seance as Record<string, unknown> | null | undefined;
  const startsAt = typeof session?.debut === 'string' ? new Date(session.debut) : null;
  const endsAt = typeof session?.fin === 'string' ? new Date(session.fin) : null;
  return {
    isAllowed: wire.autorise === true,
    reason: typeof wire.motif === 'string' ? wire.motif : '',
    pseudonym: typeof participant?.pseudo === 'string' ? participant.pseudo : null,
    session:
      startsAt && endsAt
        ? {
            startsAt,
            endsAt,
            courtName: String(session?.terrain ?? ''),
            sportName: String(session?.sport ?? ''),
          }
        : null,
  };
}

/**
 * `POST /salle/{id}/entree` `{ code }` (scope `entree`): the door's decision on a scanned or typed code,
 * recorded by the server.
 *
 * @example const decision = await checkEntryCode(3, 'MS1.P.…', key);
 */
export async function checkEntryCode(hallId: number, code: string, key: string): Promise<EntryDecision> {
  return readDecision(await deviceCall(`/salle/${hallId}/entree`, key, { method: 'POST', body: { code } }));
}

/** The day's manifest and its ETag, or `null` when the one held (its ETag sent) is current. */
export type ManifestAnswer = { manifest: DoorManifest; etag: string | null } | null;

/**
 * `GET /salle/{id}/manifeste?date=` (scope `entree`), with `If-None-Match`: the day's codes as digests, for
 * deciding offline.
 *
 * @example const answer = await fetchManifest(3, '2026-11-26', key, held?.etag);
 */
export async function fetchManifest(
  hallId: number,
  day: string,
  key: string,
  etag?: string | null,
): Promise<ManifestAnswer> {
  const answer = await deviceExchange(`/salle/${hallId}/manifeste?date=${encodeURIComponent(day)}`, key, {
    etag,
  });
  if (answer.status === 304) return null;
  const wire = (typeof answer.body === 'object' && answer.body !== null ? answer.body : {}) as Record<
    string,
    unknown
  >;
  return {
    etag: answer.etag,
    manifest: {
      date: String(wire.date ?? day),
      entrees: Array.isArray(wire.entrees) ? (wire.entrees as DoorManifest['entrees']) : [],
      annulations: Array.isArray(wire.annulations) ? (wire.annulations as DoorManifest['annulations']) : [],
    },
  };
}

/**
 * `POST /salle/{id}/entrees` (scope `entree`): decisions made offline, each recorded once per id.
 *
 * @example await sendOfflineEntries(3, queued, key);
 */
export async function sendOfflineEntries(hallId: number, entries: QueuedEntry[], key: string) {
  return deviceCall(`/salle/${hallId}/entrees`, key, { method: 'POST', body: { entrees: entries } });
}
