import { type RefObject, useLayoutEffect, useRef } from 'react';

/**
 * While a modal panel is open (the phone sidebar, the hall's gallery): page scrolling is locked and focus is
 * on `focusRef`; once it closes, focus goes back to `returnFocusRef` and scrolling is what it was.
 *
 * Layout effects, so all of it happens in the commit that shows or hides the panel. A passive effect may
 * run after the paint: a key pressed in between (Escape) reached the page instead of the panel and the
 * sidebar stayed open, and a page read just after closing still had its scrolling locked (both seen in the
 * browser tests, a few runs in a hundred). Focus goes back in the effect that sees the panel closed, not in
 * the cleanup of the open one: React puts focus back where it was after the DOM changes of a commit and
 * before its layout effects, which undid a focus moved by the cleanup while the panel stays in the page.
 *
 * @example useModalLock(isOpen, closeButtonRef, menuButtonRef);
 */
export function useModalLock(
  isOpen: boolean,
  focusRef: RefObject<HTMLElement | null>,
  returnFocusRef: RefObject<HTMLElement | null>,
): void {
  const wasOpen = useRef(false);
  useLayoutEffect(() => {
    if (!isOpen) {
      if (wasOpen.current) returnFocusRef.current?.focus();
      wasOpen.current = false;
      return;
    }
    wasOpen.current = true;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    focusRef.current?.focus();
    return () => {
      document.body.style.overflow = previousOverflow;
    };
  }, [isOpen, focusRef, returnFocusRef]);
}
