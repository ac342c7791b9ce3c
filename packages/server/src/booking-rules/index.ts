// The booking rules the cart calls before and while validating: conventions, safety video, discounts.

export { type Convention, type ConventionTrigger, missingConventions } from './conventions.ts';
export { toWireDiscount, type WireDiscount, WireDiscountSchema } from './discount-wire.ts';
export {
  appliedDiscounts,
  cartDiscountCents,
  type DiscountRow,
  discountCents,
  splitDiscount,
} from './discounts.ts';
export { hasSafetyAttestation } from './safety-video.ts';
