import {
  breakpoints,
  type CartFailure,
  fetchHallByKey,
  findSport,
  getConfig,
  HALL_NOT_FOUND_MESSAGE,
  type Hall,
  hallIsoDateTime,
  holdSlotInCart,
  isApiError,
  planningTexts,
  productNames,
  type Slot,
  sportKey,
} from '@multisalle/core';
// Sub-entries keep the widgets' index (and sonner with it) out of the script-tag bundle.
import { PlanningPanel, planningCss } from '@multisalle/widgets/planning';
import { Spinner, spinnerCss } from '@multisalle/widgets/spinner';
import { createElement, useEffect, useLayoutEffect, useState } from 'react';
import { type PanelHostProps, panelElement } from '../panel-element';
import { scriptOrigin } from '../script-origin';
import { sportChoiceCss } from './sport-choice-css';

/** The tag of the planning element. */
export const PLANNING_TAG = 'multisalle-planning';
/** Dispatched when a visitor picks a slot (the connection-required modal opens as well). */
export const LOGIN_REQUIRED_EVENT = 'multisalle:login-required' as const;
/** Dispatched when a logged-in player picks an available slot (with `add-to-cart`: once it is in the cart). */
export const SLOT_PICKED_EVENT = 'multisalle:slot-picked' as const;
/** With `add-to-cart`: dispatched when the server refused to put the picked slot in the cart. */
export const CART_ADD_REFUSED_EVENT = 'multisalle:cart-add-refused' as const;

/**
 * What `multisalle:slot-picked` carries: the slot, and beside it everything `panier/ajout` and an app's
 * own screens need without another call: the hall, the court (`nIdZone`), the sport, the times
 * and the price.
 */
export interface SlotPickedDetail {
  slot: Slot;
  hallKey: string;
  sportId: number;
  /** The hall's `idMultisalle`. */
  hallId: number;
  /** The sport's readable key (`padel`, `ping-pong`). */
  sportKey: string;
  /** The court: `nIdZone`, which `panier/ajout` requires. */
  courtId: number;
  /** The court's name (`sLibelleZone`). */
  courtName: string;
  /** ISO 8601 in the hall's time zone, with its offset (`2026-11-27T18:30:00+01:00`). */
  startsAt: string;
  endsAt: string;
  /** The whole slot's price in cents (`fTarif`). */
  priceCents: number;
  /** With `add-to-cart`, true: the element has put the slot in the player's cart. */
  inCart: boolean;
}

/** What `multisalle:cart-add-refused` carries: the slot, and the server's code and French text. */
export interface CartAddRefusedDetail extends SlotPickedDetail, CartFailure {}

/** What `multisalle:login-required` carries: the slot and where the modal's links lead. */
export interface LoginRequiredDetail extends SlotPickedDetail {
  loginUrl: string;
  signupUrl: string;
}

/** `multisalle:slot-picked`, bubbling and composed. */
export interface MultisalleSlotPickedEvent extends CustomEvent<SlotPickedDetail> {
  readonly type: typeof SLOT_PICKED_EVENT;
}

/** `multisalle:cart-add-refused`, bubbling and composed. */
export interface MultisalleCartAddRefusedEvent extends CustomEvent<CartAddRefusedDetail> {
  readonly type: typeof CART_ADD_REFUSED_EVENT;
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
    'multisalle:cart-add-refused': MultisalleCartAddRefusedEvent;
  }
}

export { scriptApiBase } from '../panel-element';

/** The planning element's props: its attributes, and the callbacks r2wc dispatches as its events. */
interface PlanningHostProps extends PanelHostProps {
  hall?: string;
  sport?: string;
  loginUrl?: string;
  signupUrl?: string;
  addToCart?: boolean;
  [LOGIN_REQUIRED_EVENT]?: (detail: LoginRequiredDetail) => void;
  [SLOT_PICKED_EVENT]?: (detail: SlotPickedDetail) => void;
  [CART_ADD_REFUSED_EVENT]?: (detail: CartAddRefusedDetail) => void;
}

