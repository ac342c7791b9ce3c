import { describe, expect, it } from 'vitest';
import { frenchSpacing } from './french-typography.ts';

describe("frenchSpacing (the partners' pages)", () => {
  it('puts no-break spaces before\u00a0: and » and after «, narrow ones before\u00a0; !\u00a0?', () => {
    expect(frenchSpacing('<p>Exemple\u00a0: « oui »\u00a0; vraiment\u00a0? Oui !</p>')).toBe(
      '<p>Exemple\u00a0: «\u00a0oui\u00a0»\u202f; vraiment\u202f? Oui\u202f!</p>',
    );
  });

  it('leaves code, text areas, tags and attributes as written', () => {
    const html =
      '<pre><code>base === \'v2\'\u00a0? a\u00a0: b</code></pre><p title="a\u00a0: b">x <code>c\u00a0? d\u00a0: e</code> y :</p><textarea>f\u00a0: g</textarea>';
    expect(frenchSpacing(html)).toBe(
      '<pre><code>base === \'v2\'\u00a0? a\u00a0: b</code></pre><p title="a\u00a0: b">x <code>c\u00a0? d\u00a0: e</code> y\u00a0:</p><textarea>f\u00a0: g</textarea>',
    );
  });
});
