import { type CartFailure, getConfig, loadCart, type Reservation } from '@multisalle/core';
// Sub-entries keep the widgets' index (and sonner with it) out of the script-tag bundle.
import { CartPanel, CartSignIn, cartCss } from '@multisalle/widgets/cart';
import { planningCss } from '@multisalle/widgets/planning';
import { spinnerCss } from '@multisalle/widgets/spinner';
import { createElement, useEffect } from 'react';
import type { AppHostWindow } from '../app-host/app-host';
import { emitCancelable, type PanelHostProps, panelElement } from '../panel-element';
import { scriptOrigin } from '../script-origin';

/** The tag of the cart element. */
export const CART_TAG = 'multisalle-cart';
/** Dispatched when VALIDER is pressed; cancel it to stay on the page instead of going to `payment-url`. */
export const VALIDATE_EVENT = 'multisalle:validate';

/** With `server-validation`: dispatched once the server created the reservations (`panier/valide`). */
export const CART_VALIDATED_EVENT = 'multisalle:cart-validated' as const;
/** With `server-validation`: dispatched when the server refused the cart (shown in the panel as well). */
export const CART_REFUSED_EVENT = 'multisalle:cart-refused' as const;
/**
 * Dispatched when a visitor who is not signed in presses the signed-out cart's CONNEXION (the sign-in dialog
 * opens as well): the planning's event, here without a slot.
 */
export const CART_LOGIN_REQUIRED_EVENT = 'multisalle:login-required' as const;
/** Dispatched on AJOUTER DES CRÉNEAUX; cancel it to stay on the page instead of going to `hall-url`. */
export const ADD_SLOTS_EVENT = 'multisalle:add-slots' as const;

/** What `multisalle:cart-validated` carries: the reservations made and the payer choice. */
export interface CartValidatedDetail {
  /** The reservations' ids (`id_reservation`), for the app's payment or invitation screens. */
  reservationIds: string[];
  reservations: Reservation[];
  /** Sent as `partagePaiement`: true splits the bill between the members. */
  shareBill: boolean;
}

/** What `multisalle:cart-refused` carries: the server's stable code (or `hors-ligne`, `reseau`) and the French text. */
export type CartRefusedDetail = CartFailure;

/** What `multisalle:add-slots` carries: where the link leads unless the page cancels the event. */
export interface AddSlotsDetail {
  hallUrl: string;
}

/** What the cart's `multisalle:login-required` carries: where the dialog's links lead (no slot). */
export interface CartLoginRequiredDetail {
  loginUrl: string;
  signupUrl: string;
}

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
    'multisalle:cart-validated': CustomEvent<CartValidatedDetail>;
    'multisalle:cart-refused': CustomEvent<CartRefusedDetail>;
    'multisalle:add-slots': CustomEvent<AddSlotsDetail>;
  }
}

/** The cart element's props: its attributes. */
interface CartHostProps extends PanelHostProps {
  paymentUrl?: string;
  hallUrl?: string;
  loginUrl?: string;
  signupUrl?: string;
  serverValidation?: boolean;
  [CART_VALIDATED_EVENT]?: (detail: CartValidatedDetail) => void;
  [CART_REFUSED_EVENT]?: (detail: CartRefusedDetail) => void;
  [CART_LOGIN_REQUIRED_EVENT]?: (detail: CartLoginRequiredDetail) => void;
}

/**
 * Where VALIDER leads without `payment-url`: our site's payment page, absolute on our origin (the script's,
 * else the API's). A relative `/cart/payment` would be a page of the partner's own site.
 */
function defaultPaymentUrl(): string {
  const origin = scriptOrigin ?? new URL(getConfig().apiBase, document.baseURI).origin;
  return `${origin}/cart/payment`;
}

/** A page of our site, absolute on our origin (the script's, else the API's). */
function ourPage(path: string): string {
  return `${scriptOrigin ?? new URL(getConfig().apiBase, document.baseURI).origin}${path}`;
}

/**
 * Whether the page is the mobile app's (its handshake, app-host.js, sets `window.MultisalleAppHost`): there,
 * a page without a player asks the app for one (`session-required`, `session-expired`), never the visitor.
 */
const isAppPage = () => Boolean((window as AppHostWindow).MultisalleAppHost);

