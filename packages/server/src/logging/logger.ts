import { type DestinationStream, type Logger, pino } from 'pino';
import { redactLogLine } from './redact.ts';
import { safeError } from './safe-error.ts';

export type { Logger } from 'pino';

/** Options of {@link createLogger}. */
export interface LoggerOptions {
  /** `LOG_LEVEL`. @default 'info' */
  level?: string;
  /** Where the lines go (a test collects them). @default standard output */
  destination?: DestinationStream;
}

/**
 * Field names a log line must never carry, whatever a caller passes by mistake: pino replaces their values
 * with `[masqué]`. Request lines are built from safe fields only (method, route template, status); this is
 * the second line of defence for the rest (RGPD: no token, password, card or contact detail in a log).
 */
const REDACTED_PATHS = [
  'token',
  'password',
  'motDePasse',
  'mot_de_passe',
  'authorization',
  'cookie',
  'email',
  'telephone',
  'phone',
  'pan',
  'cardNumber',
  '*.token',
  '*.password',
  '*.authorization',
  '*.cookie',
  '*.email',
  '*.telephone',
  '*.phone',
  'headers.authorization',
  'headers.cookie',
];

/**
 * The server's logger: one JSON object a line (`time`, `level`, `msg`, then the fields), which a log
 * collector reads as is. An error goes in `err` (or as the first argument) and is written by `safeError`:
 * type, code, message and SQL text without a query's values, the stack's frames. Every line then goes
 * through `redactLogLine` (e-mail addresses, phone numbers and JWTs masked), whatever wrote it.
 *
 * @example
 * ```ts
 * const log = createLogger({ level: 'debug' });
 * log.info({ route: '/api/v2/panier' }, 'requête');
 * ```
 */
export function createLogger(options: LoggerOptions = {}): Logger {
  const settings = {
    level: options.level ?? 'info',
    base: undefined,
    messageKey: 'msg',
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACTED_PATHS, censor: '[masqué]' },
    formatters: { level: (label: string) => ({ level: label }) },
    serializers: { err: safeError },
    hooks: {
      // `log.error(error)` would take the error's message, values of a failed query included, as `msg`.
      logMethod(this: Logger, args: unknown[], method: (...args: unknown[]) => void) {
        const [first, ...rest] = args;
        if (first instanceof Error) {
          const message = typeof rest[0] === 'string' ? rest.shift() : safeError(first).message;
          return method.apply(this, [{ err: first }, message, ...rest]);
        }
        return method.apply(this, args);
      },
      streamWrite: redactLogLine,
    },
  };
  // Synchronous writes to standard output: pino's default buffers and writes later, and a `fatal` line
  // written just before `process.exit` then overtook the lines before it (seen in CI).
  return pino(settings, options.destination ?? pino.destination({ dest: 1, sync: true }));
}

let shared: Logger | undefined;

/**
 * The JSON logger on standard output that a background job writes to when it is given none (`main.ts` gives
 * them its own, which follows LOG_FORMAT and LOG_LEVEL).
 *
 * @example const { log = defaultLogger() } = options;
 */
export function defaultLogger(): Logger {
  shared ??= createLogger();
  return shared;
}

/** A logger that writes nothing (tests, `logRequests: false`). */
export function silentLogger(): Logger {
  return pino({ level: 'silent' });
}

/**
 * The logger `main.ts` starts with: `LOG_FORMAT=pretty` (set by `npm run dev`) writes readable coloured
 * lines through pino-pretty, a development dependency loaded only then; anything else writes JSON lines.
 *
 * @example const log = await createLoggerFromEnv();
 */
export async function createLoggerFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<Logger> {
  const level = env.LOG_LEVEL || 'info';
  if (env.LOG_FORMAT !== 'pretty') return createLogger({ level });
  const { default: pretty } = await import('pino-pretty');
  return createLogger({
    level,
    // Synchronous, as the JSON lines are: a line written just before process.exit is not lost.
    destination: pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', sync: true }),
  });
}
