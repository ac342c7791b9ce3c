/**
 * Moves the focus to an element that is no Tab stop (a heading, the end of a panel), making it one until
 * the focus leaves it: in a shadow root, Chromium sends Tab from a `tabindex="-1"` element to the root's
 * first control instead of the one after the element (a skip link would lead back to the top).
 *
 * @example skipLink.onclick = () => focusInPlace(footnote);
 */
export function focusInPlace(element: HTMLElement | null | undefined): void {
  if (!element) return;
  element.tabIndex = 0;
  element.addEventListener('blur', () => element.setAttribute('tabindex', '-1'), { once: true });
  element.focus();
}
