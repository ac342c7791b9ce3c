/** One constructed sheet per stylesheet text, shared by every element that uses it. */
const sheets = new Map<string, CSSStyleSheet>();

function constructable(root: ShadowRoot | HTMLElement): root is ShadowRoot {
  return (
    typeof ShadowRoot !== 'undefined' &&
    root instanceof ShadowRoot &&
    'adoptedStyleSheets' in root &&
    typeof CSSStyleSheet !== 'undefined' &&
    'replaceSync' in CSSStyleSheet.prototype
  );
}

/**
 * Gives `root` the stylesheet `css`. In a shadow root it is a constructed sheet in `adoptedStyleSheets`:
 * a page whose Content-Security-Policy has no `style-src 'unsafe-inline'` blocks `<style>` elements, even
 * inside a shadow root, but not constructed sheets. Elsewhere (or in an older engine) a `<style>` element
 * at the start of `styleParent`.
 *
 * @example adoptStyles(this.shadowRoot, `${hostStyles}\n${panelCss}`);
 */
export function adoptStyles(
  root: ShadowRoot | HTMLElement,
  css: string,
  styleParent: ParentNode = root,
): void {
  if (!constructable(root)) {
    const style = document.createElement('style');
    style.textContent = css;
    styleParent.prepend(style);
    return;
  }
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