/** The detail of a picked slot, `inCart` false. */
function pickedDetail(slot: Slot, hall: Hall, sport: { id: number; label: string }): SlotPickedDetail {
  return {
    slot,
    hallKey: hall.key,
    sportId: sport.id,
    hallId: hall.id,
    sportKey: sportKey(sport.label),
    courtId: slot.zoneId,
    courtName: slot.zoneLabel,
    startsAt: hallIsoDateTime(slot.startsAt),
    endsAt: hallIsoDateTime(slot.endsAt),
    priceCents: slot.priceCents,
    inCart: false,
  };
}

/** A hall's load: `hall` once answered (`null`: the server does not know the key), or `failed`. */
interface HallLoad {
  key: string;
  hall?: Hall | null;
  failed?: boolean;
}

/** What the console says to the webmaster: the address called and what came back. */
function explain(key: string, error: unknown): string {
  const { apiBase } = getConfig();
  const address = `${new URL(apiBase, document.baseURI).href}/${productNames().routeSegment}/detail?sCle=${encodeURIComponent(key)}`;
  const status = isApiError(error) && error.status ? `réponse HTTP ${error.status}` : 'serveur injoignable';
  return `Multisalle\u00a0: le planning de la salle « ${key} » n'a pas pu être chargé (${address}\u00a0: ${status}).`;
}

/** The hall of a key, asked again on each `attempt`: `undefined` while it loads. */
function useHall(key: string, attempt: number): HallLoad | undefined {
  const [loaded, setLoaded] = useState<HallLoad & { attempt: number }>();
  useEffect(() => {
    let isCurrent = true;
    const load = async () => {
      let result: HallLoad = { key, hall: null };
      try {
        if (key) result.hall = (await fetchHallByKey(key)) ?? null;
        if (!result.hall)
          console.error(
            key
              ? `Multisalle\u00a0: aucune salle « ${key} » sur ${getConfig().apiBase} (attribut hall).`
              : 'Multisalle\u00a0: <multisalle-planning> sans attribut hall\u00a0: donnez la clé de la salle (hall="…").',
          );
      } catch (error) {
        console.error(explain(key, error));
        result = { key, failed: true };
      }
      if (isCurrent) setLoaded({ ...result, attempt });
    };
    void load();
    return () => {
      isCurrent = false;
    };
  }, [key, attempt]);
  return loaded?.key === key && loaded.attempt === attempt ? loaded : undefined;
}

/**
 * The layout the element's own width calls for (a 300 px sidebar gets the day list on a wide screen):
 * the week calendar from 768 px, as the site does with the window's width.
 */
function useOwnLayout(host: Element | undefined): 'calendar' | 'list' {
  const [width, setWidth] = useState(() => host?.getBoundingClientRect().width ?? 0);
  useLayoutEffect(() => {
    if (!host || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(entry.contentRect.width));
    observer.observe(host);
    return () => observer.disconnect();
  }, [host]);
  return width >= breakpoints.desktopMinWidthPx ? 'calendar' : 'list';
}

/**
 * A link to our site's sign-in or sign-up page carrying the pick and the page to come back to: the site
 * puts the slot in the player's cart after sign-in and offers the way back (to a page registered for the
 * hall). Absolute, on our origin: a relative `/signin` would be the partner's own page.
 */
function pickLink(path: string, hall: Hall, sportId: number) {
  return (slot: Slot) => {
    const origin = scriptOrigin ?? new URL(getConfig().apiBase, document.baseURI).origin;
    const query = new URLSearchParams({
      salle: hall.key,
      sport: String(sportId),
      creneau: String(slot.id),
      zone: String(slot.zoneId),
      retour: location.href,
    });
    return `${origin}${path}?${query}`;
  };
}

