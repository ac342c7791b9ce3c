import { z } from '@hono/zod-openapi';
import { messageForCode } from '@multisalle/core/catalogue';
import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isDomainError, UNKNOWN_ERROR_MESSAGE } from '../domain-errors/index.ts';
import { createLogger, type Logger } from '../logging/index.ts';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from './database-unavailable.ts';
import { answerOfDomainError } from './domain-error-answers.ts';

/** Body of a business error (spec 1 section 8): a catalogue code and its French message. */
export const BusinessErrorSchema = z
  .object({
    sCodeErreur: z.string().openapi({ example: 'MULTISALLE-001' }),
    szErreur: z.string().openapi({ example: 'Cette salle est introuvable.' }),
  })
  .openapi('BusinessError');

/** Body of a 409 conflict: the client toasts `szErreur`. */
export const ConflictErrorSchema = z.object({ szErreur: z.string() }).openapi('ConflictError');

/** Body of 400, 403, 404, 418 and 500 answers: the client toasts `description`. */
export const DescriptionErrorSchema = z
  .object({
    description: z.string().openapi({ example: 'Ressource introuvable\u00a0: GET /api/v2/xyz' }),
    idRequete: z
      .string()
      .optional()
      .openapi({ description: 'On a 500 or 503: the request id, also in the X-Request-Id header.' }),
  })
  .openapi('DescriptionError');

const INTERNAL_ERROR_MESSAGE = 'Une erreur interne est survenue. Veuillez réessayer plus tard.';
const MALFORMED_JSON_MESSAGE = "Le corps de la requête n'est pas un JSON valide.";

/**
 * An error a route handler throws to answer with a given status and body; the app's error handler renders
 * it. Business rules throw domain errors instead (`domain-errors/`). Build one with {@link businessError},
 * {@link conflictError}, {@link forbiddenError} or {@link teapotError}.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.szErreur === 'string' ? body.szErreur : String(body.description ?? status));
    this.name = 'ApiError';
  }
}

/**
 * A business error with a catalogue code, answered as `{ sCodeErreur, szErreur }`.
 *
 * @example
 * ```ts
 * throw businessError(404, 'MULTISALLE-001');
 * ```
 */
export function businessError(status: ContentfulStatusCode, code: string): ApiError {
  return new ApiError(status, { sCodeErreur: code, szErreur: messageForCode(code) ?? UNKNOWN_ERROR_MESSAGE });
}

/** A 409 conflict answered as `{ szErreur }`. @example `throw conflictError('Ce créneau est déjà réservé.')` */
export function conflictError(message: string): ApiError {
  return new ApiError(409, { szErreur: message });
}

/** A 403 answered as `{ description }`. @example `throw forbiddenError('Accès refusé.')` */
export function forbiddenError(description: string): ApiError {
  return new ApiError(403, { description });
}

/** A 418 answered as `{ description }`, the spec's other toast-the-description status. */
export function teapotError(description: string): ApiError {
  return new ApiError(418, { description });
}

/** Answers `{ description }` with a status: the shape of every non-business error. */
export function sendDescription(c: Context, status: ContentfulStatusCode, description: string): Response {
  return c.json({ description }, status);
}

/** French descriptions of the errors Hono itself raises (body parsing, media type). */
function describeHttpException(error: HTTPException): string {
  if (error.status === 400 && error.message.startsWith('Malformed JSON')) return MALFORMED_JSON_MESSAGE;
  if (error.status === 400) return 'La requête est invalide.';
  if (error.status === 413) return 'Le corps de la requête est trop volumineux.';
  if (error.status === 415)
    return 'Type de contenu non pris en charge\u00a0: envoyez du JSON (application/json).';
  return "La requête n'a pas pu être traitée.";
}

/** The request's id (see `logging/request-id.ts`), when the app gives one. */
function requestIdOf(c: Context): string | undefined {
  const id: unknown = c.get('requestId' as never);
  return typeof id === 'string' ? id : undefined;
}

/**
 * The app's `onError`: renders {@link ApiError}s, the rules' domain errors (their status and body come from
 * `domain-error-answers.ts`) and Hono's own errors as JSON, answers a 503 with
 * `Retry-After` while the database cannot be reached, and turns anything else into a logged 500 whose body
 * never carries the stack. A 5xx body carries the request's id (`idRequete`, also in `X-Request-Id`), so a
 * player's report leads to the log line; the line names the route template, never the path (ids, tokens).
 *
 * @example app.onError(errorHandler(log));
 */
export function errorHandler(log: Logger): ErrorHandler {
  return (error, c) => {
    if (error instanceof ApiError) return c.json(error.body, error.status);
    if (isDomainError(error)) {
      const answer = answerOfDomainError(error);
      return c.json(answer.body, answer.status);
    }
    if (error instanceof HTTPException) {
      const status = error.status as ContentfulStatusCode;
      return sendDescription(c, status, describeHttpException(error));
    }
    const requestId = requestIdOf(c);
    const where = { requestId, method: c.req.method, route: routePath(c) };
    if (isDatabaseUnavailable(error)) {
      // `err` is written by safeError: a failed query's message carries its values, the log never does.
      log.error({ ...where, err: error }, 'base de données injoignable');
      c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return c.json({ description: DATABASE_UNAVAILABLE_MESSAGE, idRequete: requestId }, 503);
    }
    log.error({ ...where, err: error }, 'erreur non gérée');
    return c.json({ description: INTERNAL_ERROR_MESSAGE, idRequete: requestId }, 500);
  };
}

/** {@link errorHandler} writing JSON lines to the standard output (routers built outside `createApp`). */
export const handleError: ErrorHandler = errorHandler(createLogger());
