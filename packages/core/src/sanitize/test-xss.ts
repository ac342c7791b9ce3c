/**
 * For tests only (not exported): the public XSS corpus of the browser tests (e2e/fixtures/xss-vectors.json)
 * and what a jsdom test needs to run it through a sink: a watch for the corpus's marker calls, the events
 * its handlers wait for, and a look through a rendered tree for what stored text must never become. The
 * browser twin of these checks is e2e/xss-watch.ts.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach } from 'vitest';
import { conventionAllowedTags } from './index';

/** One entry of the corpus: its payload calls `__xss(id)` (or `alert(id)` where it is short) when it runs. */
export interface XssVector {
  id: number;
  source: string;
  title: string;
  payload: string;
}

/** The vectors of e2e/fixtures/xss-vectors.json, in the file's order. */
export function loadXssCorpus(): XssVector[] {
  // A path, not a URL: jsdom's URL class replaces node's in the DOM tests, and node:fs knows only its own.
  const file = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../e2e/fixtures/xss-vectors.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { vectors: XssVector[] }).vectors;
}

/** A text that is only text: what a sink renders for an ordinary player, the shape every vector must keep. */
export const harmlessText = 'Camille Durand';

/** The events the corpus hangs inline handlers on (`onerror=`, `ontoggle=`...), read from the corpus itself. */
export function handlerEvents(vectors: XssVector[]): string[] {
  const names = vectors.flatMap((vector) =>
    [...vector.payload.matchAll(/\bon([a-z]+)\s*=/gi)].map((match) => (match[1] ?? '').toLowerCase()),
  );
  return [...new Set(names)].sort();
}

type Scope = Record<string, unknown>;
const markers = ['__xss', 'alert', 'confirm', 'prompt'] as const;

/**
 * The window where inline handlers and scripts of the document run. vitest's jsdom environment makes
 * `window` (and `document.defaultView`) the test's global scope, which copies the jsdom window's
 * properties; the jsdom window itself is its `jsdom.window`.
 */
function scriptWindow(): Window {
  return (globalThis as { jsdom?: { window: Window } }).jsdom?.window ?? window;
}

/**
 * Defines the corpus's marker `__xss` and the dialogs (`alert(n)` of the short vectors) where the
 * document's scripts run, each call recorded in `ran`; `stop()` puts them back.
 */
export function watchScripts(view: Window = scriptWindow()): { ran: string[]; stop: () => void } {
  const scope = view as unknown as Scope;
  const ran: string[] = [];
  const before = markers.map((name) => [name, scope[name]] as const);
  for (const name of markers) scope[name] = (id: unknown) => void ran.push(`${name}(${String(id)})`);
  const stop = () => {
    for (const [name, value] of before) scope[name] = value;
  };
  return { ran, stop };
}

/** Every element under `root`, open shadow roots included. */
export function allElements(root: ParentNode): Element[] {
  return [...root.querySelectorAll('*')].flatMap((element) =>
    element.shadowRoot ? [element, ...allElements(element.shadowRoot)] : [element],
  );
}

/**
 * Dispatches each of `events` on every element under `root`, as plain events: an inline handler that
 * survived would run (jsdom runs them, as vitest sets `runScripts: 'dangerously'`), while links and buttons
 * do nothing (a plain `click` event is not a mouse click, so it has no activation behaviour).
 */
export function fireHandlerEvents(root: ParentNode, events: string[]): void {
  for (const element of allElements(root)) {
    for (const type of events) element.dispatchEvent(new Event(type, { bubbles: false }));
  }
}

/**
 * Runs again every inline script under `root`, as a fresh element of the document: scripts that arrive
 * by `innerHTML` never run, and a sanitiser that let one through must still fail the watch.
 */
export function runInlineScripts(root: ParentNode): void {
  for (const script of allElements(root).filter((element) => element.tagName.toLowerCase() === 'script')) {
    const fresh = document.createElement('script');
    fresh.textContent = script.textContent;
    document.body.append(fresh);
    fresh.remove();
  }
}

/** Attributes that take an address the browser may load or navigate to. */
const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background'];

/** Browsers drop C0 controls and spaces around an address, and tabs and newlines inside it. */
export function isScriptUrl(value: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: those are the characters browsers drop.
  const plain = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  return ['javascript:', 'vbscript:', 'data:text/html'].some((scheme) => plain.startsWith(scheme));
}

