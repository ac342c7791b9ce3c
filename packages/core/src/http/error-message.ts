import { getConfig } from '../config';
import { loadedCatalogue } from '../errors/load-catalogue';
import {
  BOOKING_NOT_ALLOWED_CODE,
  notAllowedToBookMessage,
  SERVICE_UNAVAILABLE_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
} from '../messages';

/** What the client reads from a failed response: the French message and the server code if any. */
export interface ServerError {
  message: string;
  code?: string;
}

type Body = Record<string, unknown>;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function asBody(body: unknown): Body {
  return body !== null && typeof body === 'object' ? (body as Body) : {};
}

/**
 * The catalogue message of a code, with the configured product word for the refused-booking code;
 * `undefined` for an unknown code or while the catalogue is not loaded (`loadCatalogue`, which the client
 * awaits before reading an error that carries a code).
 */
export function codeMessage(code: string): string | undefined {
  if (code === BOOKING_NOT_ALLOWED_CODE) return notAllowedToBookMessage(getConfig().productKey);
  return loadedCatalogue()?.messageForCode(code);
}

/** Whether a body carries an error even with a 2xx status (legacy API: `sCodeErreur`, `szErreur`). */
export function bodyHasError(body: unknown): boolean {
  const { sCodeErreur, szErreur } = asBody(body);
  return text(sCodeErreur) !== undefined || text(szErreur) !== undefined;
}

function firstViolation(body: Body): string | undefined {
  const { violations } = body;
  if (!Array.isArray(violations)) return undefined;
  return text(asBody(violations[0]).message);
}

/**
 * The French message of a failed response, by the rules of spec 1 section 8: `sCodeErreur` mapped through
 * the catalogue (else the unknown-error text); `szErreur` mapped when it is itself a code, else shown as is
 * (this also covers 409); 422: `detail`, else the first violation, else `description`; 403 and 418:
 * `description`; 502, 503 and 504 (ours, the spec does not say): the service-unavailable text. Anything
 * else gets the unknown-error text.
 */
export function serverError(status: number, rawBody: unknown): ServerError {
  const body = asBody(rawBody);
  const code = text(body.sCodeErreur);
  if (code !== undefined) return { code, message: codeMessage(code) ?? UNKNOWN_ERROR_MESSAGE };
  const szErreur = text(body.szErreur);
  if (szErreur !== undefined) {
    const mapped = codeMessage(szErreur);
    return mapped === undefined ? { message: szErreur } : { code: szErreur, message: mapped };
  }
  const statusMessage =
    status === 422
      ? (text(body.detail) ?? firstViolation(body) ?? text(body.description))
      : status === 403 || status === 418
        ? text(body.description)
        : status === 502 || status === 503 || status === 504
          ? SERVICE_UNAVAILABLE_MESSAGE
          : undefined;
  return { message: statusMessage ?? UNKNOWN_ERROR_MESSAGE };
}

/**
 * The server's own message for an authentication call answered 400/401: the rules above, then any
 * `detail`, `description` or `message` the body carries.
 */
export function authErrorMessage(status: number, rawBody: unknown): ServerError {
  const found = serverError(status, rawBody);
  if (found.message !== UNKNOWN_ERROR_MESSAGE) return found;
  const body = asBody(rawBody);
  const message = text(body.detail) ?? firstViolation(body) ?? text(body.description) ?? text(body.message);
  return message === undefined ? found : { message };
}
