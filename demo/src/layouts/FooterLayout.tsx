import { AfterFirstPaint } from '../app/after-first-paint.tsx';
import { Footer } from '../components/footer/Footer.tsx';
import { ShareSection } from '../components/footer/ShareSection.tsx';
import { SubFooter } from '../components/footer/SubFooter.tsx';
import { Header } from '../components/header/Header.tsx';
import type { LayoutProps } from './layout-props.ts';

/** The home frame: header, full-width page, the "BOOK, PLAY, SHARE !" section and the footer. */
export function FooterLayout({ children, displaySubFooter }: LayoutProps) {
  return (
    <div className="layout layout--footer">
      <Header />
      <main id="contenu" tabIndex={-1} className="layout__main">
        {children}
      </main>
      <AfterFirstPaint>
        <ShareSection />
        {displaySubFooter && <SubFooter />}
        <Footer />
      </AfterFirstPaint>
    </div>
  );
}
