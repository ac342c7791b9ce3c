import type { InvitationAnswer } from '@multisalle/core';
// The sub-entry keeps the widgets' index (and sonner with it) out of the script-tag bundle.
import { InvitationPanel, invitationCss } from '@multisalle/widgets/invitation';
import { createElement } from 'react';
import { ShadowPanelElement } from '../shadow-panel-element';

/** The tag of the invitation answer element. */
export const INVITATION_TAG = 'multisalle-invitation';
/** Dispatched once the answers are recorded: the flow ended. */
export const INVITATION_ANSWERED_EVENT = 'multisalle:invitation-answered';
/** Dispatched when a visitor (no token) chose an answer: the host signs the player in, then hands a token. */
export const INVITATION_SIGN_IN_EVENT = 'multisalle:invitation-sign-in-required';

/** What `multisalle:invitation-answered` carries. */
export interface InvitationAnsweredDetail {
  reservationId: string;
}

/** What `multisalle:invitation-sign-in-required` carries: the answer kept for after the sign-in. */
export interface InvitationSignInDetail {
  reservationId: string;
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

/**
 * `<multisalle-invitation reservation="…" invitation="…">`: the invitation answer panel (spec 1
 * « Invitation page ») in shadow DOM, for a partner page or the mobile app's webview.
 *
 * Attributes: `reservation` (`sIdReservation`), `invitation` (`sJetonInvitation`), `reponse` (the answer
 * chosen beforehand: `validation`, `refus`, `attente`), `api-base`, `lang`. The player's token comes from
 * `Multisalle.configure({ getToken })` (which renders the panel again) or the `token` storage key. Events:
 * `multisalle:invitation-answered`, `multisalle:invitation-sign-in-required`, `multisalle:toast`.
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
 * @csspart invitation - The panel.
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
export class MultisalleInvitationElement extends ShadowPanelElement {
  static readonly observedAttributes = ['api-base', 'lang', 'reservation', 'invitation', 'reponse'];

  protected readonly css = invitationCss;

  /** Renders again, e.g. once the host handed over a token (`Multisalle.configure` calls it). */
  refresh(): void {
    if (!this.root || !this.applyCommonAttributes()) return;
    const reservationId = this.getAttribute('reservation') ?? '';
    const token = this.getAttribute('invitation') ?? '';
    // Nothing to read until the host gave both ids (an app page sets them from its query string).
    if (!reservationId || !token) {
      this.root.render(null);
      return;
    }
    this.root.render(
      createElement(InvitationPanel, {
        // A new key per token state: the panel reads the caller's part again after a sign-in.
        key: `${reservationId}:${token}:${Date.now()}`,
        reservationId,
        token,
        suggestedAnswer: this.getAttribute('reponse') ?? undefined,
        onAnswered: () => this.emit<InvitationAnsweredDetail>(INVITATION_ANSWERED_EVENT, { reservationId }),
        onSignInRequired: () =>
          this.emit<InvitationSignInDetail>(INVITATION_SIGN_IN_EVENT, { reservationId, reponse: null }),
      }),
    );
  }
}

/**
 * Registers `<multisalle-invitation>` once (a second script on the page does nothing).
 *
 * @example defineInvitationElement();
 */
export function defineInvitationElement(registry: CustomElementRegistry = customElements): void {
  if (!registry.get(INVITATION_TAG)) registry.define(INVITATION_TAG, MultisalleInvitationElement);
}
