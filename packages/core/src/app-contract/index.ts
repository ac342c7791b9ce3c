// The mobile app's contract as data (`@multisalle/core/app-contract`): the five /app/… pages, the ways to
// hand over the token, the channels the pages post to, and every message both ways with its payload. The server writes the app team's page
// (/app/) from it and the elements' app host and page scripts send its messages, so neither the
// documentation nor the pages can drift from a list kept elsewhere.
export { ANDROID_INTERFACE, type AppChannel, appChannels, IOS_MESSAGE_HANDLER } from './channels';
export {
  APP_CONTRACT_VERSION,
  type AppMessage,
  type AppMessageType,
  appMessages,
  type ContractMessage,
  type ContractMessageOf,
  type MessageDirection,
  type PageMessage,
  type PageMessageType,
} from './messages';
export {
  type AppPageName,
  appContractPages,
  appPageNames,
  type ContractField,
  type ContractFieldType,
  type ContractPage,
} from './pages';
export {
  type AppErrorCode,
  appErrorCodes,
  BRIDGE_POLL_MS,
  backButtonRules,
  cardRefusalCodes,
  dialogOutcomeTypes,
  ERROR_REPEAT_MS,
  invitationStepCodes,
  isRetryableCode,
  messageRules,
  offlineRules,
  TOKEN_WAIT_MS,
  VERSION_NOTICE_DAYS,
  versionRules,
} from './rules';
export { type TokenWay, tokenWays } from './token-ways';
