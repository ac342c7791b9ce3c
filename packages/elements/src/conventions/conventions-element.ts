import { type ConventionTrigger, fetchHallByKey, getConfig } from '@multisalle/core';
// The sub-entry keeps the widgets' index (and sonner with it) out of the script-tag bundle.
import { ConventionsModal, conventionsCss } from '@multisalle/widgets/conventions';
import { createElement, useEffect, useRef, useState } from 'react';
import { type PanelHostProps, panelElement } from '../panel-element';

/** The tag of the conventions element. */
export const CONVENTIONS_TAG = 'multisalle-conventions';
/** Dispatched once every convention is validated (or none was left to validate). */
export const CONVENTIONS_VALIDATED_EVENT = 'multisalle:conventions-validated' as const;
/** Dispatched when the player cancels (ANNULER, Escape, ×): only ever the player's choice. */
export const CONVENTIONS_CANCELLED_EVENT = 'multisalle:conventions-cancelled' as const;
/**
 * Dispatched when the check could not run: `reason` `salle-inconnue` (the server knows no such hall) or
 * `chargement` (the list could not be read: a refused token, the network). Never reported as a cancel.
 */
export const CONVENTIONS_UNAVAILABLE_EVENT = 'multisalle:conventions-unavailable' as const;

/** What `multisalle:conventions-unavailable` carries. */
export interface ConventionsUnavailableDetail {
  hallId: number | null;
  /** The `hall` attribute as given. */
  hall: string;
  reason: 'salle-inconnue' | 'chargement';
}

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
    'multisalle:conventions-unavailable': CustomEvent<ConventionsUnavailableDetail>;
  }
}

/** The conventions element's props: its attributes, and the callbacks r2wc dispatches as its events. */
interface ConventionsHostProps extends PanelHostProps {
  hall?: string;
  trigger?: string;
  [CONVENTIONS_VALIDATED_EVENT]?: (detail: ConventionsDetail) => void;
  [CONVENTIONS_CANCELLED_EVENT]?: (detail: ConventionsDetail) => void;
  [CONVENTIONS_UNAVAILABLE_EVENT]?: (detail: ConventionsUnavailableDetail) => void;
}

/**
 * The hall id; `null` for the general-public check; `undefined` for a hall key the server does not know;
 * `failed` when the server could not be asked (network, server error).
 */
async function hallIdOf(hall: string): Promise<number | null | undefined | 'failed'> {
  const key = hall.trim();
  if (key === '') return null;
  if (/^\d+$/.test(key)) return Number(key);
  try {
    return (await fetchHallByKey(key))?.id;
  } catch {
    return 'failed';
  }
}

/**
 * What `<multisalle-conventions>` renders: the check, run on connection, on each attribute change and on
 * each `check()`, then nothing once the player validated or cancelled.
 */
function ConventionsHost(props: ConventionsHostProps) {
  const { hall = '', trigger, revision } = props;
  const run = `${hall}|${trigger ?? ''}|${revision ?? 0}`;
  const [check, setCheck] = useState<{ run: string; hallId: number | null }>();
  const latest = useRef(props);
  latest.current = props;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `run` holds every input of the check.
  useEffect(() => {
    // Nobody signed in yet: the check waits for the page's Multisalle.configure({ getToken }), which runs it
    // again. Run now, it could only fail, show an error toast and tell the page the player cancelled (the
    // mobile app's page shows its element before its handshake script hands over the token).
    if (!getConfig().getToken('v2')) return;
    let isCurrent = true;
    void hallIdOf(hall).then((found) => {
      if (!isCurrent) return;
      // A hall key the server does not know: nothing can be checked, so nothing may go on; the player chose
      // nothing, so it is no cancel.
      if (found === undefined || found === 'failed') {
        const reason = found === undefined ? 'salle-inconnue' : 'chargement';
        latest.current[CONVENTIONS_UNAVAILABLE_EVENT]?.({ hallId: null, hall, reason });
      } else setCheck({ run, hallId: found });
    });
    return () => {
      isCurrent = false;
    };
  }, [run]);

  if (check?.run !== run) return null;
  const finish = (type: typeof CONVENTIONS_VALIDATED_EVENT | typeof CONVENTIONS_CANCELLED_EVENT) => {
    setCheck(undefined);
    latest.current[type]?.({ hallId: check.hallId });
  };
  return createElement(ConventionsModal, {
    key: run,
    hallId: check.hallId,
    trigger: (trigger as ConventionTrigger | undefined) || undefined,
    onSuccess: () => finish(CONVENTIONS_VALIDATED_EVENT),
    onClose: () => finish(CONVENTIONS_CANCELLED_EVENT),
    onLoadFailed: () => {
      setCheck(undefined);
      latest.current[CONVENTIONS_UNAVAILABLE_EVENT]?.({ hallId: check.hallId, hall, reason: 'chargement' });
    },
  });
}

/**
 * `<multisalle-conventions hall="7" trigger="reservation">`: the conventions check (spec 2 section 4) for a
 * partner page, in shadow DOM. It runs when the element is connected and again on `check()` or an
 * attribute change, once a player is signed in (until then it waits and says nothing).
 *
 * Attributes: `hall` (a hall id, or a hall key `cle`; none for the general-public check after login),
 * `trigger` (`reservation` or `connexion`, default by `hall`), `api-base` (default: the script's origin +
 * `/api/v2`). The page says who is logged in with `Multisalle.configure({ getToken })`. Events:
 * `multisalle:conventions-validated`, `multisalle:conventions-cancelled` (the player's choice only),
 * `multisalle:conventions-unavailable` (an unknown hall, a list that could not be read), `multisalle:toast`.
 *
 * @example
 * <multisalle-conventions hall="padel-park" trigger="reservation"></multisalle-conventions>
 *
 * @tag multisalle-conventions
 * @attr hall - A hall id or key; none for the general-public check after login.
 * @attr trigger - `reservation` or `connexion`; default by `hall`.
 * @attr api-base - The v2 API base; default the script's origin + `/api/v2`.
 * @attr lang - @default fr
 * @fires multisalle:conventions-validated - Every convention is validated (or none was left).
 * @fires multisalle:conventions-cancelled - The player cancelled (ANNULER, Escape, ×).
 * @fires multisalle:conventions-unavailable - The hall is unknown or the list could not be read.
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
export class MultisalleConventionsElement extends panelElement(ConventionsHost, {
  css: conventionsCss,
  props: { hall: 'string', trigger: 'string' },
  events: [CONVENTIONS_VALIDATED_EVENT, CONVENTIONS_CANCELLED_EVENT, CONVENTIONS_UNAVAILABLE_EVENT],
}) {
  // r2wc defines these properties from the attributes; declared here for their types.
  /** The `hall` attribute: a hall id or key. */
  declare hall: string | undefined;
  /** The `trigger` attribute: `reservation` or `connexion`. */
  declare trigger: string | undefined;

  /** Runs the check again (e.g. before each booking). */
  check(): void {
    super.refresh();
  }

  /**
   * What `Multisalle.configure` calls with the page's player: a check waiting for a player runs, and a check
   * on screen goes on (a refreshed token must not wipe the boxes already ticked).
   */
  override refresh(): void {
    if (!this.shadowRoot?.querySelector('[role="dialog"]')) super.refresh();
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
