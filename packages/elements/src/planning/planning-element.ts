import {
  type ApiBase,
  configure,
  fetchHallByKey,
  getConfig,
  HALL_NOT_FOUND_MESSAGE,
  type Hall,
  planningTexts,
  type Slot,
  UNKNOWN_ERROR_MESSAGE,
} from '@multisalle/core';
// Sub-entries keep the widgets' index (and sonner with it) out of the script-tag bundle.
import { PlanningPanel, planningCss } from '@multisalle/widgets/planning';
import { Spinner, spinnerCss } from '@multisalle/widgets/spinner';
import { createElement } from 'react';
import { ShadowPanelElement } from '../shadow-panel-element';

/** The tag of the planning element. */
export const PLANNING_TAG = 'multisalle-planning';
/** Dispatched when a visitor picks a slot (the connection-required modal opens as well). */
export const LOGIN_REQUIRED_EVENT = 'multisalle:login-required';
/** Dispatched when a logged-in player picks an available slot. */
export const SLOT_PICKED_EVENT = 'multisalle:slot-picked';

/** What `multisalle:slot-picked` carries. */
export interface SlotPickedDetail {
  slot: Slot;
  hallKey: string;
  sportId: number;
}

/** What `multisalle:login-required` carries: the slot and where the modal's links lead. */
export interface LoginRequiredDetail extends SlotPickedDetail {
  loginUrl: string;
  signupUrl: string;
}

/** `multisalle:slot-picked`, bubbling and composed. */
export interface MultisalleSlotPickedEvent extends CustomEvent<SlotPickedDetail> {
  readonly type: typeof SLOT_PICKED_EVENT;
}

/** `multisalle:login-required`, bubbling and composed. */
export interface MultisalleLoginRequiredEvent extends CustomEvent<LoginRequiredDetail> {
  readonly type: typeof LOGIN_REQUIRED_EVENT;
}

declare global {
  interface HTMLElementTagNameMap {
    'multisalle-planning': MultisallePlanningElement;
  }
  interface GlobalEventHandlersEventMap {
    'multisalle:slot-picked': MultisalleSlotPickedEvent;
    'multisalle:login-required': MultisalleLoginRequiredEvent;
  }
}

export { scriptApiBase } from '../shadow-panel-element';

/**
 * `<multisalle-planning hall="padel-park">`: a hall's planning for a partner page, in shadow DOM.
 *
 * Attributes: `hall` (the hall key `cle`, required), `sport` (an `idSport`; default the hall's first
 * sport), `api-base` (default: the script's origin + `/api/v2`), `login-url` (default `/signin`),
 * `signup-url` (default `/signup`), `lang` (default `fr`). Property `getToken` (or the global
 * `Multisalle.configure({ getToken })`) says who is logged in. Events: `multisalle:login-required`,
 * `multisalle:slot-picked`, `multisalle:toast`. Theming: see the package README.
 *
 * @example
 * <script src="https://reservation.example.fr/embed/multisalle-planning.js"></script>
 * <multisalle-planning hall="padel-park" login-url="https://example.fr/connexion"></multisalle-planning>
 *
 * @tag multisalle-planning
 * @attr hall - The hall key (`cle`).
 * @attr sport - An `idSport`; default the hall's first sport.
 * @attr api-base - The v2 API base; default the script's origin + `/api/v2`.
 * @attr login-url - Where CONNEXION leads. @default /signin
 * @attr signup-url - Where INSCRIPTION leads. @default /signup
 * @attr lang - @default fr
 * @fires multisalle:login-required - A visitor picked an available slot.
 * @fires multisalle:slot-picked - A logged-in player picked an available slot.
 * @csspart planning - The panel.
 * @csspart week - The week calendar (768 px and wider).
 * @csspart week-title - The week's title.
 * @csspart week-nav-button - Previous and next week.
 * @csspart day-list - The list by day (under 768 px).
 * @csspart slot - A slot button; also `slot-available`, `slot-inCart` or `slot-booked`.
 * @csspart slot-group - The tile of the courts that share a time.
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
export class MultisallePlanningElement extends ShadowPanelElement {
  static readonly observedAttributes = ['hall', 'sport', 'api-base', 'login-url', 'signup-url', 'lang'];

  protected readonly css = `${spinnerCss}\n${planningCss}`;
  // Not `hall`: that name is the attribute's property, which React 19 sets rather than the attribute.
  private loadedHall: Hall | null | undefined;
  private loadedKey: string | undefined;
  private loadCount = 0;

  /** The `hall` attribute as a property (React 19 and frameworks set properties when the element has one). */
  get hall(): string {
    return this.getAttribute('hall') ?? '';
  }
  set hall(key: string) {
    this.setAttribute('hall', key);
  }

  /** The `sport` attribute (an `idSport`) as a property. */
  get sport(): string {
    return this.getAttribute('sport') ?? '';
  }
  set sport(id: string | number) {
    this.setAttribute('sport', String(id));
  }

  /** The bearer token of a base, for pages that log players in themselves. */
  set getToken(provider: ((base: ApiBase) => string | null | undefined) | undefined) {
    configure({ getToken: provider });
    this.refresh();
  }

  /** Renders again, e.g. after the page logged a player in or out. */
  refresh(): void {
    if (!this.root || !this.applyCommonAttributes()) return;
    const key = this.getAttribute('hall') ?? '';
    if (key !== this.loadedKey) {
      this.loadedKey = key;
      this.loadedHall = undefined;
      void this.loadHall(key);
    }
    this.root.render(this.content(key));
  }

  private async loadHall(key: string): Promise<void> {
    const current = ++this.loadCount;
    let hall: Hall | null = null;
    try {
      hall = key ? ((await fetchHallByKey(key)) ?? null) : null;
    } catch {
      hall = null;
    }
    if (current !== this.loadCount) return;
    this.loadedHall = hall;
    this.refresh();
  }

  private content(key: string) {
    if (this.loadedHall === undefined)
      return createElement(Spinner, { label: planningTexts.loading, size: 'large' });
    const hall = this.loadedHall;
    if (!hall) {
      const message = key ? HALL_NOT_FOUND_MESSAGE : UNKNOWN_ERROR_MESSAGE;
      return createElement('p', { className: 'ms-planning__empty' }, message);
    }
    const wanted = Number(this.getAttribute('sport'));
    const sport = hall.sports.find((candidate) => candidate.id === wanted) ?? hall.sports[0];
    if (!sport) return createElement('p', { className: 'ms-planning__empty' }, planningTexts.noSlot);
    const loginUrl = this.getAttribute('login-url') || '/signin';
    const signupUrl = this.getAttribute('signup-url') || '/signup';
    const base = { hallKey: hall.key, sportId: sport.id };
    return createElement(PlanningPanel, {
      key: `${hall.id}-${sport.id}`,
      hallId: hall.id,
      sport: { id: sport.id, label: sport.label, recommendedPlayers: sport.recommendedPlayers },
      visibleDays: hall.visibleDays,
      isLoggedIn: Boolean(getConfig().getToken('v2')),
      loginUrl,
      signupUrl,
      onLoginRequired: (slot: Slot) =>
        this.emit<LoginRequiredDetail>(LOGIN_REQUIRED_EVENT, { slot, ...base, loginUrl, signupUrl }),
      onSlotPicked: (slot: Slot) => this.emit<SlotPickedDetail>(SLOT_PICKED_EVENT, { slot, ...base }),
    });
  }
}
