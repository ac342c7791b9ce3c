/** `"` and `&` in an attribute written into the SVG's markup. */
const attribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * The SVG's markup with our accessible name on its root (role `img`), or hidden from assistive technology
 * when it only decorates; its own `<title>`, role and label go.
 */
export function namedSvg(svg: string, label: string | undefined): string {
  const bare = svg.replace(/<title>[\s\S]*?<\/title>/g, '').replace(/\s(?:role|aria-label)="[^"]*"/g, '');
  const naming = label
    ? ` role="img" aria-label="${attribute(label)}"`
    : ' aria-hidden="true" focusable="false"';
  return bare.replace('<svg', `<svg${naming}`);
}

/** Markup already prepared, by label and file: the same few pictures on every page. */
const prepared = new Map<string, string>();

/**
 * One of the site's own SVG pictures (logo, store badges, social icons, default avatar) written into the page
 * instead of loaded by an `<img>`. An SVG image is a document of its own for the browser, created, parsed and
 * laid out on the main thread when it arrives: 10 to 20 ms each measured in a phone profile's trace, the
 * first cost of the page's blocking time. The markup comes from our repository at build time
 * (`?raw` imports): never a hall's or a player's picture, which stay `<img>`.
 *
 * The wrapper is `display: contents`: the `<svg>` is the box the page's styles size (`.x svg`).
 *
 * @example <InlineSvg svg={logoSvg} label="Multisalle, accueil" />
 */
export function InlineSvg({ svg, label }: { svg: string; label?: string }) {
  const key = `${label ?? ''}\u0000${svg}`;
  let html = prepared.get(key);
  if (html === undefined) {
    html = namedSvg(svg, label);
    prepared.set(key, html);
  }
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: our repository's own SVG files, read at build time (`?raw`); no outside input.
    <span className="inline-svg" dangerouslySetInnerHTML={{ __html: html }} />
  );
}
