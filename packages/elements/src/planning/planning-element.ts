import {
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
import { createElement, useEffect, useState } from 'react';
import { type PanelHostProps, panelElement } from '../panel-element';

/** The tag of the planning element. */
export const PLANNING_TAG = 'multisalle-planning';
/** Dispatched when a visitor picks a slot (the connection-required modal opens as well). */
export const LOGIN_REQUIRED_EVENT = 'multisalle:login-required' as const;
/** Dispatched when a logged-in player picks an available slot. */
export const SLOT_PICKED_EVENT = 'multisalle:slot-picked' as const;

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

export { scriptApiBase } from '../panel-element';

/** The planning element's props: its attributes, and the callbacks r2wc dispatches as its events. */
interface PlanningHostProps extends PanelHostProps {
  hall?: string;
  sport?: string;
  loginUrl?: string;
  signupUrl?: string;
  [LOGIN_REQUIRED_EVENT]?: (detail: LoginRequiredDetail) => void;
  [SLOT_PICKED_EVENT]?: (detail: SlotPickedDetail) => void;
}

/** The hall of a key: `undefined` while it loads, `null` when the server does not know it. */
function useHall(key: string): Hall | null | undefined {
  const [loaded, setLoaded] = useState<{ key: string; hall: Hall | null }>();
  useEffect(() => {
    let isCurrent = true;
    const load = async () => {
      let hall: Hall | null = null;
      try {
        hall = key ? ((await fetchHallByKey(key)) ?? null) : null;
      } catch {
        hall = null;
      }
      if (isCurrent) setLoaded({ key, hall });
    };
    void load();
    return () => {
      isCurrent = false;
    };
  }, [key]);
  return loaded?.key === key ? loaded.hall : undefined;
}

/** What `<multisalle-planning>` renders: the hall's planning once its key is resolved. */
function PlanningHost(props: PlanningHostProps) {
  const key = props.hall ?? '';
  const hall = useHall(key);
  // The planning's loading height is kept from the first frame (planning.css: no layout shift below).
  if (hall === undefined)
    return createElement(
      'div',
      { className: 'ms-planning', 'data-pending': '' },
      createElement(Spinner, { label: planningTexts.loading, size: 'large' }),
    );
  if (!hall) {
    const message = key ? HALL_NOT_FOUND_MESSAGE : UNKNOWN_ERROR_MESSAGE;
    return createElement('p', { className: 'ms-planning__empty' }, message);
  }
  const wanted = Number(props.sport);
  const sport = hall.sports.find((candidate) => candidate.id === wanted) ?? hall.sports[0];
  if (!sport) return createElement('p', { className: 'ms-planning__empty' }, planningTexts.noSlot);
  const loginUrl = props.loginUrl || '/signin';
  const signupUrl = props.signupUrl || '/signup';
  const base = { hallKey: hall.key, sportId: sport.id };
  return createElement(PlanningPanel, {
    key: `${hall.id}-${sport.id}`,
    hallId: hall.id,
    sport: { id: sport.id, label: sport.label, recommendedPlayers: sport.recommendedPlayers },
    visibleDays: hall.visibleDays,
    // Read on each render: `refresh()` renders again after the page logged a player in or out.
    isLoggedIn: Boolean(getConfig().getToken('v2')),
    loginUrl,
    signupUrl,
    onLoginRequired: (slot: Slot) => props[LOGIN_REQUIRED_EVENT]?.({ slot, ...base, loginUrl, signupUrl }),
    onSlotPicked: (slot: Slot) => props[SLOT_PICKED_EVENT]?.({ slot, ...base }),
  });
}

/**
 * `<multisalle-planning hall="padel-park">`: a hall's planning for a partner page, in shadow DOM: the React
 * `PlanningPanel` made a custom element by r2wc (`panelElement`).
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
 * @cssprop --multisalle-planning-min-height - Height kept while the first slots load. @default 100vh
 * @fires multisalle:toast - A message for the player (cancelable: `preventDefault()` to show it yourself).
 * @csspart dialog - A modal dialog of the panel.
 */
export class MultisallePlanningElement extends panelElement(PlanningHost, {
  css: `${spinnerCss}\n${planningCss}`,
  props: { hall: 'string', sport: 'string', loginUrl: 'string', signupUrl: 'string' },
  events: [LOGIN_REQUIRED_EVENT, SLOT_PICKED_EVENT],
}) {
  // r2wc defines these properties from the attributes; declared here for their types.
  /** The `hall` attribute: the hall key (`cle`). */
  declare hall: string | undefined;
  /** The `sport` attribute: an `idSport` (a number is written as the attribute's text). */
  declare sport: string | number | undefined;
  /** The `login-url` attribute. */
  declare loginUrl: string | undefined;
  /** The `signup-url` attribute. */
  declare signupUrl: string | undefined;
}
