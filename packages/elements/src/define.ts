import { type ConfigureOptions, configure } from '@multisalle/core';
import { MultisallePlanningElement, PLANNING_TAG } from './planning/planning-element';

/**
 * Registers `<multisalle-planning>` once (a second script on the page does nothing).
 *
 * @example definePlanningElement();
 */
export function definePlanningElement(registry: CustomElementRegistry = customElements): void {
  if (!registry.get(PLANNING_TAG)) registry.define(PLANNING_TAG, MultisallePlanningElement);
}

/**
 * Registers every element of the package (for now the planning is the only panel).
 *
 * @example defineElements();
 */
export function defineElements(registry: CustomElementRegistry = customElements): void {
  definePlanningElement(registry);
}

/** The cart's tag, spelled out so the planning-only script does not pull the cart in. */
const cartTag = 'multisalle-cart';

/**
 * The library's `configure`, then a new render of every planning and cart element of the page (the cart
 * reloads): what a page calls after logging a player in (`getToken`), from the script tag's global
 * `Multisalle.configure`.
 *
 * @example Multisalle.configure({ getToken: () => myLogin.token });
 */
export function configureElements(options: ConfigureOptions): void {
  configure(options);
  for (const element of document.querySelectorAll(`${PLANNING_TAG}, ${cartTag}`)) {
    // An element not defined yet (no `refresh`) renders with the new configuration once it is.
    (element as { refresh?: () => void }).refresh?.();
  }
}
