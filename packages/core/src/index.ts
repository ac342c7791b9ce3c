export {
  type ApiBase,
  type ConfigureOptions,
  capitalise,
  configure,
  createMemoryStorage,
  getConfig,
  type ProductNames,
  productNames,
  type ResolvedConfig,
  resetConfig,
  type StorageLike,
  tokenStorageKeys,
} from './config';
export { doorMotifs } from './door';
export {
  ApiError,
  BOOKING_NOT_ALLOWED_CODE,
  type CatalogueModule,
  HALL_NOT_FOUND_CODE,
  HALL_NOT_FOUND_MESSAGE,
  isApiError,
  loadCatalogue,
  loadedCatalogue,
  messageForCode,
  NETWORK_ERROR_MESSAGE,
  notAllowedToBookMessage,
  SESSION_EXPIRED_MESSAGE,
  serverCodeMessages,
  UNKNOWN_ERROR_MESSAGE,
} from './errors';
export { type ApiRequestOptions, apiRequest, newIdempotencyKey, withIdempotentRetry } from './http';
export {
  CART_INIT_FAILED_MESSAGE,
  LOADING_MESSAGE,
  messages,
  SERVICE_UNAVAILABLE_MESSAGE,
  TIMEOUT_ERROR_MESSAGE,
} from './messages';
export * from './performance';
export * from './phone';
export * from './rules';
export * from './rules/account';
export * from './rules/cart';
export * from './sanitize';
export * from './session';
export {
  COOKIE_CHOICE_MONTHS,
  type CookieChoice,
  clearStoredTokens,
  readBlacklist,
  readChosenHall,
  readCookieChoice,
  readStored,
  removeStored,
  shouldShowCookieBanner,
  storageKeys,
  storeChosenHall,
  storeCookieChoice,
  writeStored,
} from './storage';
export * from './stores/cart';
export * from './stores/conventions';
export * from './stores/discounts';
export * from './stores/family';
export * from './stores/halls';
export * from './stores/invitation';
export * from './stores/open-games';
export * from './stores/payment-means';
export * from './stores/payments';
export * from './stores/pending-pick';
export * from './stores/planning';
export * from './stores/reservations';
export * from './stores/stats';
export * from './stores/video';
export {
  clearToasts,
  onToast,
  onToastsCleared,
  replayToast,
  showToast,
  type ToastKind,
  type ToastMessage,
} from './toasts';
