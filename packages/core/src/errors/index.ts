export { NETWORK_ERROR_MESSAGE, SESSION_EXPIRED_MESSAGE, UNKNOWN_ERROR_MESSAGE } from '../messages';
export { ApiError, isApiError } from './api-error';
export {
  BOOKING_NOT_ALLOWED_CODE,
  HALL_NOT_FOUND_CODE,
  messageForCode,
  notAllowedToBookMessage,
  serverCodeMessages,
} from './catalogue';
