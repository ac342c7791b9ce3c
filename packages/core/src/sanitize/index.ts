import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';

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

const allowedAttributes = ['href', 'src', 'alt', 'title'];
const httpUrl = /^https?:\/\/[^\s]/i;
const anchor = /^#[^\s]*$/;

const instances = new WeakMap<object, DOMPurify>();

function purifierFor(view: WindowLike): DOMPurify {
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

function currentWindow(): WindowLike | undefined {
  return (globalThis as { window?: WindowLike }).window;
}

/**
 * Cleans a convention's HTML before it is rendered (spec 2 section 5): only span, s, p, br, strong,
 * em, u, ol, ul, li, blockquote, a, code, pre, h1-h6 and img stay; scripts, styles, iframes and event
 * handlers go; links keep an http(s) or `#anchor` target only, http(s) ones opening in a new tab with
 * `rel="noopener noreferrer"`; images need an http(s) `src`. Runs in a browser: the window is taken
 * from `globalThis` unless one is given (tests, jsdom on a server).
 *
 * @example element.innerHTML = sanitizeConventionHtml(convention.content)
 */
export function sanitizeConventionHtml(html: string, view: WindowLike | undefined = currentWindow()): string {
  if (!view) throw new Error('sanitizeConventionHtml needs a window (a browser, or jsdom in tests).');
  return purifierFor(view).sanitize(html, {
    ALLOWED_TAGS: [...conventionAllowedTags],
    ALLOWED_ATTR: allowedAttributes,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    RETURN_TRUSTED_TYPE: false,
  });
}
