// @vitest-environment jsdom
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { sanitizeConventionHtml } from './index';
import {
  allElements,
  findInjectedMarkup,
  fireHandlerEvents,
  handlerEvents,
  isScriptUrl,
  loadXssCorpus,
  outsideConventionAllowList,
  runInlineScripts,
  watchScripts,
} from './test-xss';

const vectors = loadXssCorpus();
const events = handlerEvents(vectors);

/**
 * Puts `html` in the page as the conventions modal shows it (`innerHTML` of a box), then gives whatever
 * it holds its chance to run: its inline scripts, and the corpus's handler events on every element.
 */
function insert(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = html;
  document.body.append(box);
  runInlineScripts(box);
  fireHandlerEvents(box, events);
  return box;
}

const watch = watchScripts();
afterEach(() => {
  document.body.replaceChildren();
  watch.ran.length = 0;
});
afterAll(() => {
  watch.stop();
  console.log(
    `XSS corpus through sanitizeConventionHtml: ${vectors.length} vectors, events fired: ${events.join(', ')}`,
  );
});

describe('sanitizeConventionHtml with the public XSS corpus (spec 2 section 5)', () => {
  it('the watch sees a vector that runs when it is not sanitised', () => {
    insert('<img src=x onerror=__xss(106)><script>__xss(95)</script>');
    expect(watch.ran).toEqual(['__xss(95)', '__xss(106)']);
  });

  it.each(vectors.map((vector) => [vector.id, vector.title, vector] as const))(
    'vector %i (%s) keeps only the allowed tags and attributes, and runs nothing',
    (_id, _title, vector) => {
      const clean = sanitizeConventionHtml(vector.payload);
      const box = insert(clean);
      expect(outsideConventionAllowList(box)).toEqual([]);
      expect(findInjectedMarkup(box)).toEqual([]);
      // The markers of the vector stay text at most: no address, no handler carries them.
      for (const element of allElements(box))
        for (const { value } of [...element.attributes]) expect(isScriptUrl(value)).toBe(false);
      expect(watch.ran).toEqual([]);
      // What the modal renders is stable: sanitising it again changes nothing (no mutation left to play).
      expect(sanitizeConventionHtml(box.innerHTML)).toBe(box.innerHTML);
    },
  );
});
