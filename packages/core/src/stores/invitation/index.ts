export {
  $acceptStep,
  type AcceptStep,
  acceptStepOf,
  acceptSteps,
  clearAcceptStep,
  type KeptAnswer,
  keptAnswerFor,
  type PendingAcceptStep,
  takeKeptAnswer,
} from './accept-steps';
export {
  type AnswerChoice,
  answerInvitation,
  keepVisitorAnswer,
  loadAnswerDiscounts,
  submitKeptAnswer,
} from './answer';
export { answerStatusTexts } from './answer-status';
export { fetchInvitationLink } from './link';
export { $invitation, type InvitationState, isSignedIn, loadInvitation } from './load';
export { invitePastTeammates, loadPastTeammates, type PastTeammate, setLinkSharing } from './organiser';
export {
  forgetInvitation,
  invitationStorageKeys,
  keepInvitation,
  keptInvitation,
  keptInvitationPath,
} from './pending';
export {
  ANSWER_LOCK_MINUTES,
  acceptDisabled,
  answerWords,
  canSubmit,
  invitationTexts,
  isFull,
  reservationStateTexts,
  type SubmitConditions,
  stateTexts,
} from './rules';
export type {
  InvitationAnswer,
  ReservationState,
  WireInvitation,
  WireParticipant,
  WireReservation,
  WireWaitingLine,
  WireWaitingSpot,
} from './types';
export {
  holdTime,
  joinWaitingList,
  keepForWaitingList,
  leaveWaitingList,
  waitingListTexts,
} from './waiting-list';
