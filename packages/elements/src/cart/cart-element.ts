import { getConfig, loadCart } from '@multisalle/core';
// Sub-entries keep the widgets' index (and sonner with it) out of the script-tag bundle.
import { CartPanel, cartCss } from '@multisalle/widgets/cart';
import { spinnerCss } from '@multisalle/widgets/spinner';
import { createElement, useEffect } from 'react';
import { emitCancelable, type PanelHostProps, panelElement } from '../panel-element';

/** The tag of the cart element. */
export const CART_TAG = 'multisalle-cart';
/** Dispatched when VALIDER is pressed; cancel it to stay on the page instead of going to `payment-url`. */
export const VALIDATE_EVENT = 'multisalle:validate';

/** What `multisalle:validate` carries: where the element goes next unless the page cancels the event. */
export interface ValidateDetail {
  paymentUrl: string;
}

/** `multisalle:validate`, bubbling, composed and cancelable. */
export interface MultisalleValidateEvent extends CustomEvent<ValidateDetail> {
  readonly type: typeof VALIDATE_EVENT;
}

declare global {
  interface HTMLElementTagNameMap {
    'multisalle-cart': MultisalleCartElement;
  }
  interface GlobalEventHandlersEventMap {
    'multisalle:validate': MultisalleValidateEvent;
  }
}

/** The cart element's props: its attributes. */
interface CartHostProps extends PanelHostProps {
  paymentUrl?: string;
  hallUrl?: string;
}

/** What `<multisalle-cart>` renders: the cart, loaded again on each `refresh()` (a new token). */
function CartHost({ paymentUrl, hallUrl, container, revision }: CartHostProps) {
  // Loaded here rather than by the panel on mount: a new token must reload the panel already shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `revision` is the reason to load again.
  useEffect(() => {
    void loadCart();
  }, [revision]);
  const target = paymentUrl || '/cart/payment';
  return createElement(CartPanel, {
    key: getConfig().apiBase,
    addSlotsHref: hallUrl || '/',
    loadOnMount: false,
    // A cancelable event, dispatched by hand: r2wc's event props cannot tell whether it was cancelled.
    onValidate: () => {
      if (emitCancelable<ValidateDetail>(container, VALIDATE_EVENT, { paymentUrl: target })) {
        window.location.assign(target);
      }
    },
  });
}

/**
 * `<multisalle-cart>`: the logged-in player's cart for a partner page, in shadow DOM, with the discount list
 * of the player the token names and the discount code.
 *
 * Attributes: `api-base` (default: the script's origin + `/api/v2`), `payment-url` (where VALIDER leads,
 * default `/cart/payment`), `hall-url` (where AJOUTER DES CRÉNEAUX leads, default `/`), `lang` (default
 * `fr`). The player's token comes from `Multisalle.configure({ getToken })` (which reloads the cart) or
 * the `token` storage key. Events:
 * `multisalle:validate` (cancelable), `multisalle:toast`.
 *
 * @example
 * <script src="https://reservation.example.fr/embed/multisalle-elements.js"></script>
 * <multisalle-cart payment-url="/paiement" hall-url="/salle"></multisalle-cart>
 *
 * @tag multisalle-cart
 * @attr api-base - The v2 API base; default the script's origin + `/api/v2`.
 * @attr payment-url - Where VALIDER leads. @default /cart/payment
 * @attr hall-url - Where AJOUTER DES CRÉNEAUX leads. @default /
 * @attr lang - @default fr
 * @fires multisalle:validate - VALIDER was pressed (cancelable).
 * @csspart cart - The panel.
 * @csspart cart-line - A line of the cart.
 * @cssprop --multisalle-color-primary - Available slots and main buttons. @default #c8102e
 * @cssprop --multisalle-color-in-cart - Slots in the cart. @default #1e7b34
 * @cssprop --multisalle-color-text - Text. @default #1a1a1a
 * @cssprop --multisalle-color-muted - Lines and borders. @default #d9d9d9
 * @cssprop --multisalle-color-past - Past days. @default #ececec
 * @cssprop --multisalle-color-surface - Toasts and cards. @default #ffffff
 * @cssprop --multisalle-font-family - Font. @default system-ui, sans-serif
 * @cssprop --multisalle-font-size - The element's root size (its `rem`). @default 16px
 * @cssprop --multisalle-radius - Corner radius. @default 6px
 * @fires multisalle:toast - A message for the player (cancelable: `preventDefault()` to show it yourself).
 * @csspart dialog - A modal dialog of the panel.
 */
export class MultisalleCartElement extends panelElement(CartHost, {
  css: `${spinnerCss}\n${cartCss}`,
  props: { paymentUrl: 'string', hallUrl: 'string' },
}) {
  // r2wc defines these properties from the attributes; declared here for their types.
  /** The `payment-url` attribute. */
  declare paymentUrl: string | undefined;
  /** The `hall-url` attribute. */
  declare hallUrl: string | undefined;
}

/**
 * Registers `<multisalle-cart>` once (a second script on the page does nothing).
 *
 * @example defineCartElement();
 */
export function defineCartElement(registry: CustomElementRegistry = customElements): void {
  if (!registry.get(CART_TAG)) registry.define(CART_TAG, MultisalleCartElement);
}
