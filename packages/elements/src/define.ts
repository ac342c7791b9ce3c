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
 * Registers the planning element, as the first version of the package did; `defineAllElements()` (or
 * `import '@multisalle/elements/register'`) registers all five.
 *
 * @example defineElements();
 */
export function defineElements(registry: CustomElementRegistry = customElements): void {
  definePlanningElement(registry);
}

/** The tags of the elements that reload with a new token, spelled out so the planning-only script
 * does not pull them in. */
const reloadingTags = [
  'multisalle-cart',
  'multisalle-payment-means',
  'multisalle-invitation',
  'multisalle-conventions',
];

/**
 * The library's `configure`, then a new render of every planning, cart, payment means, invitation and
 * conventions element of the page (the cart and the saved card reload, a conventions check waiting for a
 * player runs): what a page calls after logging a player in (`getToken`), from the script tag's global
 * `Multisalle.configure`.
 *
 * @example Multisalle.configure({ getToken: () => myLogin.token });
 */
export function configureElements(options: ConfigureOptions): void {
  configure(options);
  for (const element of document.querySelectorAll([PLANNING_TAG, ...reloadingTags].join(', '))) {
    // An element not defined yet (no `refresh`) renders with the new configuration once it is.
    (element as { refresh?: () => void }).refresh?.();
  }
}
