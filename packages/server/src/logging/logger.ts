import { type DestinationStream, type Logger, pino } from 'pino';

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
 * collector reads as is.
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
  };
  if (options.destination) return pino(settings, options.destination);
  return pino(settings);
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
    destination: pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss' }),
  });
}
