import { format } from 'node:util';
import type { Logger } from './logger.ts';
import { safeError } from './safe-error.ts';

type Level = 'debug' | 'info' | 'warn' | 'error';

/** A console method that writes one log line: the text of its arguments, an error among them as `err`. */
function lineWriter(log: Logger, level: Level) {
  return (...args: unknown[]): void => {
    const error = args.find((arg) => arg instanceof Error);
    // The error's message and stack stay out of the text: the logger writes them safely (safe-error.ts).
    const text = format(...args.filter((arg) => arg !== error)).replace(/:\s*$/, '');
    if (error) log[level]({ err: error }, text || safeError(error).message);
    else log[level](text);
  };
}

/**
 * Makes everything the server process writes a log line of `log`: the console (the modules that still
 * print, and the libraries), Node's warnings, and an uncaught exception or unhandled rejection, written as a
 * `fatal` line before the process exits 1 (as Node would, but in the log's format). Called once, first thing,
 * by `main.ts`; commands keep their plain console output.
 *
 * @example captureProcessOutput(await createLoggerFromEnv());
 */
export function captureProcessOutput(log: Logger): void {
  console.log = lineWriter(log, 'info');
  console.info = lineWriter(log, 'info');
  console.debug = lineWriter(log, 'debug');
  console.warn = lineWriter(log, 'warn');
  console.error = lineWriter(log, 'error');
  console.trace = lineWriter(log, 'debug');
  // Node prints its warnings from a listener of its own; this one takes its place.
  process.removeAllListeners('warning');
  process.on('warning', (warning) => {
    log.warn({ type: warning.name, code: (warning as { code?: string }).code }, warning.message);
  });
  // An unhandled rejection reaches 'uncaughtException' too (its origin says so), top-level await's included.
  process.on('uncaughtException', (error, origin) => {
    log.fatal({ err: error, origin }, 'erreur non gérée\u00a0: arrêt du processus');
    process.exit(1);
  });
}
