import createDOMPurify from 'dompurify';
import { type ConventionSanitizer, conventionSanitizer } from './policy';

let sanitize: ConventionSanitizer | undefined;

/**
 * Cleans a convention's HTML before it is rendered (spec 2 section 5, policy.ts), synchronously: the site and
 * the server, which carry DOMPurify anyway. The widgets, shipped in the partners' script-tag bundles, use
 * {@link loadConventionSanitizer}, which fetches DOMPurify only when HTML is shown. Runs in a browser: the
 * window is taken from `globalThis` unless one is given (tests, jsdom on a server).
 *
 * @example element.innerHTML = sanitizeConventionHtml(convention.content)
 */
export function sanitizeConventionHtml(html: string, view?: Parameters<ConventionSanitizer>[1]): string {
  sanitize ??= conventionSanitizer(createDOMPurify);
  return sanitize(html, view);
}
