import { type ApiBase, configure, getConfig, warmIntlSoon } from '@multisalle/core';
import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { adoptStyles } from './adopt-styles';
import { hostStyles } from './planning/host-styles';
import { attachToastRegion } from './toasts/toast-region';

export { scriptApiBase } from './script-origin';

// r2wc (@r2wc/core) keeps an element's props and its render under these registered symbols; the layer
// below reads them to re-render after a new token and to pass what r2wc's attribute parsing skips.
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');
const R2WC_CONNECTED = Symbol.for('r2wc.connected');

/**
 * The theme attributes every element takes: the custom property each sets on the element (through CSSOM,
 * which a strict CSP allows where a `style` attribute or a `<style>` is refused), the CSS property its value
 * must suit, and the element's own value. `radius` takes pixels (`radius="10"`).
 */
const themeAttributes: Record<string, [property: string, checkedAs: string, byDefault: string]> = {
  'color-primary': ['--multisalle-color-primary', 'color', '#c8102e'],
  'color-in-cart': ['--multisalle-color-in-cart', 'color', '#1e7b34'],
  'color-text': ['--multisalle-color-text', 'color', '#1a1a1a'],
  'color-surface': ['--multisalle-color-surface', 'color', '#fff'],
  'font-family': ['--multisalle-font-family', 'font-family', 'system-ui'],
  radius: ['--multisalle-radius', 'border-radius', '6px'],
};

/** How r2wc reads an attribute into a prop. */
export type AttributeType = 'string' | 'number' | 'boolean';

/** What the layer passes to every panel's host component, beside the props r2wc reads from attributes. */
export interface PanelHostProps {
  /** r2wc's `container`: the element's shadow root (the host element is its `host`). */
  container?: ShadowRoot;
  /** Grows by one on each `refresh()` (a new token, a new check): a host reloads what depends on it. */
  revision?: number;
}

/** The options of {@link panelElement}. */
export interface PanelElementOptions<Props> {
  /** The panel's CSS, put after the host reset in the shadow root. */
  css: string;
  /** The props read from attributes (camelCase; the attribute is kebab-case: `loginUrl` is `login-url`). */
  props: Partial<Record<Exclude<keyof Props & string, keyof PanelHostProps>, AttributeType>>;
  /**
   * The callback props r2wc turns into DOM events, each named as the event (`multisalle:slot-picked`):
   * calling `props['multisalle:slot-picked'](detail)` dispatches it, bubbling and composed.
   */
  events?: readonly (keyof Props & `multisalle:${string}`)[];
}

/** What every Multisalle element has beyond `HTMLElement`. */
export interface PanelElement extends HTMLElement {
  /** Renders again and reloads what depends on the player, e.g. after the page logged a player in or out. */
  refresh(): void;
  /** The bearer token of a base, for pages that log players in themselves (as `Multisalle.configure`). */
  set getToken(provider: ((base: ApiBase) => string | null | undefined) | undefined);
  connectedCallback(): void;
  disconnectedCallback(): void;
  attributeChangedCallback(name: string, previous: string | null, value: string | null): void;
}

/** The class {@link panelElement} makes: an element class to extend and register. */
export interface PanelElementConstructor {
  new (): PanelElement;
  readonly prototype: PanelElement;
  /** The attributes the element follows: its props' (kebab-case), `api-base` and `lang`. */
  readonly observedAttributes: string[];
}

interface R2wcInstance extends HTMLElement {
  connectedCallback(): void;
  disconnectedCallback(): void;
  attributeChangedCallback(name: string, previous: string | null, value: string | null): void;
  container: Element | ShadowRoot;
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_CONNECTED]: boolean;
  [R2WC_RENDER](): void;
}

type R2wcClass = (new () => R2wcInstance) & { readonly observedAttributes: string[] };

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/**
 * A custom element class made from a React host component with `@r2wc/react-to-web-component`: its
 * attributes become typed props (and properties), its event props become bubbling, composed DOM events.
 * The thin layer of ours around it adds what a partner page needs: the host reset and the panel's CSS as
 * constructed stylesheets (a strict CSP without `style-src 'unsafe-inline'` still works), React rendering
 * into its own node of the shadow root beside the toast live region, `api-base` and `lang`, a `getToken`
 * property, `refresh()`, bare and removed attributes (r2wc skips empty and missing values), and
 * properties set before the element was defined.
 *
 * @example
 * export class MyElement extends panelElement(MyHost, { css: myCss, props: { hall: 'string' }, events: ['multisalle:done'] }) {}
 */
