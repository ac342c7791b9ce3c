// Entry of `multisalle-elements.js`: every element. The cart, payment means and invitation are registered here,
// not in define.ts, so the planning-only script (planning-bundle.ts) stays within its size budget.
import { defineCartElement } from './cart/cart-element';
import { defineConventionsElement } from './conventions/conventions-element';
import { configureElements, defineElements } from './define';
import { defineInvitationElement } from './invitation/invitation-element';
import { definePaymentMeansElement } from './payment-means/payment-means-element';

defineElements();
defineConventionsElement();
defineCartElement();
definePaymentMeansElement();
defineInvitationElement();
(globalThis as { Multisalle?: { configure: typeof configureElements } }).Multisalle ??= {
  configure: configureElements,
};
