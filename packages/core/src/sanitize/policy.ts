import type { DOMPurify, WindowLike } from 'dompurify';

/** The tags a convention's HTML may keep (spec 2 section 5). */
export const conventionAllowedTags = [
  'span',
  's',
  'p',
  'br',
  'strong',
  'em',
  'u',
  'ol',
  'ul',
  'li',
  'blockquote',
  'a',
  'code',
  'pre',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'img',
] as const;

/** DOMPurify's factory: its default export, from the package or from `multisalle-purify.js`. */
export type PurifyFactory = (view: WindowLike) => DOMPurify;

/** A convention's HTML made safe to render; the window is `globalThis`'s unless one is given. */
export type ConventionSanitizer = (html: string, view?: WindowLike) => string;

const allowedAttributes = ['href', 'src', 'alt', 'title'];
const httpUrl = /^https?:\/\/[^\s]/i;
const anchor = /^#[^\s]*$/;

const instances = new WeakMap<object, DOMPurify>();

function purifierFor(createDOMPurify: PurifyFactory, view: WindowLike): DOMPurify {
  const known = instances.get(view);
  if (known) return known;
  // One instance per window, so our hooks never leak into another DOMPurify user of the page.
  const purifier = createDOMPurify(view);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    const tag = node.nodeName.toLowerCase();
    if (tag === 'a') {
      const href = node.getAttribute('href')?.trim() ?? '';
      if (httpUrl.test(href)) {
        // Spec 2 section 5: external links open in a new tab, without opener.
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else if (!anchor.test(href)) {
        node.removeAttribute('href');
      }
    }
    if (tag === 'img' && !httpUrl.test(node.getAttribute('src')?.trim() ?? '')) node.remove();
  });
  instances.set(view, purifier);
  return purifier;
}

/**
 * The convention policy (spec 2 section 5) over a DOMPurify factory: only span, s, p, br, strong, em, u, ol,
 * ul, li, blockquote, a, code, pre, h1-h6 and img stay; scripts, styles, iframes and event handlers go;
 * links keep an http(s) or `#anchor` target only, http(s) ones opening in a new tab with
 * `rel="noopener noreferrer"`; images need an http(s) `src`. Holds no DOMPurify of its own, so the
 * script-tag bundles can bring it lazily (sanitize/load.ts).
 *
 * @example const sanitize = conventionSanitizer(createDOMPurify); sanitize('<p onclick="x">Bonjour</p>')
 */
export function conventionSanitizer(createDOMPurify: PurifyFactory): ConventionSanitizer {
  return (html, view = (globalThis as { window?: WindowLike }).window) => {
    if (!view) throw new Error('sanitizeConventionHtml needs a window (a browser, or jsdom in tests).');
    return purifierFor(createDOMPurify, view).sanitize(html, {
      ALLOWED_TAGS: [...conventionAllowedTags],
      ALLOWED_ATTR: allowedAttributes,
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
      ALLOW_UNKNOWN_PROTOCOLS: false,
      RETURN_TRUSTED_TYPE: false,
    });
  };
}
