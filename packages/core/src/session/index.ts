export {
  type ActivationResult,
  activateAccount,
  checkResetToken,
  confirmAccount,
  deleteAccount,
  requestPasswordReset,
  resetPassword,
  type SignupResult,
  signup,
} from './account';
export {
  adoptToken,
  initSession,
  login,
  logout,
  onSessionEnded,
  postLoginTarget,
  setAfterLoginCheck,
  setPendingInvitationPath,
} from './login';
export { accountMessages } from './messages';
export { fetchMyData, type MyDataFile } from './my-data';
export {
  changeNoticeChoice,
  loadNoticeChoices,
  type NoticeChannels,
  type NoticeChoices,
  type NoticeKind,
} from './notice-choices';
export {
  checkPhoneCode,
  generatePin,
  loadProfile,
  type ProfileUpdateResult,
  registerPhone,
  updateProfile,
  uploadAvatar,
} from './profile';
export { signedInPlayer } from './signed-in';
export { $session } from './store';
export {
  DEFAULT_TOKEN_CUTOFF,
  decodeTokenPayload,
  getTokenCutoff,
  isTokenUsable,
  setTokenCutoff,
  tokenUser,
} from './token';
export type {
  DuplicateField,
  Profile,
  ProfileChanges,
  SessionState,
  SessionUser,
  SignupInput,
  WireProfile,
} from './types';
