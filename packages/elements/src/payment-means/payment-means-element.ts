import { $paymentAlias, getConfig, loadPaymentAlias, type PaymentAlias } from '@multisalle/core';
// Sub-entries keep the widgets' index (and sonner with it) out of the script-tag bundle.
import { PaymentMeansPanel, PaymentMeansSignIn, paymentMeansCss } from '@multisalle/widgets/payment-means';
import { planningCss } from '@multisalle/widgets/planning';
import { createElement, useEffect } from 'react';
import type { AppHostWindow } from '../app-host/app-host';
import { type PanelHostProps, panelElement } from '../panel-element';
import { scriptOrigin } from '../script-origin';

/** The tag of the payment means element. */
export const PAYMENT_MEANS_TAG = 'multisalle-payment-means';
/** Dispatched once a card is saved (order PAID, alias confirmed and reloaded). */
export const PAYMENT_MEANS_SAVED_EVENT = 'multisalle:payment-means-saved' as const;
/** Dispatched when the 'MOYEN DE PAIEMENT' modal closes, card saved or not: the flow ended. */
export const PAYMENT_MEANS_CLOSED_EVENT = 'multisalle:payment-means-closed' as const;
/** Dispatched when a card is refused (the modal stays open for the player to correct it). */
export const PAYMENT_MEANS_REFUSED_EVENT = 'multisalle:payment-means-refused' as const;
/** Dispatched when the provider's card form could not be shown (blocked by a CSP, never loaded). */
export const PAYMENT_MEANS_BLOCKED_EVENT = 'multisalle:payment-means-blocked' as const;
/**
 * Dispatched when the saved card could not be loaded (network, server): the panel shows « Réessayer ».
 * Its `message` is the French text shown.
 */
export const PAYMENT_MEANS_UNAVAILABLE_EVENT = 'multisalle:payment-means-unavailable' as const;
/**
 * Dispatched when a visitor who is not signed in presses CONNEXION (the sign-in dialog opens as well), once
 * per press: the planning's event, without a slot.
 */
export const PAYMENT_MEANS_LOGIN_REQUIRED_EVENT = 'multisalle:login-required' as const;
/** Dispatched when a phone step verified the player's number (the invitation element's accept steps). */
export const PHONE_VERIFIED_EVENT = 'multisalle:phone-verified' as const;

/**
 * What `multisalle:payment-means-refused` carries: the provider's order status (`UNPAID` for a refused
 * card), or ours (`INVALID`: the server refused the answer; `ALIAS`: the card could not be confirmed), and
 * the French text shown.
 */
export interface PaymentMeansRefusedDetail {
  code: string;
  message: string;
}

/** What `multisalle:payment-means-saved` carries: the saved card (masked number and expiry only). */
export interface PaymentMeansSavedDetail {
  alias: PaymentAlias | null;
}

/** What `multisalle:payment-means-closed` carries: whether a card is saved now. */
export interface PaymentMeansClosedDetail {
  hasAlias: boolean;
}

/** `multisalle:payment-means-saved`, bubbling and composed. */
export interface MultisallePaymentMeansSavedEvent extends CustomEvent<PaymentMeansSavedDetail> {
  readonly type: typeof PAYMENT_MEANS_SAVED_EVENT;
}

/** `multisalle:payment-means-closed`, bubbling and composed. */
export interface MultisallePaymentMeansClosedEvent extends CustomEvent<PaymentMeansClosedDetail> {
  readonly type: typeof PAYMENT_MEANS_CLOSED_EVENT;
}

declare global {
  interface HTMLElementTagNameMap {
    'multisalle-payment-means': MultisallePaymentMeansElement;
  }
  interface GlobalEventHandlersEventMap {
    'multisalle:payment-means-saved': MultisallePaymentMeansSavedEvent;
    'multisalle:payment-means-closed': MultisallePaymentMeansClosedEvent;
    'multisalle:payment-means-refused': CustomEvent<PaymentMeansRefusedDetail>;
    'multisalle:payment-means-blocked': CustomEvent<Record<string, never>>;
    'multisalle:payment-means-unavailable': CustomEvent<{ message: string }>;
    'multisalle:phone-verified': CustomEvent<Record<string, never>>;
  }
}

/** The payment means element's props: its attribute, and the callbacks r2wc dispatches as its events. */
interface PaymentMeansHostProps extends PanelHostProps {
  requireExistingAlias?: boolean;
  [PAYMENT_MEANS_SAVED_EVENT]?: (detail: PaymentMeansSavedDetail) => void;
  [PAYMENT_MEANS_CLOSED_EVENT]?: (detail: PaymentMeansClosedDetail) => void;
  [PAYMENT_MEANS_REFUSED_EVENT]?: (detail: PaymentMeansRefusedDetail) => void;
  [PAYMENT_MEANS_BLOCKED_EVENT]?: (detail: Record<string, never>) => void;
  [PAYMENT_MEANS_UNAVAILABLE_EVENT]?: (detail: { message: string }) => void;
  [PAYMENT_MEANS_LOGIN_REQUIRED_EVENT]?: (detail: { loginUrl: string; signupUrl: string }) => void;
  loginUrl?: string;
  signupUrl?: string;
}

/** A page of our site, absolute on our origin (the script's, else the API's). */
function ourPage(path: string): string {
  return `${scriptOrigin ?? new URL(getConfig().apiBase, document.baseURI).origin}${path}`;
}

/**
 * What `<multisalle-payment-means>` renders: the saved card, loaded again on each `refresh()`; to a visitor
 * not signed in on a partner page, the sign-in prompt. The mobile app's page (its handshake sets
 * `window.MultisalleAppHost`) asks the app for a player instead (`session-required`, `session-expired`).
 */
