import { useEffect } from 'react';

/** What a page puts in the document head while it is shown. */
export interface PageHeadOptions {
  /**
   * The page's own title, set as `<meta name="title">` and `og:title`. `document.title` stays the product
   * title on every route (spec 2 section 2).
   */
  metaTitle?: string;
  /** `<meta name="description">` and `og:description`. */
  description?: string;
  /** Site path of `<link rel="canonical">`, made absolute with the page's origin (e.g. `/`). */
  canonicalPath?: string;
}

type HeadTag = { selector: string; create: () => HTMLElement; attribute: 'content' | 'href' };

const metaTag = (attribute: 'name' | 'property', key: string): HeadTag => ({
  selector: `meta[${attribute}="${key}"]`,
  create: () => {
    const meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    return meta;
  },
  attribute: 'content',
});

const canonicalTag: HeadTag = {
  selector: 'link[rel="canonical"]',
  create: () => {
    const link = document.createElement('link');
    link.rel = 'canonical';
    return link;
  },
  attribute: 'href',
};

/** Sets one head tag and returns how to put back what was there before (its old value, or no tag). */
function setHeadTag(tag: HeadTag, value: string): () => void {
  const existing = document.head.querySelector<HTMLElement>(tag.selector);
  const element = existing ?? document.head.appendChild(tag.create());
  const previous = existing?.getAttribute(tag.attribute) ?? null;
  element.setAttribute(tag.attribute, value);
  return () => {
    if (previous === null) element.remove();
    else element.setAttribute(tag.attribute, previous);
  };
}

/**
 * Puts a page's meta title, description and canonical link in the document head while the page is
 * mounted, and restores the previous head (the site's default description) when it leaves.
 *
 * @example usePageHead({ metaTitle: article.metaTitle, description: article.metaDescription })
 */
export function usePageHead({ metaTitle, description, canonicalPath }: PageHeadOptions): void {
  useEffect(() => {
    const restores: Array<() => void> = [];
    if (metaTitle !== undefined) {
      restores.push(setHeadTag(metaTag('name', 'title'), metaTitle));
      restores.push(setHeadTag(metaTag('property', 'og:title'), metaTitle));
    }
    if (description !== undefined) {
      restores.push(setHeadTag(metaTag('name', 'description'), description));
      restores.push(setHeadTag(metaTag('property', 'og:description'), description));
    }
    if (canonicalPath !== undefined) {
      restores.push(setHeadTag(canonicalTag, new URL(canonicalPath, window.location.origin).href));
    }
    return () => {
      for (const restore of restores.reverse()) restore();
    };
  }, [metaTitle, description, canonicalPath]);
}
