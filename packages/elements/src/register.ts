// `import '@multisalle/elements/register'`: every element of the package registered (once; a second import
// or the script-tag bundle on the same page does nothing). The package's only module with side effects
// (`sideEffects` in its package.json), so a bundler keeps it and tree-shakes the rest.
import { defineCartElement } from './cart/cart-element';
import { defineConventionsElement } from './conventions/conventions-element';
import { defineElements } from './define';
import { defineInvitationElement } from './invitation/invitation-element';
import { definePaymentMeansElement } from './payment-means/payment-means-element';

defineElements();
defineConventionsElement();
defineCartElement();
definePaymentMeansElement();
defineInvitationElement();

export type { MultisalleIntrinsicElements } from './jsx';
