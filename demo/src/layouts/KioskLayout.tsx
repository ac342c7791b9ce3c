import type { LayoutProps } from './layout-props.ts';

/** The hall's devices (reception tablet, screens): the page alone, filling the screen. */
export function KioskLayout({ children }: LayoutProps) {
  return (
    <main id="contenu" className="layout--kiosk">
      {children}
    </main>
  );
}
