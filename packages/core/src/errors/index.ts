export { NETWORK_ERROR_MESSAGE, SESSION_EXPIRED_MESSAGE, UNKNOWN_ERROR_MESSAGE } from '../messages';
export { ApiError, isApiError } from './api-error';
export {
  BOOKING_NOT_ALLOWED_CODE,
  HALL_NOT_FOUND_CODE,
  HALL_NOT_FOUND_MESSAGE,
  messageForCode,
  notAllowedToBookMessage,
  serverCodeMessages,
} from './catalogue';
export { type CatalogueModule, loadCatalogue, loadedCatalogue } from './load-catalogue';
