export {
  createLogger,
  createLoggerFromEnv,
  type Logger,
  type LoggerOptions,
  silentLogger,
} from './logger.ts';
export { REQUEST_ID_HEADER, type RequestIdVariables, requestId } from './request-id.ts';
export { requestLog } from './request-log.ts';
