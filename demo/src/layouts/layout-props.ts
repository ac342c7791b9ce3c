import type { ReactNode } from 'react';

/** What the root layout hands to every page frame. */
export interface LayoutProps {
  children: ReactNode;
  /** Show the sub-footer band under the page (home). */
  displaySubFooter: boolean;
}