export function panelElement<Props extends PanelHostProps>(
  Host: ComponentType<Props>,
  options: PanelElementOptions<Props>,
): PanelElementConstructor {
  const propTypes = options.props as Record<string, AttributeType>;
  const attributeProps = new Map(Object.keys(propTypes).map((prop) => [kebab(prop), prop]));
  const eventInit: EventInit = { bubbles: true, composed: true };
  const Base = r2wc(Host as ComponentType<object>, {
    shadow: 'open',
    props: propTypes,
    events: Object.fromEntries((options.events ?? []).map((type) => [type, eventInit])),
  }) as unknown as R2wcClass;

  return class PanelElementOfR2wc extends Base {
    static override readonly observedAttributes = [
      ...Base.observedAttributes,
      'api-base',
      'lang',
      ...Object.keys(themeAttributes),
    ];

    readonly #mount: HTMLDivElement;
    #detachToasts: (() => void) | undefined;

    constructor() {
      super();
      // r2wc starts "connected" and renders on every attribute the parser or an upgrade passes, before
      // connectedCallback: a panel could then ask the API before `api-base` (or the script's origin) is
      // applied, on the partner's origin. Nothing renders before the element is in the page.
      this[R2WC_CONNECTED] = false;
      const shadow = this.shadowRoot as ShadowRoot;
      adoptStyles(shadow, `${hostStyles}\n${options.css}`);
      this.#mount = document.createElement('div');
      this.#mount.className = 'ms-element';
      shadow.append(this.#mount);
      // r2wc renders into `container`: our node, so the toast region beside it is never React's to remove.
      this.container = this.#mount;
      for (const [attribute, prop] of attributeProps)
        this.#passSkippedValue(prop, this.getAttribute(attribute));
      // A framework may have set a property before this class was defined: it hides r2wc's accessor.
      for (const prop of [...attributeProps.values(), 'getToken']) {
        if (Object.hasOwn(this, prop)) {
          const value = (this as unknown as Record<string, unknown>)[prop];
          delete (this as unknown as Record<string, unknown>)[prop];
          (this as unknown as Record<string, unknown>)[prop] = value;
        }
      }
    }

    override connectedCallback(): void {
      // The locale data loads while the panel's first calls are in flight, not inside its first render.
      warmIntlSoon();
      this.#applyCommonAttributes();
      this.#detachToasts ??= attachToastRegion(this.shadowRoot as ShadowRoot, this);
      super.connectedCallback();
    }

    override disconnectedCallback(): void {
      super.disconnectedCallback();
      this.#detachToasts?.();
      this.#detachToasts = undefined;
    }

    override attributeChangedCallback(name: string, previous: string | null, value: string | null): void {
      const theme = themeAttributes[name];
      if (theme) {
        const [property, checkedAs, byDefault] = theme;
        const size = name === 'radius' && value && /^\d+(\.\d+)?$/.test(value) ? `${value}px` : value;
        // A value CSS refuses (`color-primary="bleu"`) would leave the free slots white on nothing: the
        // element keeps its own, and the webmaster reads why in the console.
        // (jsdom has no CSS.supports: there every value passes.)
        if (size && CSS.supports?.(checkedAs, size) !== false) this.style.setProperty(property, size);
        else {
          this.style.removeProperty(property);
          if (size)
            console.warn(
              `Multisalle\u00a0: ${name}="${value}" sur <${this.localName}> n'est pas une valeur CSS valide\u00a0; la valeur par défaut (${byDefault}) est utilisée.`,
            );
        }
        return;
      }
      if (name === 'api-base' || name === 'lang') {
        this.#applyCommonAttributes();
        this[R2WC_RENDER]();
        return;
      }
      const prop = attributeProps.get(name);
      if (prop && this.#passSkippedValue(prop, value)) {
        this[R2WC_RENDER]();
        return;
      }
      super.attributeChangedCallback(name, previous, value);
    }

    /** The bearer token of a base, for pages that log players in themselves (as `Multisalle.configure`). */
    set getToken(provider: ((base: ApiBase) => string | null | undefined) | undefined) {
      configure({ getToken: provider });
      this.refresh();
    }

    /** Renders again and reloads what depends on the player, e.g. after the page logged a player in or out. */
    refresh(): void {
      const props = this[R2WC_PROPS];
      props.revision = ((props.revision as number | undefined) ?? 0) + 1;
      this.#applyCommonAttributes();
      this[R2WC_RENDER]();
    }

    /**
     * r2wc keeps a prop as it was when its attribute is removed or empty: a removed one becomes
     * `undefined`, a bare boolean (`require-existing-alias`) `true`, an empty string `''`. True when it did.
     */
    #passSkippedValue(prop: string, value: string | null): boolean {
      if (value !== null && value !== '') return false;
      const props = this[R2WC_PROPS];
      if (value === null) props[prop] = undefined;
      else props[prop] = propTypes[prop] === 'boolean' ? true : propTypes[prop] === 'string' ? '' : undefined;
      return true;
    }

    /**
     * Points the API client at `api-base` when the element has one (else the page's configuration, whose
     * default the script-tag bundle set to its own origin: global-api.ts), the panel at `lang` (`fr`).
     */
    #applyCommonAttributes(): void {
      const apiBase = this.getAttribute('api-base');
      if (apiBase && getConfig().apiBase !== apiBase) configure({ apiBase });
      this.#mount.lang = this.getAttribute('lang') || 'fr';
    }
  };
}

/** Dispatches a bubbling, composed, cancelable event on the element of `container`; `false` if cancelled. */
export function emitCancelable<T>(container: ShadowRoot | undefined, type: string, detail: T): boolean {
  const host = container?.host;
  if (!host) return true;
  return host.dispatchEvent(
    new CustomEvent<T>(type, { detail, bubbles: true, composed: true, cancelable: true }),
  );
}
