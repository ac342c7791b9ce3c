import { createElement } from 'react';
import type { PageLoader } from '../../app/lazy-page.tsx';
import type { ArticleFamily } from '../../content/index.ts';

function loadArticlePage(family: ArticleFamily): PageLoader {
  return () =>
    import('./ArticlePage.tsx').then((module) => ({
      default: () => createElement(module.ArticlePage, { family }),
    }));
}

/**
 * The lazy pages of the three article routes, one stable loader per family (the route table keys its
 * loaded-page cache by loader).
 */
export const articleLoaders: Readonly<Record<ArticleFamily, PageLoader>> = {
  news: loadArticlePage('news'),
  sport: loadArticlePage('sport'),
  'padel-park': loadArticlePage('padel-park'),
};
