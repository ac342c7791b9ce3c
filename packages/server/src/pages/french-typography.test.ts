import { describe, expect, it } from 'vitest';
import { frenchSpacing } from './french-typography.ts';

describe("frenchSpacing (the partners' pages)", () => {
  it('puts no-break spaces before : and » and after «, narrow ones before ; ! ?', () => {
    expect(frenchSpacing('<p>Exemple : « oui » ; vraiment ? Oui !</p>')).toBe(
      '<p>Exemple\u00a0: «\u00a0oui\u00a0»\u202f; vraiment\u202f? Oui\u202f!</p>',
    );
  });

  it('leaves code, text areas, tags and attributes as written', () => {
    const html =
      '<pre><code>base === \'v2\' ? a : b</code></pre><p title="a : b">x <code>c ? d : e</code> y :</p><textarea>f : g</textarea>';
    expect(frenchSpacing(html)).toBe(
      '<pre><code>base === \'v2\' ? a : b</code></pre><p title="a : b">x <code>c ? d : e</code> y\u00a0:</p><textarea>f : g</textarea>',
    );
  });
});
