import { sanitizeConventionHtml } from '@multisalle/core';

/** What the server needs of jsdom (it ships no types of its own). */
interface JsdomModule {
  JSDOM: new (html?: string) => { window: Parameters<typeof sanitizeConventionHtml>[1] };
}

let serverWindow: Promise<Parameters<typeof sanitizeConventionHtml>[1]> | undefined;

/**
 * A convention's HTML as the server keeps it (spec 2 section 5): the same DOMPurify rules the site applies
 * before showing it (`sanitizeConventionHtml`, core), run here over a jsdom window, so what a console sends
 * is cleaned before it is stored and every client still cleans it again. jsdom is loaded at the first
 * convention written, never at the server's start.
 *
 * @example await sanitizeConventionOnServer('<p onclick="x()">Règlement</p><script>x()</script>') // '<p>Règlement</p>'
 */
export async function sanitizeConventionOnServer(html: string): Promise<string> {
  serverWindow ??= (import('jsdom' as string) as Promise<JsdomModule>).then(
    ({ JSDOM }) => new JSDOM('<!doctype html><html><body></body></html>').window,
  );
  return sanitizeConventionHtml(html, await serverWindow).trim();
}
