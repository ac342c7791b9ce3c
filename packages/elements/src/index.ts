export {
  ADD_SLOTS_EVENT,
  type AddSlotsDetail,
  CART_REFUSED_EVENT,
  CART_TAG,
  CART_VALIDATED_EVENT,
  type CartRefusedDetail,
  type CartValidatedDetail,
  defineCartElement,
  MultisalleCartElement,
  type MultisalleValidateEvent,
  VALIDATE_EVENT,
  type ValidateDetail,
} from './cart/cart-element';
export {
  CONVENTIONS_CANCELLED_EVENT,
  CONVENTIONS_TAG,
  CONVENTIONS_UNAVAILABLE_EVENT,
  CONVENTIONS_VALIDATED_EVENT,
  type ConventionsDetail,
  type ConventionsUnavailableDetail,
  defineConventionsElement,
  type MultisalleConventionsCancelledEvent,
  MultisalleConventionsElement,
  type MultisalleConventionsValidatedEvent,
} from './conventions/conventions-element';
export { configureElements, defineElements, definePlanningElement } from './define';
export { defineAllElements } from './define-all';
export type { MultisalleGlobal } from './global-api';
export {
  defineInvitationElement,
  INVITATION_ANSWERED_EVENT,
  INVITATION_SIGN_IN_EVENT,
  INVITATION_TAG,
  type InvitationAnsweredDetail,
  type InvitationSignInDetail,
  MultisalleInvitationElement,
} from './invitation/invitation-element';
export type { MultisalleIntrinsicElements } from './jsx';
export {
  defineOpenGamesElement,
  MultisalleOpenGamesElement,
  OPEN_GAMES_TAG,
} from './open-games/open-games-element';
export {
  definePaymentMeansElement,
  type MultisallePaymentMeansClosedEvent,
  MultisallePaymentMeansElement,
  type MultisallePaymentMeansSavedEvent,
  PAYMENT_MEANS_BLOCKED_EVENT,
  PAYMENT_MEANS_CLOSED_EVENT,
  PAYMENT_MEANS_REFUSED_EVENT,
  PAYMENT_MEANS_SAVED_EVENT,
  PAYMENT_MEANS_TAG,
  type PaymentMeansClosedDetail,
  type PaymentMeansRefusedDetail,
  type PaymentMeansSavedDetail,
  PHONE_VERIFIED_EVENT,
} from './payment-means/payment-means-element';
export {
  CART_ADD_REFUSED_EVENT,
  type CartAddRefusedDetail,
  LOGIN_REQUIRED_EVENT,
  type LoginRequiredDetail,
  type MultisalleCartAddRefusedEvent,
  type MultisalleLoginRequiredEvent,
  MultisallePlanningElement,
  type MultisalleSlotPickedEvent,
  PLANNING_TAG,
  SLOT_PICKED_EVENT,
  type SlotPickedDetail,
} from './planning/planning-element';
export {
  attachToastRegion,
  type MultisalleToastDetail,
  type MultisalleToastEvent,
  TOAST_DURATION_MS,
  TOAST_EVENT,
} from './toasts/toast-region';
