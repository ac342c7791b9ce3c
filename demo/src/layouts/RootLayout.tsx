import { productNames } from '@multisalle/core';
import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import type { RouteMeta } from '../app/route-table.ts';
import { ScrollManager } from '../app/scroll-manager.tsx';
import { CookieBanner } from '../components/cookie-banner/CookieBanner.tsx';
import { SkipLink } from '../components/SkipLink.tsx';
import { BlankLayout } from './BlankLayout.tsx';
import { ContainerLayout } from './ContainerLayout.tsx';
import { FooterLayout } from './FooterLayout.tsx';
import { KioskLayout } from './KioskLayout.tsx';

const defaultMeta: RouteMeta = { layout: 'blank', displaySubFooter: false };

function isRouteMeta(value: unknown): value is RouteMeta {
  return typeof value === 'object' && value !== null && 'layout' in value;
}

/** The matched route's metadata (the deepest match carrying one). */
function useRouteMeta(): RouteMeta {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteMeta(handle)) return handle;
  }
  return defaultMeta;
}

/** Wraps every route: skip link, scroll rules, page title, cookie banner and the route's layout. */
export function RootLayout() {
  const { layout, displaySubFooter } = useRouteMeta();

  useEffect(() => {
    // Spec: the title is always "{product} | Book, Play, Share", whatever the route.
    document.title = productNames().pageTitle;
  });

  // The hall's devices run full screen, unattended: nothing of the site around them.
  if (layout === 'kiosk') {
    return (
      <KioskLayout displaySubFooter={false}>
        <Outlet />
      </KioskLayout>
    );
  }
  const Layout = layout === 'footer' ? FooterLayout : layout === 'container' ? ContainerLayout : BlankLayout;
  return (
    <>
      <SkipLink />
      <ScrollManager />
      <Layout displaySubFooter={displaySubFooter}>
        <Outlet />
      </Layout>
      <CookieBanner />
    </>
  );
}
