import type { PageLoader } from '../../app/lazy-page.tsx';

/**
 * The hall's device pages, in a chunk of their own that the site's first load only names: one
 * chunk for the four pages (about 10 KB gzip) costs the home page's script less than four would, and a TV
 * that loads the reception's code too loses nothing worth it. The QR decoder stays apart, loaded only by
 * the reception's camera.
 */
const devicePages = () => import('./device-pages.ts');

export const hallDeviceLoaders = {
  reception: () => devicePages().then((module) => ({ default: module.ReceptionPage })),
  welcome: () => devicePages().then((module) => ({ default: module.WelcomeScreen })),
  entry: () => devicePages().then((module) => ({ default: module.EntryScreen })),
  court: () => devicePages().then((module) => ({ default: module.CourtScreen })),
} satisfies Record<string, PageLoader>;
