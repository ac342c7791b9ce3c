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
