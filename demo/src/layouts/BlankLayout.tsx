import { SubFooter } from '../components/footer/SubFooter.tsx';
import type { LayoutProps } from './layout-props.ts';

/** The bare frame (share pages, video thumbnail): the page alone, as the app's share links show it. */
export function BlankLayout({ children, displaySubFooter }: LayoutProps) {
  return (
    <div className="layout layout--blank">
      <main id="contenu" tabIndex={-1} className="layout__main">
        {children}
      </main>
      {displaySubFooter && <SubFooter />}
    </div>
  );
}
