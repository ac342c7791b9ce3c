// The booking rules the cart calls before and while validating: conventions, safety video, discounts.

export { type Convention, type ConventionTrigger, missingConventions } from './conventions.ts';
export {
  claimCartDiscounts,
  countsAt,
  type DiscountState,
  discountStateAt,
  discountUses,
  refuseUnusableDiscount,
} from './discount-uses.ts';
export { toWireDiscount, type WireDiscount, WireDiscountSchema } from './discount-wire.ts';
export {
  appliedDiscounts,
  cartDiscountCents,
  type DiscountRow,
  discountCents,
  splitDiscount,
} from './discounts.ts';
export {
  createHallDiscount,
  type HallDiscountView,
  hallDiscountMessages,
  hallDiscountViews,
  type NewHallDiscount,
  withdrawHallDiscount,
} from './hall-discounts.ts';
export { hasSafetyAttestation } from './safety-video.ts';
