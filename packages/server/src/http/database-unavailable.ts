/** French description of a 503 answered while the database cannot be reached. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.';

/** Seconds a client is told to wait (`Retry-After`) after a 503 of an unreachable database. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

// Node's socket errors, and SQLSTATE classes 08 (connection exception) and 57P0x (server shutting down,
// starting up): the request may succeed once the database is back. Anything else stays a 500.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
const SQLSTATE_UNAVAILABLE = /^(08...|57P0[1-4])$/;
const PG_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/**
 * Whether an error (or one of its causes: Drizzle wraps the driver's error) says the PostgreSQL server could
 * not be reached or dropped the connection, rather than refusing the query itself.
 *
 * @example if (isDatabaseUnavailable(error)) return c.json({ description: DATABASE_UNAVAILABLE_MESSAGE }, 503);
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    const { code, message, errors } = e as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE_UNAVAILABLE.test(code))) return true;
    if (typeof message === 'string' && PG_MESSAGES.some((text) => message.includes(text))) return true;
    // Node reports a refused connection to every address of a host as an AggregateError.
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}
