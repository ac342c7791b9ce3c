/** What Tab can reach inside a dialog. */
export const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), video[controls], [tabindex]:not([tabindex="-1"])';

/** The focused element, inside a shadow root too (the custom elements render dialogs in one). */
export function activeElementOf(node: Node): Element | null {
  return (node.getRootNode() as Document | ShadowRoot).activeElement ?? null;
}

/**
 * Keeps keyboard focus inside an open modal dialog (RGAA 12.8): Tab from its last focusable element goes
 * to the first, Shift+Tab from the first (or from the dialog itself) to the last. Call it from the
 * dialog's keydown handler; any other key is left alone.
 *
 * @example <div role="dialog" aria-modal="true" onKeyDown={(event) => keepTabInside(event, panelRef.current)}>
 */
export function keepTabInside(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>,
  container: HTMLElement | null,
): void {
  if (event.key !== 'Tab' || !container) return;
  const focusables = [...container.querySelectorAll<HTMLElement>(focusableSelector)];
  const first = focusables[0];
  const last = focusables[focusables.length - 1];
  if (!first || !last) return;
  const active = activeElementOf(container);
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
