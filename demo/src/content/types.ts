/**
 * One block of an article body: structured data the page renders with its own elements, never raw HTML.
 * Texts may hold `{product}` (the product word) and `{brand}` (the brand name), filled in by
 * `resolveArticles`.
 */
export type ArticleBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: readonly string[] }
  /** An internal link of the site (a path such as `/`), shown on its own line. */
  | { kind: 'link'; text: string; to: string };

/** The three article families of spec 2 section 2, one route each. */
export type ArticleFamily = 'news' | 'sport' | 'padel-park';

/**
 * An article as the content files write it: the spec's fields (spec 2 section 2, "Articles") with
 * `{product}`/`{brand}` placeholders, and its body. `link` is derived from the family and the slug.
 */
export interface ArticleSource {
  slug: string;
  /** Illustration path under `/articles/`, drawn for the article. */
  imageUrl: string;
  /** French text alternative of the illustration. */
  imageAlt: string;
  shortTitle: string;
  title: string;
  shortDescription: string;
  metaTitle: string;
  metaDescription: string;
  body: readonly ArticleBlock[];
}

/** An article ready to show: placeholders filled in, `link` the path of its page. */
export interface Article extends ArticleSource {
  family: ArticleFamily;
  /** The article's page, e.g. `/multisalle/article/sport-entre-amis`. */
  link: string;
}
