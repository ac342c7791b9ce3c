import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isFirstScreenShown, whenAppShown } from './first-screen.ts';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Spec: after navigation the page scrolls to the top; hash links scroll smoothly to their anchor (instantly
 * when the user asks for reduced motion).
 */
export function ScrollManager() {
  const { pathname, search, hash, key } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation (new key) scrolls, even to the same URL.
  useEffect(() => {
    // Over the server's first screen (first-screen.ts) the player may already be reading and scrolling the
    // page: its position stays, and an anchor of the app, drawn hidden, is scrolled to once it shows.
    const isOverFirstScreen = isFirstScreenShown();
    if (!hash) {
      if (!isOverFirstScreen) window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let frames = 0;
    let handle = 0;
    // The anchor may render a frame or two after the route (layout switch, lazy chunk): look for it briefly.
    const tryScroll = () => {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
        return;
      }
      if (frames++ < 30) handle = window.requestAnimationFrame(tryScroll);
    };
    const stopWaiting = isOverFirstScreen ? whenAppShown(tryScroll) : undefined;
    if (!stopWaiting) tryScroll();
    return () => {
      stopWaiting?.();
      window.cancelAnimationFrame(handle);
    };
  }, [pathname, search, hash, key]);

  return null;
}
