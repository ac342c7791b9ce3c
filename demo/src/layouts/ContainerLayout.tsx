import { AfterFirstPaint } from '../app/after-first-paint.tsx';
import { Footer } from '../components/footer/Footer.tsx';
import { SubFooter } from '../components/footer/SubFooter.tsx';
import { Header } from '../components/header/Header.tsx';
import type { LayoutProps } from './layout-props.ts';

/** The frame of inner pages: header with navigation, the page in a centred container, the footer. */
export function ContainerLayout({ children, displaySubFooter }: LayoutProps) {
  return (
    <div className="layout layout--container">
      <Header />
      <main id="contenu" tabIndex={-1} className="layout__main layout__main--container">
        <div className="container">{children}</div>
      </main>
      <AfterFirstPaint>
        {displaySubFooter && <SubFooter />}
        <Footer />
      </AfterFirstPaint>
    </div>
  );
}
