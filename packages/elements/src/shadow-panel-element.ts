import { configure, getConfig } from '@multisalle/core';
import { createRoot, type Root } from 'react-dom/client';
import { adoptStyles } from './adopt-styles';
import { hostStyles } from './planning/host-styles';
import { attachToastRegion } from './toasts/toast-region';

// Read while the script runs: afterwards `document.currentScript` is null.
const loadingScript =
  typeof document === 'undefined' ? null : (document.currentScript as HTMLScriptElement | null);

/**
 * The v2 API base an element uses without `api-base`: the origin the script was loaded from plus
 * `/api/v2`, or `undefined` (keep the page's configuration) when it was not loaded by a script tag.
 */
export const scriptApiBase: string | undefined = loadingScript?.src
  ? new URL('/api/v2', loadingScript.src).href
  : undefined;

/**
 * What every Multisalle element shares: an open shadow root holding the host reset and the panel's CSS, a
 * React root rendering into it, the toast live region, and the `api-base` and `lang` attributes. A
 * subclass gives its CSS and `refresh()`, which runs on connection and on every observed attribute change.
 *
 * @example
 * class MyPanel extends ShadowPanelElement {
 *   protected readonly css = myCss;
 *   refresh() { if (this.applyCommonAttributes()) this.root?.render(createElement(MyPanel)); }
 * }
 */
export abstract class ShadowPanelElement extends HTMLElement {
  /** The panel's CSS, after the host reset. */
  protected abstract readonly css: string;
  protected root: Root | undefined;
  protected mount: HTMLDivElement | undefined;
  private detachToasts: (() => void) | undefined;

  connectedCallback(): void {
    const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    if (!this.mount) {
      adoptStyles(shadow, `${hostStyles}\n${this.css}`);
      this.mount = document.createElement('div');
      this.mount.className = 'ms-element';
      shadow.append(this.mount);
    }
    this.root ??= createRoot(this.mount);
    this.detachToasts ??= attachToastRegion(shadow, this);
    this.refresh();
  }

  disconnectedCallback(): void {
    this.root?.unmount();
    this.root = undefined;
    this.detachToasts?.();
    this.detachToasts = undefined;
  }

  attributeChangedCallback(): void {
    if (this.isConnected && this.root) this.refresh();
  }

  /** Renders again with the current attributes and configuration. */
  abstract refresh(): void;

  /**
   * Points the API client at `api-base` (or the script's origin) and the panel at `lang` (default `fr`);
   * `false` while the element is not connected (nothing to render into).
   */
  protected applyCommonAttributes(): boolean {
    if (!this.root || !this.mount) return false;
    const apiBase = this.getAttribute('api-base') || scriptApiBase;
    if (apiBase && getConfig().apiBase !== apiBase) configure({ apiBase });
    this.mount.lang = this.getAttribute('lang') || 'fr';
    return true;
  }

  /** Dispatches a bubbling, composed event; `false` when a listener cancelled it. */
  protected emit<T>(type: string, detail: T, cancelable = false): boolean {
    return this.dispatchEvent(
      new CustomEvent<T>(type, { detail, bubbles: true, composed: true, cancelable }),
    );
  }
}
