import { defineCartElement } from './cart/cart-element';
import { defineConventionsElement } from './conventions/conventions-element';
import { defineElements } from './define';
import { defineInvitationElement } from './invitation/invitation-element';
import { defineOpenGamesElement } from './open-games/open-games-element';
import { definePaymentMeansElement } from './payment-means/payment-means-element';

/**
 * Registers every element of the package once (a second call, or the script-tag bundle on the same page,
 * does nothing): planning, conventions, cart, payment means, invitation, open games.
 *
 * @example defineAllElements();
 */
export function defineAllElements(registry: CustomElementRegistry = customElements): void {
  defineElements(registry);
  defineConventionsElement(registry);
  defineCartElement(registry);
  definePaymentMeansElement(registry);
  defineInvitationElement(registry);
  defineOpenGamesElement(registry);
}
