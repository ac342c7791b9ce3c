import type { MouseEvent, ReactNode } from 'react';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * A link to a heading of the same page. Like the skip link, it scrolls and moves focus itself instead of
 * changing the URL hash, which the hash router (mobile app) would read as a route. The target must be
 * focusable (`tabIndex={-1}`), so keyboard and screen reader users continue from there.
 */
export function InPageLink({ targetId, children }: { targetId: string; children: ReactNode }) {
  const jump = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus({ preventScroll: true });
    target.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  };
  return (
    <a href={`#${targetId}`} onClick={jump}>
      {children}
    </a>
  );
}
