/** What a log line says of an error: enough to find the fault, nothing of the data it was working on. */
export interface SafeError {
  /** The error's class name (`DrizzleQueryError`, `DatabaseError`, `TypeError`…). */
  type: string;
  /** Node's or PostgreSQL's code (`ECONNREFUSED`, `23505`), when it has one. */
  code?: string;
  message: string;
  /** The SQL text of a failed query, with its `$1` placeholders: never the values bound to them. */
  query?: string;
  /** The constraint, table or column PostgreSQL names. */
  constraint?: string;
  table?: string;
  column?: string;
  /** The stack's frames only: its first line repeats the message, which may carry the values. */
  stack?: string;
  cause?: SafeError;
}

// Drizzle writes a failed query's values into its message (`Failed query: …\nparams: marie@…,1`), PGlite
// and pg attach them to the error (`params`), and PostgreSQL's `detail` quotes the row (`Key (email)=(…)`):
// only the fields below are kept, and the messages are cut where values start.
const PARAMS_TAIL = /\nparams: [\s\S]*$/;
// SQLSTATE class 22 (data exception) quotes the value it refused: `invalid input syntax for type uuid: "…"`.
const QUOTED_VALUE = /"(?:[^"\\]|\\.)*"/g;
const MAX_QUERY_LENGTH = 1000;
const MAX_DEPTH = 4;

const stringField = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

function safeMessage(error: Record<string, unknown>, code: string | undefined): string {
  const message = typeof error.message === 'string' ? error.message : String(error);
  if (typeof error.query === 'string' && message.startsWith('Failed query:')) return 'Failed query';
  const withoutParams = message.replace(PARAMS_TAIL, '');
  return code?.startsWith('22') ? withoutParams.replace(QUOTED_VALUE, '"[masqué]"') : withoutParams;
}

/**
 * An error as a log line may carry it: its type, code, message (without the values of a failed query), the
 * SQL text with its placeholders, the frames of its stack, and its causes the same way. The logger applies it
 * to every `err` field (logging/logger.ts), so `log.error({ err }, '…')` is safe wherever it is written.
 *
 * @example log.error({ err: safeError(error) }, 'la purge a échoué');
 */
export function safeError(error: unknown, depth = 0): SafeError {
  if (typeof error !== 'object' || error === null) return { type: typeof error, message: String(error) };
  const fields = error as Record<string, unknown>;
  const code =
    stringField(fields.code) ?? (typeof fields.code === 'number' ? String(fields.code) : undefined);
  // Drizzle's error keeps the name `Error`: its class says more.
  const className = (error as { constructor?: { name?: string } }).constructor?.name;
  const name = stringField(fields.name);
  const type = (name === 'Error' || !name ? className : name) || 'Error';
  const safe: SafeError = { type, message: safeMessage(fields, code) };
  if (code) safe.code = code;
  const query = stringField(fields.query);
  if (query) safe.query = query.length > MAX_QUERY_LENGTH ? `${query.slice(0, MAX_QUERY_LENGTH)}…` : query;
  for (const key of ['constraint', 'table', 'column'] as const) {
    const value = stringField(fields[key]);
    if (value) safe[key] = value;
  }
  const stack = stringField(fields.stack);
  if (stack) {
    const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
    if (frames.length > 0) safe.stack = frames.map((line) => line.trim()).join('\n');
  }
  if (fields.cause !== undefined && depth < MAX_DEPTH) {
    safe.cause = safeError(fields.cause, depth + 1);
    // PGlite's error repeats the query Drizzle's already names.
    if (safe.cause.query === safe.query) delete safe.cause.query;
  }
  return safe;
}
