export {
  createLogger,
  createLoggerFromEnv,
  defaultLogger,
  type Logger,
  type LoggerOptions,
  silentLogger,
} from './logger.ts';
export { captureProcessOutput } from './process-output.ts';
export { MASK, redactLogLine, redactText } from './redact.ts';
export { REQUEST_ID_HEADER, type RequestIdVariables, requestId } from './request-id.ts';
export { requestLog } from './request-log.ts';
export { type SafeError, safeError } from './safe-error.ts';