/** What `<multisalle-planning>` renders: the hall's planning once its key is resolved. */
function PlanningHost(props: PlanningHostProps) {
  const key = props.hall ?? '';
  const [attempt, setAttempt] = useState(0);
  const load = useHall(key, attempt);
  const layout = useOwnLayout(props.container?.host);
  const [chosenId, setChosenId] = useState<number>();
  // The slots this element put in the cart (`add-to-cart`): the slots call, which knows no player, answers
  // them `reserve`; marked here, they show as « Créneau ajouté au panier » instead of vanishing.
  const [addedIds, setAddedIds] = useState<number[]>([]);
  const hall = load?.hall;
  const wanted = props.sport === undefined || props.sport === '' ? '' : String(props.sport);
  const named = hall && wanted ? findSport(hall.sports, wanted) : undefined;
  useEffect(() => {
    if (hall && wanted && !named)
      console.warn(
        `Multisalle\u00a0: la salle « ${hall.key} » ne propose pas le sport « ${wanted} » (sports\u00a0: ${hall.sports
          .map((sport) => `${sportKey(sport.label)} ou ${sport.id}`)
          .join(', ')}).`,
      );
  }, [hall, wanted, named]);
  // The planning's loading height is kept from the first frame (planning.css: no layout shift below).
  if (!load) {
    const pending = createElement(
      'div',
      { className: 'ms-planning', 'data-pending': '' },
      createElement(Spinner, { label: planningTexts.loading, size: 'large' }),
    );
    if (wanted) return pending;
    // Without a `sport` attribute the hall's sports will show above the planning: their row's room is kept
    // while the hall loads, so the spinner does not move down when they come (the partner page's phone
    // Lighthouse run counted a layout shift of 0.064 for it).
    return createElement(
      'div',
      null,
      createElement('div', { className: 'ms-sports', 'data-pending': '', 'aria-hidden': 'true' }),
      pending,
    );
  }
  if (load.failed)
    return createElement(
      'div',
      { className: 'ms-planning__empty', role: 'alert' },
      createElement('p', null, planningTexts.loadFailed),
      createElement(
        'button',
        { type: 'button', className: 'ms-planning__retry', onClick: () => setAttempt(attempt + 1) },
        planningTexts.retry,
      ),
    );
  // A missing, misspelt or unknown hall: the visitor keeps a way to book, our halls (the console says why).
  if (!hall)
    return createElement(
      'p',
      { className: 'ms-planning__empty' },
      `${HALL_NOT_FOUND_MESSAGE} `,
      createElement('a', { href: `${scriptOrigin ?? ''}/` }, planningTexts.seeHalls),
    );
  // A sport the attribute names; else the visitor's choice among the hall's sports (the first at first).
  const sport = named ?? hall.sports.find((candidate) => candidate.id === chosenId) ?? hall.sports[0];
  if (!sport) return createElement('p', { className: 'ms-planning__empty' }, planningTexts.noSlot);
  const loginUrl = props.loginUrl || pickLink('/signin', hall, sport.id);
  const signupUrl = props.signupUrl || pickLink('/signup', hall, sport.id);
  const urlOf = (url: string | ((slot: Slot) => string), slot: Slot) =>
    typeof url === 'string' ? url : url(slot);
  const detailOf = (slot: Slot) => pickedDetail(slot, hall, sport);
  // With `add-to-cart` the element books the hold itself (`panier/ajout`): its toast and the planning's
  // reload show the player the slot in the cart; the page hears of it only once the server agreed.
  const pick = async (slot: Slot) => {
    if (props.addToCart !== true) {
      props[SLOT_PICKED_EVENT]?.(detailOf(slot));
      return;
    }
    const result = await holdSlotInCart(slot, sport.id);
    if (result.outcome === 'added' || result.outcome === 'alreadyInCart') {
      setAddedIds((ids) => (ids.includes(slot.id) ? ids : [...ids, slot.id]));
      props[SLOT_PICKED_EVENT]?.({ ...detailOf(slot), inCart: true });
    } else if (result.outcome === 'refused' && result.failure)
      props[CART_ADD_REFUSED_EVENT]?.({ ...detailOf(slot), ...result.failure });
  };
  const panel = createElement(PlanningPanel, {
    key: `${hall.id}-${sport.id}`,
    hallId: hall.id,
    sport: { id: sport.id, label: sport.label, recommendedPlayers: sport.recommendedPlayers },
    visibleDays: hall.visibleDays,
    layout,
    selectedSlotIds: addedIds.length > 0 ? addedIds : undefined,
    // Read on each render: `refresh()` renders again after the page logged a player in or out.
    isLoggedIn: Boolean(getConfig().getToken('v2')),
    loginUrl,
    signupUrl,
    onLoginRequired: (slot: Slot) =>
      props[LOGIN_REQUIRED_EVENT]?.({
        ...detailOf(slot),
        loginUrl: urlOf(loginUrl, slot),
        signupUrl: urlOf(signupUrl, slot),
      }),
    onSlotPicked: (slot: Slot) => void pick(slot),
  });
  if (named || hall.sports.length < 2) return panel;
  return createElement(
    'div',
    null,
    createElement(
      'div',
      { className: 'ms-sports', role: 'group', 'aria-label': planningTexts.sportChoice, part: 'sports' },
      hall.sports.map((candidate) =>
        createElement(
          'button',
          {
            key: candidate.id,
            type: 'button',
            part: 'sport',
            'aria-pressed': candidate.id === sport.id,
            onClick: () => setChosenId(candidate.id),
          },
          candidate.label,
        ),
      ),
    ),
    panel,
  );
}

