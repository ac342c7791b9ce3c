import { $paymentAlias, type InvitationAnswer } from '@multisalle/core';
// The sub-entry keeps the widgets' index (and sonner with it) out of the script-tag bundle.
import { InvitationPanel, invitationCss } from '@multisalle/widgets/invitation';
import { createElement } from 'react';
import { type PanelHostProps, panelElement } from '../panel-element';
import {
  PAYMENT_MEANS_BLOCKED_EVENT,
  PAYMENT_MEANS_CLOSED_EVENT,
  PAYMENT_MEANS_REFUSED_EVENT,
  PAYMENT_MEANS_SAVED_EVENT,
  type PaymentMeansClosedDetail,
  type PaymentMeansRefusedDetail,
  type PaymentMeansSavedDetail,
  PHONE_VERIFIED_EVENT,
} from '../payment-means/payment-means-element';

/** The tag of the invitation answer element. */
export const INVITATION_TAG = 'multisalle-invitation';
/** Dispatched once the answers are recorded: the flow ended. */
export const INVITATION_ANSWERED_EVENT = 'multisalle:invitation-answered' as const;
/** Dispatched when a visitor (no token) chose an answer: the host signs the player in, then hands a token. */
export const INVITATION_SIGN_IN_EVENT = 'multisalle:invitation-sign-in-required' as const;

/** What `multisalle:invitation-answered` carries: the player's own answer, as on the wire (`reponse`). */
export interface InvitationAnsweredDetail {
  reservationId: string;
  /** 2 accepted, 1 refused, 0 waiting (the answer's `reponse`). */
  answer: InvitationAnswer;
}

/** What `multisalle:invitation-sign-in-required` carries: the link's ids and the answer kept for after the sign-in. */
export interface InvitationSignInDetail {
  reservationId: string;
  /** `sJetonInvitation`: with `reservationId`, what reopens the page after the sign-in. */
  invitation: string;
  /** The answer chosen (2, 1 or 0, as on the wire); `null` from the waiting list's button. */
  answer: InvitationAnswer | null;
  /** The same answer, under its first name. @deprecated read `answer`. */
  reponse: InvitationAnswer | null;
}

declare global {
  interface HTMLElementTagNameMap {
    'multisalle-invitation': MultisalleInvitationElement;
  }
  interface GlobalEventHandlersEventMap {
    'multisalle:invitation-answered': CustomEvent<InvitationAnsweredDetail>;
    'multisalle:invitation-sign-in-required': CustomEvent<InvitationSignInDetail>;
  }
}

/** The invitation element's props: its attributes, and the callbacks r2wc dispatches as its events. */
interface InvitationHostProps extends PanelHostProps {
  reservation?: string;
  invitation?: string;
  reponse?: string;
  [INVITATION_ANSWERED_EVENT]?: (detail: InvitationAnsweredDetail) => void;
  [INVITATION_SIGN_IN_EVENT]?: (detail: InvitationSignInDetail) => void;
  [PAYMENT_MEANS_SAVED_EVENT]?: (detail: PaymentMeansSavedDetail) => void;
  [PAYMENT_MEANS_REFUSED_EVENT]?: (detail: PaymentMeansRefusedDetail) => void;
  [PAYMENT_MEANS_BLOCKED_EVENT]?: (detail: Record<string, never>) => void;
  [PAYMENT_MEANS_CLOSED_EVENT]?: (detail: PaymentMeansClosedDetail) => void;
  [PHONE_VERIFIED_EVENT]?: (detail: Record<string, never>) => void;
}

