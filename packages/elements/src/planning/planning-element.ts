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
 */
export class MultisallePlanningElement extends ShadowPanelElement {
  static readonly observedAttributes = ['hall', 'sport', 'api-base', 'login-url', 'signup-url', 'lang'];

  protected readonly css = `${spinnerCss}\n${planningCss}`;
  private hall: Hall | null | undefined;
  private loadedKey: string | undefined;
  private loadCount = 0;

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
      this.hall = undefined;
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
    this.hall = hall;
    this.refresh();
  }

  private content(key: string) {
    if (this.hall === undefined)
      return createElement(Spinner, { label: planningTexts.loading, size: 'large' });
    const hall = this.hall;
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
