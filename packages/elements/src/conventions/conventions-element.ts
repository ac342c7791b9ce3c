import { type ConventionTrigger, fetchHallByKey } from '@multisalle/core';
// The sub-entry keeps the widgets' index (and sonner with it) out of the script-tag bundle.
import { ConventionsModal, conventionsCss } from '@multisalle/widgets/conventions';
import { createElement } from 'react';
import { ShadowPanelElement } from '../shadow-panel-element';

/** The tag of the conventions element. */
export const CONVENTIONS_TAG = 'multisalle-conventions';
/** Dispatched once every convention is validated (or none was left to validate). */
export const CONVENTIONS_VALIDATED_EVENT = 'multisalle:conventions-validated';
/** Dispatched when the player cancels, or the list could not be read. */
export const CONVENTIONS_CANCELLED_EVENT = 'multisalle:conventions-cancelled';

/** What both events carry: the hall checked (`null` for the general-public check). */
export interface ConventionsDetail {
  hallId: number | null;
}

/** `multisalle:conventions-validated`, bubbling and composed. */
export interface MultisalleConventionsValidatedEvent extends CustomEvent<ConventionsDetail> {
  readonly type: typeof CONVENTIONS_VALIDATED_EVENT;
}

/** `multisalle:conventions-cancelled`, bubbling and composed. */
export interface MultisalleConventionsCancelledEvent extends CustomEvent<ConventionsDetail> {
  readonly type: typeof CONVENTIONS_CANCELLED_EVENT;
}

declare global {
  interface HTMLElementTagNameMap {
    'multisalle-conventions': MultisalleConventionsElement;
  }
  interface GlobalEventHandlersEventMap {
    'multisalle:conventions-validated': MultisalleConventionsValidatedEvent;
    'multisalle:conventions-cancelled': MultisalleConventionsCancelledEvent;
  }
}

/**
 * `<multisalle-conventions hall="7" trigger="reservation">`: the conventions check (spec 2 section 4) for a
 * partner page, in shadow DOM. It runs when the element is connected and again on `check()` or an
 * attribute change.
 *
 * Attributes: `hall` (a hall id, or a hall key `cle`; none for the general-public check after login),
 * `trigger` (`reservation` or `connexion`, default by `hall`), `api-base` (default: the script's origin +
 * `/api/v2`). The page says who is logged in with `Multisalle.configure({ getToken })`. Events:
 * `multisalle:conventions-validated`, `multisalle:conventions-cancelled`, `multisalle:toast`.
 *
 * @example
 * <multisalle-conventions hall="padel-park" trigger="reservation"></multisalle-conventions>
 *
 * @tag multisalle-conventions
 * @attr hall - A hall id or key; none for the general-public check after login.
 * @attr trigger - `reservation` or `connexion`; default by `hall`.
 * @attr api-base - The v2 API base; default the script's origin + `/api/v2`.
 * @fires multisalle:conventions-validated - Every convention is validated (or none was left).
 * @fires multisalle:conventions-cancelled - The player cancelled, or the list could not be read.
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
export class MultisalleConventionsElement extends ShadowPanelElement {
  static readonly observedAttributes = ['hall', 'trigger', 'api-base'];

  protected readonly css = conventionsCss;
  private runCount = 0;

  override disconnectedCallback(): void {
    // A check still waiting for its hall must not render into the next connection.
    this.runCount += 1;
    super.disconnectedCallback();
  }

  refresh(): void {
    void this.check();
  }

  /** Runs the check again (e.g. before each booking). */
  async check(): Promise<void> {
    const run = ++this.runCount;
    if (!this.applyCommonAttributes()) return;
    this.root?.render(null);
    const found = await this.hallId();
    if (run !== this.runCount || !this.root) return;
    const hallId = found ?? null;
    const trigger = (this.getAttribute('trigger') as ConventionTrigger | null) ?? undefined;
    const finish = (type: string) => {
      this.root?.render(null);
      this.emit<ConventionsDetail>(type, { hallId });
    };
    // A hall key the server does not know: nothing can be checked, so nothing may go on.
    if (found === undefined) return finish(CONVENTIONS_CANCELLED_EVENT);
    this.root.render(
      createElement(ConventionsModal, {
        key: run,
        hallId,
        trigger,
        onSuccess: () => finish(CONVENTIONS_VALIDATED_EVENT),
        onClose: () => finish(CONVENTIONS_CANCELLED_EVENT),
      }),
    );
  }

  /** The hall id; `null` for the general-public check; `undefined` for an unknown hall key. */
  private async hallId(): Promise<number | null | undefined> {
    const hall = this.getAttribute('hall')?.trim() ?? '';
    if (hall === '') return null;
    if (/^\d+$/.test(hall)) return Number(hall);
    try {
      return (await fetchHallByKey(hall))?.id;
    } catch {
      return undefined;
    }
  }
}

/**
 * Registers `<multisalle-conventions>` once.
 *
 * @example defineConventionsElement();
 */
export function defineConventionsElement(registry: CustomElementRegistry = customElements): void {
  if (!registry.get(CONVENTIONS_TAG)) registry.define(CONVENTIONS_TAG, MultisalleConventionsElement);
}