/** What `<multisalle-cart>` renders: the cart, loaded again on each `refresh()` (a new token). */
function CartHost(props: CartHostProps) {
  const { paymentUrl, hallUrl, container, revision } = props;
  // Loaded here rather than by the panel on mount: a new token must reload the panel already shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `revision` is the reason to load again.
  useEffect(() => {
    void loadCart();
  }, [revision]);
  // Read on each render: `refresh()` renders again once the page signed a player in or out.
  if (!getConfig().getToken('v2') && !isAppPage()) {
    const loginUrl = props.loginUrl || ourPage('/signin');
    const signupUrl = props.signupUrl || ourPage('/signup');
    return createElement(CartSignIn, {
      loginUrl,
      signupUrl,
      onLoginRequired: () => props[CART_LOGIN_REQUIRED_EVENT]?.({ loginUrl, signupUrl }),
    });
  }
  const target = paymentUrl || defaultPaymentUrl();
  const addSlotsHref = hallUrl || '/';
  const validatesHere = props.serverValidation === true;
  return createElement(CartPanel, {
    key: getConfig().apiBase,
    addSlotsHref,
    loadOnMount: false,
    // The page may keep itself where it is (the mobile app's page asks the app for its hall list instead):
    // cancelling the event cancels the link's navigation, so no history entry is left behind.
    onAddSlots: (event) => {
      if (!emitCancelable<AddSlotsDetail>(container, ADD_SLOTS_EVENT, { hallUrl: addSlotsHref }))
        event.preventDefault();
    },
    onValidated: validatesHere
      ? ({ reservations, shareBill }) =>
          props[CART_VALIDATED_EVENT]?.({
            reservationIds: reservations.map((reservation) => reservation.id),
            reservations,
            shareBill,
          })
      : undefined,
    onValidationFailed: (failure) => props[CART_REFUSED_EVENT]?.(failure),
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
 * of the player the token names and the discount code. Without a token it asks the visitor to sign in
 * (CONNEXION opens the planning's sign-in dialog), except on the mobile app's page, whose handshake asks the
 * app instead.
 *
 * Attributes: `api-base` (default: the script's origin + `/api/v2`), `payment-url` (where VALIDER leads,
 * default our site's `/cart/payment`, on the script's origin), `hall-url` (where AJOUTER DES CRÉNEAUX
 * leads, default `/`), `server-validation` (`true`: the payer choice is offered and VALIDER books on the
 * server itself, as the mobile app's page does), `lang` (default `fr`). The player's token comes from
 * `Multisalle.configure({ getToken })` (which reloads the cart) or the `token` storage key. Events:
 * `multisalle:validate` (cancelable), `multisalle:add-slots` (cancelable), `multisalle:cart-validated`
 * and `multisalle:cart-refused` (with `server-validation`), `multisalle:toast`.
 *
 * @example
 * <script src="https://reservation.example.fr/embed/multisalle-elements.js"></script>
 * <multisalle-cart payment-url="/paiement" hall-url="/salle"></multisalle-cart>
 *
 * @tag multisalle-cart
 * @attr api-base - The v2 API base; default the script's origin + `/api/v2`.
 * @attr payment-url - Where VALIDER leads. @default our site's /cart/payment (the script's origin)
 * @attr hall-url - Where AJOUTER DES CRÉNEAUX leads. @default /
 * @attr login-url - Where the sign-in dialog's CONNEXION leads (a visitor not signed in). @default our site's /signin
 * @attr signup-url - Where the sign-in dialog's INSCRIPTION leads. @default our site's /signup
 * @attr server-validation - `true`: VALIDER books on the server itself, with the payer choice.
 * @attr lang - @default fr
 * @fires multisalle:validate - VALIDER was pressed (cancelable); not with `server-validation`.
 * @fires multisalle:login-required - A visitor not signed in pressed CONNEXION (the sign-in dialog opens): `{ loginUrl, signupUrl }`.
 * @fires multisalle:add-slots - AJOUTER DES CRÉNEAUX was pressed (cancelable: stay on the page).
 * @fires multisalle:cart-validated - The server made the reservations (`server-validation`).
 * @fires multisalle:cart-refused - The server refused the cart: its code and French text (`server-validation`).
 * @csspart cart - The panel.
 * @csspart cart-line - A line of the cart.
 * @cssprop --multisalle-color-primary - Available slots and main buttons. @default #c8102e
 * @cssprop --multisalle-color-in-cart - Slots in the cart. @default #1e7b34
 * @cssprop --multisalle-color-text - Text. @default #1a1a1a
 * @cssprop --multisalle-color-muted - Lines and borders. @default #d9d9d9
 * @cssprop --multisalle-color-past - Past days, notices, the hold timer, disabled buttons. @default #ececec
 * @cssprop --multisalle-color-surface - Cards, dialogs, toasts and outlined buttons. @default #ffffff
 * @cssprop --multisalle-color-link - The primary as text on the surface (outlined buttons). @default the primary
 * @cssprop --multisalle-color-past-text - Notes and hints. @default #4a4a4a
 * @cssprop --multisalle-color-error - Refusals and a field's error. @default #b00020
 * @cssprop --multisalle-color-error-surface - Their background. @default #fdecee
 * @cssprop --multisalle-color-warning - The hold warning's border. @default #8a4b00
 * @cssprop --multisalle-color-warning-surface - Its background. @default #fff4e5
 * @cssprop --multisalle-color-focus - The focus ring's outer tone. @default #1a1a1a
 * @cssprop --multisalle-color-focus-inner - Its inner tone. @default #ffffff
 * @cssprop --multisalle-font-family - Font. @default system-ui, sans-serif
 * @cssprop --multisalle-font-size - The element's root size (its `rem`). @default 16px
 * @cssprop --multisalle-radius - Corner radius. @default 6px
 * @fires multisalle:toast - A message for the player (cancelable: `preventDefault()` to show it yourself).
 * @csspart dialog - A modal dialog of the panel.
 */
export class MultisalleCartElement extends panelElement(CartHost, {
  // The planning's styles for its sign-in dialog, shown to a visitor who is not signed in.
  css: `${spinnerCss}\n${cartCss}\n${planningCss}`,
  props: {
    paymentUrl: 'string',
    hallUrl: 'string',
    loginUrl: 'string',
    signupUrl: 'string',
    serverValidation: 'boolean',
  },
  events: [CART_VALIDATED_EVENT, CART_REFUSED_EVENT, CART_LOGIN_REQUIRED_EVENT],
}) {
  // r2wc defines these properties from the attributes; declared here for their types.
  /** The `payment-url` attribute. */
  declare paymentUrl: string | undefined;
  /** The `hall-url` attribute. */
  declare hallUrl: string | undefined;
  /** The `login-url` attribute. */
  declare loginUrl: string | undefined;
  /** The `signup-url` attribute. */
  declare signupUrl: string | undefined;
  /** The `server-validation` attribute. */
  declare serverValidation: boolean | undefined;
}

/**
 * Registers `<multisalle-cart>` once (a second script on the page does nothing).
 *
 * @example defineCartElement();
 */
export function defineCartElement(registry: CustomElementRegistry = customElements): void {
  if (!registry.get(CART_TAG)) registry.define(CART_TAG, MultisalleCartElement);
}
