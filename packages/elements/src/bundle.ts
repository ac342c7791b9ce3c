// Entry of `multisalle-elements.js`: every element. The cart and the payment means are registered here,
// not in define.ts, so the planning-only script (planning-bundle.ts) stays within its size budget.
import { defineCartElement } from './cart/cart-element';
import { defineConventionsElement } from './conventions/conventions-element';
import { configureElements, defineElements } from './define';
import { definePaymentMeansElement } from './payment-means/payment-means-element';

defineElements();
defineConventionsElement();
defineCartElement();
definePaymentMeansElement();
(globalThis as { Multisalle?: { configure: typeof configureElements } }).Multisalle ??= {
  configure: configureElements,
};
