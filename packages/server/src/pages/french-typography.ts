/** Elements whose text is code or typed by the reader: their spaces stay as written. */
const VERBATIM = new Set(['pre', 'code', 'kbd', 'samp', 'script', 'style', 'textarea']);

/** French spacing of one run of prose: no-break space before `:` and inside « », narrow one before ; ! ?. */
function spaceRun(text: string): string {
  return text
    .replace(/ ([:»])/g, '\u00a0$1')
    .replace(/« /g, '«\u00a0')
    .replace(/ ([;!?])/g, '\u202f$1');
}

/**
 * French typography for a page the server writes: the spaces before `:` `;` `!` `?` and `»` and after `«`
 * become no-break spaces, so a colon never starts a line. Tags, attributes and the text of code elements
 * (`pre`, `code`, `textarea`, …) are left as written.
 *
 * @example frenchSpacing('<p>Exemple : <code>a ? b : c</code></p>') // '<p>Exemple\u00a0: <code>a ? b : c</code></p>'
 */
export function frenchSpacing(html: string): string {
  let verbatimDepth = 0;
  return html.replace(/<(\/?)([a-zA-Z][\w-]*)[^>]*>|[^<]+|</g, (match, closing: string, name: string) => {
    if (name) {
      if (VERBATIM.has(name.toLowerCase()) && !match.endsWith('/>'))
        verbatimDepth = Math.max(0, verbatimDepth + (closing ? -1 : 1));
      return match;
    }
    return verbatimDepth > 0 || match === '<' ? match : spaceRun(match);
  });
}
