import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

/**
 * Helpers of e2e/xss-corpus.spec.ts: the corpus, a watch on every frame of a page for a script that runs
 * (the `__xss` marker, alert/confirm/prompt dialogs), and a look through the rendered DOM, open shadow
 * roots included, for what stored text must never become (an event handler attribute, a script, a
 * `javascript:` or `data:text/html` address, an `iframe srcdoc`).
 */

export interface XssVector {
  id: number;
  source: string;
  title: string;
  payload: string;
}

/** The vectors of e2e/fixtures/xss-vectors.json. */
export function loadVectors(): XssVector[] {
  const url = new URL('./fixtures/xss-vectors.json', import.meta.url);
  return (JSON.parse(readFileSync(url, 'utf8')) as { vectors: XssVector[] }).vectors;
}

/** What ran on watched pages: the marker's calls and the dialogs opened, with the page they ran on. */
export const ran: string[] = [];

/**
 * Defines `__xss` in every frame of the page before its scripts run, reporting each call, and dismisses
 * and reports every dialog (`alert(n)` of the short vectors).
 */
export async function watch(page: Page): Promise<void> {
  await page.exposeFunction('__xssReport', (id: string) => {
    ran.push(`__xss(${id}) on ${page.url()}`);
  });
  await page.addInitScript(() => {
    const scope = window as unknown as Record<string, unknown>;
    scope.__xss = (id: unknown) => (scope.__xssReport as (id: string) => void)(String(id));
  });
  page.on('dialog', (dialog) => {
    ran.push(`${dialog.type()}(${dialog.message()}) on ${page.url()}`);
    void dialog.dismiss().catch(() => undefined);
  });
}

/** Stored text turned into markup: each finding names the element and the attribute. */
export async function findInjectedMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const findings: string[] = [];
    const urlAttributes = [
      'href',
      'src',
      'action',
      'formaction',
      'xlink:href',
      'data',
      'poster',
      'background',
    ];
    // Browsers drop C0 controls and spaces around a URL, and tabs and newlines inside it.
    const isScriptUrl = (value: string) => {
      // biome-ignore lint/suspicious/noControlCharactersInRegex: those are the characters browsers drop.
      const plain = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      return plain.startsWith('javascript:') || plain.startsWith('data:text/html');
    };
    const visit = (root: Document | ShadowRoot) => {
      for (const element of Array.from(root.querySelectorAll('*'))) {
        const tag = element.tagName.toLowerCase();
        for (const attribute of Array.from(element.attributes)) {
          const name = attribute.name.toLowerCase();
          if (name.startsWith('on')) findings.push(`<${tag} ${name}="${attribute.value}">`);
          if (urlAttributes.includes(name) && isScriptUrl(attribute.value))
            findings.push(`<${tag} ${name}="${attribute.value}">`);
        }
        if (tag === 'iframe' && element.hasAttribute('srcdoc')) findings.push('<iframe srcdoc>');
        if (tag === 'script' && element.textContent?.includes('__xss')) findings.push('<script>__xss');
        if (tag === 'base' && element.hasAttribute('href')) findings.push('<base href>');
        if (element.shadowRoot) visit(element.shadowRoot);
      }
    };
    visit(document);
    return findings;
  });
}

/**
 * The page's text and accessible labels, open shadow roots included, every run of white space made one
 * space.
 */
export async function deepText(page: Page): Promise<string> {
  const text = await page.evaluate(() => {
    const parts: string[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const element of Array.from(root.querySelectorAll('*'))) {
        // What assistive technologies read besides the text (a card named by its hall, a logo's alt).
        for (const name of ['aria-label', 'alt', 'title']) {
          const value = element.getAttribute(name);
          if (value) parts.push(value);
        }
        if (element.shadowRoot) {
          parts.push(element.shadowRoot.textContent ?? '');
          visit(element.shadowRoot);
        }
      }
    };
    parts.push(document.body.textContent ?? '');
    visit(document);
    return parts.join(' ');
  });
  return collapse(text);
}

/** White space collapsed as the page text is, for comparing a stored value with it. */
export function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The end of every page check: the stored texts expected on the page are there as text, nothing ran and
 * no stored text became markup; a short wait first lets autofocus, load and error handlers fire.
 */
export async function expectInert(page: Page, shownTexts: string[] = []): Promise<void> {
  await page.waitForLoadState('load');
  if (shownTexts.length > 0) {
    const missing = async () => {
      // Some places write a name in capitals (a hall card's title): the case is not what is checked.
      const text = (await deepText(page)).toLowerCase();
      return shownTexts.filter((shown) => !text.includes(collapse(shown).toLowerCase()));
    };
    await expect
      .poll(missing, { message: `stored texts shown as text on ${page.url()}`, timeout: 15_000 })
      .toEqual([]);
  }
  await page.waitForTimeout(250);
  expect(await findInjectedMarkup(page), `markup from stored text on ${page.url()}`).toEqual([]);
  expect(ran).toEqual([]);
}
