import type { PageLoader } from '../../app/lazy-page.tsx';

type SharePageName = 'match' | 'replay' | 'performance' | 'video';

const exportOf = {
  match: 'MatchSharePage',
  replay: 'ReplaySharePage',
  performance: 'PerformanceSharePage',
  video: 'VideoSharePage',
} as const satisfies Record<SharePageName, string>;

function loadSharePage(name: SharePageName): PageLoader {
  return () => import('./share-pages.ts').then((module) => ({ default: module[exportOf[name]] }));
}

/** The lazy pages of the public share routes (one chunk for the four), one stable loader each. */
export const shareLoaders: Readonly<Record<SharePageName, PageLoader>> = {
  match: loadSharePage('match'),
  replay: loadSharePage('replay'),
  performance: loadSharePage('performance'),
  video: loadSharePage('video'),
};