/**
 * `<multisalle-planning hall="padel-park">`: a hall's planning for a partner page, in shadow DOM: the React
 * `PlanningPanel` made a custom element by r2wc (`panelElement`).
 *
 * Attributes: `hall` (the hall key `cle`, required), `sport` (the sport's readable key, `padel`, or its
 * `idSport`; without it, the hall's sports to choose from), `api-base` (default: the script's origin +
 * `/api/v2`, or `Multisalle('configure', { apiBase })`), `login-url` and `signup-url` (default: our site's
 * sign-in and sign-up pages, carrying the slot picked and the page to come back to), `lang` (default
 * `fr`), and the theme: `color-primary`, `color-in-cart`, `color-text`, `color-surface`, `font-family`,
 * `radius` (pixels), `add-to-cart` (`true`: a logged-in player's pick goes into their cart, `panier/ajout`,
 * before `multisalle:slot-picked` says `inCart: true`). Property `getToken` (or the global
 * `Multisalle('configure', { getToken })`) says who is logged in. Events: `multisalle:login-required`,
 * `multisalle:slot-picked`, `multisalle:cart-add-refused` (with `add-to-cart`), `multisalle:toast`. The
 * partners' documentation: `/embed/` on our site.
 *
 * @example
 * <script src="https://reservation.example.fr/embed/multisalle-planning.js" defer></script>
 * <multisalle-planning hall="padel-park" sport="padel" color-primary="#0055a4">
 *   <a href="https://reservation.example.fr/multisalle/padel-park">Voir les créneaux et réserver sur Multisalle</a>
 * </multisalle-planning>
 *
 * @tag multisalle-planning
 * @attr hall - The hall key (`cle`).
 * @attr sport - The sport's readable key (`padel`, `ping-pong`) or its `idSport`; without it, the hall's sports are offered.
 * @attr api-base - The v2 API base; default the script's origin + `/api/v2`.
 * @attr login-url - Where CONNEXION leads; default our site's sign-in page with the slot and the way back.
 * @attr signup-url - Where INSCRIPTION leads; default our site's sign-up page with the slot and the way back.
 * @attr lang - @default fr
 * @attr color-primary - Sets `--multisalle-color-primary` (allowed by a strict CSP).
 * @attr color-in-cart - Sets `--multisalle-color-in-cart`.
 * @attr color-text - Sets `--multisalle-color-text`.
 * @attr color-surface - Sets `--multisalle-color-surface`.
 * @attr font-family - Sets `--multisalle-font-family`.
 * @attr radius - Sets `--multisalle-radius`, in pixels (`radius="10"`).
 * @attr add-to-cart - `true`: a logged-in player's pick is put in their cart by the element.
 * @fires multisalle:login-required - A visitor picked an available slot.
 * @fires multisalle:slot-picked - A logged-in player picked an available slot (with `add-to-cart`: it is in the cart).
 * @fires multisalle:cart-add-refused - With `add-to-cart`: the server refused the slot (its code and French text).
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
 * @csspart sports - The sport choice (a hall of several sports, no `sport` attribute).
 * @csspart sport - A sport of that choice (`aria-pressed` on the one shown).
 */
export class MultisallePlanningElement extends panelElement(PlanningHost, {
  css: `${spinnerCss}\n${planningCss}\n${sportChoiceCss}`,
  props: { hall: 'string', sport: 'string', loginUrl: 'string', signupUrl: 'string', addToCart: 'boolean' },
  events: [LOGIN_REQUIRED_EVENT, SLOT_PICKED_EVENT, CART_ADD_REFUSED_EVENT],
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
  /** The `add-to-cart` attribute: a picked slot goes into the player's cart. */
  declare addToCart: boolean | undefined;
}
