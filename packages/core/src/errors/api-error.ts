/**
 * The error every failed call rejects with, after its toast (spec 1 section 8). `message` is the French
 * text shown (or that would have been shown, for silent calls).
 *
 * @example
 * try { await apiRequest('v2', '/panier') } catch (error) { if (error instanceof ApiError && error.status === 404) ... }
 */
export class ApiError extends Error {
  /** HTTP status; 0 when the server could not be reached; a 2xx when the body carried an error code. */
  readonly status: number;
  /** The server code (`sCodeErreur`, or `szErreur` when it is a catalogue code), when there is one. */
  readonly code?: string;
  /** The parsed response body, when there is one. */
  readonly body?: unknown;

  constructor(message: string, status: number, code?: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    if (code !== undefined) this.code = code;
    if (body !== undefined) this.body = body;
  }
}

/** Whether a value is an {@link ApiError} (also across bundle copies, by name). */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError || (value instanceof Error && value.name === 'ApiError');
}