function PaymentMeansHost(props: PaymentMeansHostProps) {
  // Loaded here rather than by the panel on mount: a new token must reload the panel already shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `revision` is the reason to load again.
  useEffect(() => {
    void loadPaymentAlias(globalThis.location.origin);
  }, [props.revision]);
  // Read on each render: `refresh()` renders again once the page signed a player in or out.
  if (!getConfig().getToken('v2') && !(window as AppHostWindow).MultisalleAppHost) {
    const loginUrl = props.loginUrl || ourPage('/signin');
    const signupUrl = props.signupUrl || ourPage('/signup');
    return createElement(PaymentMeansSignIn, {
      loginUrl,
      signupUrl,
      onLoginRequired: () => props[PAYMENT_MEANS_LOGIN_REQUIRED_EVENT]?.({ loginUrl, signupUrl }),
    });
  }
  return createElement(PaymentMeansPanel, {
    loadOnMount: false,
    requireExistingAlias: props.requireExistingAlias === true,
    onSaved: () => props[PAYMENT_MEANS_SAVED_EVENT]?.({ alias: $paymentAlias.get().alias }),
    onClose: () => props[PAYMENT_MEANS_CLOSED_EVENT]?.({ hasAlias: $paymentAlias.get().alias !== null }),
    onRefused: (refusal) => props[PAYMENT_MEANS_REFUSED_EVENT]?.(refusal),
    onFormBlocked: () => props[PAYMENT_MEANS_BLOCKED_EVENT]?.({}),
    onLoadFailed: (message) => props[PAYMENT_MEANS_UNAVAILABLE_EVENT]?.({ message }),
  });
}

/**
 * `<multisalle-payment-means>`: the logged-in player's saved card and the card form (spec 1 "Payment means
 * panel"), in shadow DOM, for a partner page or the mobile app's webview.
 *
 * Attributes: `api-base` (default: the script's origin + `/api/v2`), `lang` (default `fr`),
 * `require-existing-alias` (present: with no saved card the change action only warns, as on the profile
 * page), `login-url` and `signup-url` (where a visitor not signed in is sent: CONNEXION opens the planning's
 * sign-in dialog). The player's token comes from `Multisalle.configure({ getToken })` (which reloads the card) or
 * the `token` storage key. Events: `multisalle:payment-means-saved`, `multisalle:payment-means-refused`,
 * `multisalle:payment-means-blocked`, `multisalle:payment-means-closed`,
 * `multisalle:payment-means-unavailable`, `multisalle:toast`.
 *
 * @example
 * <script src="https://reservation.example.fr/embed/multisalle-elements.js"></script>
 * <multisalle-payment-means></multisalle-payment-means>
 *
 * @tag multisalle-payment-means
 * @attr api-base - The v2 API base; default the script's origin + `/api/v2`.
 * @attr lang - @default fr
 * @attr require-existing-alias - Present: with no saved card the change action only warns.
 * @attr login-url - Where the sign-in dialog's CONNEXION leads (a visitor not signed in). @default our site's /signin
 * @attr signup-url - Where the sign-in dialog's INSCRIPTION leads. @default our site's /signup
 * @fires multisalle:login-required - A visitor not signed in pressed CONNEXION (the sign-in dialog opens): `{ loginUrl, signupUrl }`.
 * @fires multisalle:payment-means-saved - A card was saved.
 * @fires multisalle:payment-means-refused - A card was refused: its code and French text (the modal stays open).
 * @fires multisalle:payment-means-blocked - The provider's card form could not be shown.
 * @fires multisalle:payment-means-closed - The panel's flow ended.
 * @fires multisalle:payment-means-unavailable - The saved card could not be loaded (« Réessayer » shown).
 * @csspart payment-means - The panel.
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
 * @cssprop --multisalle-color-focus - The focus ring's outer tone. @default #1a1a1a
 * @cssprop --multisalle-color-focus-inner - Its inner tone. @default #ffffff
 * @cssprop --multisalle-font-family - Font. @default system-ui, sans-serif
 * @cssprop --multisalle-font-size - The element's root size (its `rem`). @default 16px
 * @cssprop --multisalle-radius - Corner radius. @default 6px
 * @fires multisalle:toast - A message for the player (cancelable: `preventDefault()` to show it yourself).
 * @csspart dialog - A modal dialog of the panel.
 */
export class MultisallePaymentMeansElement extends panelElement(PaymentMeansHost, {
  // The planning's styles for its sign-in dialog, shown to a visitor who is not signed in.
  css: `${paymentMeansCss}\n${planningCss}`,
  props: { requireExistingAlias: 'boolean', loginUrl: 'string', signupUrl: 'string' },
  events: [
    PAYMENT_MEANS_SAVED_EVENT,
    PAYMENT_MEANS_CLOSED_EVENT,
    PAYMENT_MEANS_REFUSED_EVENT,
    PAYMENT_MEANS_BLOCKED_EVENT,
    PAYMENT_MEANS_UNAVAILABLE_EVENT,
    PAYMENT_MEANS_LOGIN_REQUIRED_EVENT,
  ],
}) {
  // r2wc defines this property from the attribute; declared here for its type.
  /** The `require-existing-alias` attribute. */
  declare requireExistingAlias: boolean | undefined;
  /** The `login-url` attribute. */
  declare loginUrl: string | undefined;
  /** The `signup-url` attribute. */
  declare signupUrl: string | undefined;
}

/**
 * Registers `<multisalle-payment-means>` once (a second script on the page does nothing).
 *
 * @example definePaymentMeansElement();
 */
export function definePaymentMeansElement(registry: CustomElementRegistry = customElements): void {
  if (!registry.get(PAYMENT_MEANS_TAG)) registry.define(PAYMENT_MEANS_TAG, MultisallePaymentMeansElement);
}
