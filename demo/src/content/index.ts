import { type ProductNames, productNames } from '@multisalle/core';
import { newsArticleSources } from './news-articles.ts';
import { padelParkArticleSources } from './padel-park-articles.ts';
import { sportArticleSources } from './sport-articles.ts';
import type { Article, ArticleBlock, ArticleFamily, ArticleSource } from './types.ts';

export type { Article, ArticleBlock, ArticleFamily } from './types.ts';

const sources: Record<ArticleFamily, readonly ArticleSource[]> = {
  news: newsArticleSources,
  sport: sportArticleSources,
  'padel-park': padelParkArticleSources,
};

/**
 * The route word of each family (spec 2 section 2): `/{product}/article/...`, `/article-sport/...`,
 * `/article-padel-park/...`.
 */
export const articleRouteWords: Readonly<Record<ArticleFamily, string>> = {
  news: 'article',
  sport: 'article-sport',
  'padel-park': 'article-padel-park',
};

function fill(text: string, names: ProductNames): string {
  return text.replaceAll('{product}', names.productKey).replaceAll('{brand}', names.brandName);
}

function fillBlock(block: ArticleBlock, names: ProductNames): ArticleBlock {
  switch (block.kind) {
    case 'list':
      return { kind: 'list', items: block.items.map((item) => fill(item, names)) };
    case 'link':
      return { kind: 'link', text: fill(block.text, names), to: fill(block.to, names) };
    default:
      return { kind: block.kind, text: fill(block.text, names) };
  }
}

/**
 * The articles of a family, in display order, with the product word and brand filled in and each
 * article's `link`.
 *
 * @param names - @default `productNames()` (the configured product)
 * @example articlesOf('news')[1]?.link // '/multisalle/article/sport-entre-amis'
 */
export function articlesOf(family: ArticleFamily, names: ProductNames = productNames()): Article[] {
  return sources[family].map((source) => {
    const slug = fill(source.slug, names);
    return {
      ...source,
      family,
      slug,
      link: `/${names.routeSegment}/${articleRouteWords[family]}/${slug}`,
      imageAlt: fill(source.imageAlt, names),
      shortTitle: fill(source.shortTitle, names),
      title: fill(source.title, names),
      shortDescription: fill(source.shortDescription, names),
      metaTitle: fill(source.metaTitle, names),
      metaDescription: fill(source.metaDescription, names),
      body: source.body.map((block) => fillBlock(block, names)),
    };
  });
}

/**
 * The article of a family with that slug (the route's `indexArticle`), `undefined` when there is none.
 *
 * @example findArticle('sport', 'infos-padel')?.shortTitle // 'Tout savoir sur le padel'
 */
export function findArticle(
  family: ArticleFamily,
  slug: string,
  names: ProductNames = productNames(),
): Article | undefined {
  return articlesOf(family, names).find((article) => article.slug === slug);
}