/** Elements no stored text may bring into a page, whatever the sink. */
const injectedTags = new Set(['script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'base', 'meta']);

/**
 * Stored text turned into markup under `root` (open shadow roots included): an event handler attribute,
 * a script address, a script, a frame, a plugin, a `<base>` or a `<meta>`. Each finding names the element.
 */
export function findInjectedMarkup(root: ParentNode): string[] {
  const findings: string[] = [];
  for (const element of allElements(root)) {
    const tag = element.tagName.toLowerCase();
    if (injectedTags.has(tag)) findings.push(`<${tag}>`);
    for (const { name, value } of [...element.attributes]) {
      const lower = name.toLowerCase();
      if (lower.startsWith('on')) findings.push(`<${tag} ${lower}="${value}">`);
      if (urlAttributes.includes(lower) && isScriptUrl(value)) findings.push(`<${tag} ${lower}="${value}">`);
    }
  }
  return findings;
}

/**
 * The shape of the tree under `root`: each element's tag and attribute names, in document order, open
 * shadow roots included. A sink that keeps a vector as text builds the same shape as for a harmless text.
 * Elements matching `opaque` count, their content does not (a box of sanitised HTML, checked apart).
 */
export function markupShape(root: ParentNode, opaque?: string): string[] {
  return allElements(root)
    .filter((element) => !opaque || !element.parentElement?.closest(opaque))
    .map((element) => {
      const names = [...element.attributes].map((attribute) => attribute.name).sort();
      return `${element.tagName.toLowerCase()}[${names.join(' ')}]`;
    });
}

// Spec 2 section 5, as sanitizeConventionHtml applies it: these attributes only, links to http(s) or an
// anchor of the page (http(s) ones opening in a new tab without opener), images from http(s) only.
const allowedTags = new Set<string>(conventionAllowedTags);
const allowedAttributes = new Set(['href', 'src', 'alt', 'title']);
const httpUrl = /^https?:\/\/[^\s]/i;
const anchor = /^#[^\s]*$/;

/** What sanitised convention HTML under `box` holds beyond spec 2 section 5's allow-list, one finding each. */
export function outsideConventionAllowList(box: ParentNode): string[] {
  const findings: string[] = [];
  for (const element of allElements(box)) {
    const tag = element.tagName.toLowerCase();
    if (!allowedTags.has(tag)) findings.push(`<${tag}>`);
    const href = element.getAttribute('href');
    const isExternalLink = tag === 'a' && href !== null && httpUrl.test(href);
    for (const { name, value } of [...element.attributes]) {
      const isLinkTarget =
        isExternalLink &&
        ((name === 'target' && value === '_blank') || (name === 'rel' && value === 'noopener noreferrer'));
      if (!allowedAttributes.has(name) && !isLinkTarget) findings.push(`<${tag} ${name}="${value}">`);
    }
    if (href !== null && (tag !== 'a' || !(httpUrl.test(href) || anchor.test(href))))
      findings.push(`<${tag} href="${href}">`);
    const src = element.getAttribute('src');
    if (src !== null && (tag !== 'img' || !httpUrl.test(src))) findings.push(`<${tag} src="${src}">`);
  }
  return findings;
}

/** White space collapsed as a page's text is, for finding a stored value in it. */
export function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The text under `root` (open shadow roots included) with the labels assistive technologies read. */
export function readableText(root: Node): string {
  const parts = [root.textContent ?? ''];
  if ('querySelectorAll' in root) {
    for (const element of allElements(root as ParentNode)) {
      for (const name of ['aria-label', 'alt', 'title']) {
        const value = element.getAttribute(name);
        if (value) parts.push(value);
      }
      if (element.shadowRoot) parts.push(element.shadowRoot.textContent ?? '');
    }
  }
  return collapse(parts.join(' '));
}

/** Whether `text` shows under `root` as text; case aside, since some places write a name in capitals. */
export function showsAsText(root: Node, text: string): boolean {
  return readableText(root).toLowerCase().includes(collapse(text).toLowerCase());
}

/** What a sink rendered for one vector, for {@link textSinkFindings}. */
export interface RenderedSink {
  /** Where the sink rendered: the page's body, so that dialogs and shadow roots are in. */
  root: HTMLElement;
  /** The stored texts the sink shows, each expected as text. */
  shown: string[];
  /** {@link markupShape} of the same sink rendered with {@link harmlessText}. */
  harmlessShape: string[];
  /** Boxes of sanitised HTML, left out of the shape (see {@link markupShape}). */
  opaque?: string;
  /** The watch's record ({@link watchScripts}). */
  ran: string[];
}

/**
 * Everything a sink that shows stored text got wrong with a vector, empty when it kept it as text: a
 * stored text missing from its text, markup the vector made, elements or attributes a harmless text does
 * not make, a marker that ran.
 */
export function textSinkFindings({ root, shown, harmlessShape, opaque, ran }: RenderedSink): string[] {
  const shape = markupShape(root, opaque);
  const extra = shape.filter((entry, index) => harmlessShape[index] !== entry);
  return [
    ...shown.filter((text) => !showsAsText(root, text)).map((text) => `not shown as text: ${text}`),
    ...findInjectedMarkup(root).map((finding) => `markup: ${finding}`),
    ...(shape.length !== harmlessShape.length || extra.length > 0
      ? [
          `shape differs from a harmless text's: ${extra.slice(0, 3).join(', ') || `${shape.length} elements`}`,
        ]
      : []),
    ...ran.map((call) => `ran: ${call}`),
  ];
}

/** What a test file of the corpus works with: the vectors, a watch on what ran, the sinks it named. */
export interface XssCorpusSuite {
  vectors: XssVector[];
  watch: { ran: string[]; stop: () => void };
  /** The sinks the file checked, printed with the vector count once it ends. */
  figures: string[];
}

/**
 * Loads the corpus and watches the scripts for one test file: after each test `resetEach` runs and the
 * watch forgets what ran; at the end the watch stops and the file prints how many vectors and sinks it
 * checked (`where`: « the widgets », « the site »…).
 *
 * @example const { vectors, watch, figures } = xssCorpusSuite('the widgets', () => resetConfig());
 */
export function xssCorpusSuite(
  where: string,
  resetEach: () => void | Promise<void> = () => {},
): XssCorpusSuite {
  const suite: XssCorpusSuite = { vectors: loadXssCorpus(), watch: watchScripts(), figures: [] };
  afterEach(async () => {
    await resetEach();
    suite.watch.ran.length = 0;
  });
  afterAll(() => {
    suite.watch.stop();
    console.log(
      `XSS corpus in ${where}: ${suite.vectors.length} vectors × ${suite.figures.length} sinks (${suite.figures.join(', ')})`,
    );
  });
  return suite;
}