/** What `<multisalle-invitation>` renders: the answer panel, once the host gave both ids. */
function InvitationHost(props: InvitationHostProps) {
  const { reservation: reservationId = '', invitation: token = '', revision = 0 } = props;
  // Nothing to read until the host gave both ids (an app page sets them from its query string).
  if (!reservationId || !token) return null;
  return createElement(InvitationPanel, {
    // A new key per refresh: the panel reads the caller's part again after a sign-in.
    key: `${reservationId}:${token}:${revision}`,
    reservationId,
    token,
    suggestedAnswer: props.reponse || undefined,
    onAnswered: (answer) => props[INVITATION_ANSWERED_EVENT]?.({ reservationId, answer }),
    onSignInRequired: (answer) =>
      props[INVITATION_SIGN_IN_EVENT]?.({
        reservationId,
        invitation: token,
        answer: answer ?? null,
        reponse: answer ?? null,
      }),
    // The accept steps save cards and verify phones on this page too: the host hears of it as from the
    // payment means element.
    onPhoneVerified: () => props[PHONE_VERIFIED_EVENT]?.({}),
    onCardSaved: () => props[PAYMENT_MEANS_SAVED_EVENT]?.({ alias: $paymentAlias.get().alias }),
    onCardRefused: (refusal) => props[PAYMENT_MEANS_REFUSED_EVENT]?.(refusal),
    onCardFormBlocked: () => props[PAYMENT_MEANS_BLOCKED_EVENT]?.({}),
    onCardFormClosed: () =>
      props[PAYMENT_MEANS_CLOSED_EVENT]?.({ hasAlias: $paymentAlias.get().alias !== null }),
  });
}

/**
 * `<multisalle-invitation reservation="…" invitation="…">`: the invitation answer panel (spec 1
 * « Invitation page ») in shadow DOM, for a partner page or the mobile app's webview.
 *
 * Attributes: `reservation` (`sIdReservation`), `invitation` (`sJetonInvitation`), `reponse` (the answer
 * chosen beforehand: `validation`, `refus`, `attente`), `api-base`, `lang`. The player's token comes from
 * `Multisalle.configure({ getToken })` (which renders the panel again) or the `token` storage key. Events:
 * `multisalle:invitation-answered`, `multisalle:invitation-sign-in-required`, and from the accept steps
 * `multisalle:phone-verified`, `multisalle:payment-means-saved`, `multisalle:payment-means-refused`,
 * `multisalle:payment-means-blocked`, `multisalle:payment-means-closed`; `multisalle:toast`.
 *
 * @example
 * <script src="https://reservation.example.fr/embed/multisalle-elements.js"></script>
 * <multisalle-invitation reservation="0b7e…" invitation="9f1c…"></multisalle-invitation>
 *
 * @tag multisalle-invitation
 * @attr reservation - `sIdReservation`.
 * @attr invitation - `sJetonInvitation`.
 * @attr reponse - The answer chosen beforehand: `validation`, `refus` or `attente`.
 * @attr api-base - The v2 API base; default the script's origin + `/api/v2`.
 * @attr lang - @default fr
 * @fires multisalle:invitation-answered - The answer was recorded.
 * @fires multisalle:invitation-sign-in-required - A visitor answered; the answer is kept for after the sign-in.
 * @fires multisalle:phone-verified - The phone step verified the player's number.
 * @fires multisalle:payment-means-saved - The payment section saved a card.
 * @fires multisalle:payment-means-refused - The payment section's card was refused.
 * @fires multisalle:payment-means-blocked - The payment section's card form could not be shown.
 * @fires multisalle:payment-means-closed - The payment section's card modal closed.
 * @csspart invitation - The panel.
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
export class MultisalleInvitationElement extends panelElement(InvitationHost, {
  css: invitationCss,
  props: { reservation: 'string', invitation: 'string', reponse: 'string' },
  events: [
    INVITATION_ANSWERED_EVENT,
    INVITATION_SIGN_IN_EVENT,
    PHONE_VERIFIED_EVENT,
    PAYMENT_MEANS_SAVED_EVENT,
    PAYMENT_MEANS_REFUSED_EVENT,
    PAYMENT_MEANS_BLOCKED_EVENT,
    PAYMENT_MEANS_CLOSED_EVENT,
  ],
}) {
  // r2wc defines these properties from the attributes; declared here for their types.
  /** The `reservation` attribute: `sIdReservation`. */
  declare reservation: string | undefined;
  /** The `invitation` attribute: `sJetonInvitation`. */
  declare invitation: string | undefined;
  /** The `reponse` attribute: the answer chosen beforehand. */
  declare reponse: string | undefined;
}

/**
 * Registers `<multisalle-invitation>` once (a second script on the page does nothing).
 *
 * @example defineInvitationElement();
 */
export function defineInvitationElement(registry: CustomElementRegistry = customElements): void {
  if (!registry.get(INVITATION_TAG)) registry.define(INVITATION_TAG, MultisalleInvitationElement);
}
