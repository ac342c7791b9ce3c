export {
  CART_TAG,
  defineCartElement,
  MultisalleCartElement,
  type MultisalleValidateEvent,
  VALIDATE_EVENT,
  type ValidateDetail,
} from './cart/cart-element';
export {
  CONVENTIONS_CANCELLED_EVENT,
  CONVENTIONS_TAG,
  CONVENTIONS_VALIDATED_EVENT,
  type ConventionsDetail,
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
  definePaymentMeansElement,
  type MultisallePaymentMeansClosedEvent,
  MultisallePaymentMeansElement,
  type MultisallePaymentMeansSavedEvent,
  PAYMENT_MEANS_CLOSED_EVENT,
  PAYMENT_MEANS_SAVED_EVENT,
  PAYMENT_MEANS_TAG,
  type PaymentMeansClosedDetail,
  type PaymentMeansSavedDetail,
} from './payment-means/payment-means-element';
export {
  LOGIN_REQUIRED_EVENT,
  type LoginRequiredDetail,
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
