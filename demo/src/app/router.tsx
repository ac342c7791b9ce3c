import { createBrowserRouter, createHashRouter, Navigate, type RouteObject } from 'react-router';
import { RootLayout } from '../layouts/RootLayout.tsx';
import { LazyPage } from './lazy-page.tsx';
import { createRouteTable, type PageRoute, type RouteMeta } from './route-table.ts';

/** Turns the route table into React Router route objects under the root layout. */
export function createRouteObjects(table: PageRoute[] = createRouteTable()): RouteObject[] {
  const children: RouteObject[] = table.map((route) => {
    const handle: RouteMeta = { layout: route.layout, displaySubFooter: route.displaySubFooter };
    const Page = route.page;
    const element = Page ? (
      <Page key={route.path} />
    ) : route.load ? (
      // The key gives each route its own loader state when two lazy routes follow each other.
      <LazyPage key={route.path} load={route.load} />
    ) : null;
    return { path: route.path, element, handle };
  });
  // Spec: any unknown path redirects to /404 (replace, so Back does not bounce on it).
  children.push({ path: '*', element: <Navigate to="/404" replace /> });
  return [{ element: <RootLayout />, children }];
}

/**
 * History routing normally; hash routing inside the mobile app's webview (see `mobile-app.ts`), whose
 * pages are loaded from `#/...` URLs.
 */
export function createAppRouter(mode: 'history' | 'hash') {
  const routes = createRouteObjects();
  return mode === 'hash' ? createHashRouter(routes) : createBrowserRouter(routes);
}
