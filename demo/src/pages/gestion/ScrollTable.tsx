import type { ReactNode } from 'react';

/**
 * A table in a region of its own that scrolls sideways on a phone, named by its caption (read by screen
 * readers, hidden on screen) and reachable with the keyboard.
 */
export function ScrollTable({
  caption,
  className = 'gestion-table',
  children,
}: {
  caption: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus (WCAG 2.1.1).
    <section className="gestion-table-scroll" aria-label={caption} tabIndex={0}>
      <table className={className}>
        <caption className="visually-hidden">{caption}</caption>
        {children}
      </table>
    </section>
  );
}
