import { describe, expect, it } from 'vitest';
import { curlyApostrophes, plainSpacesBeforeSigns } from './check-typography.ts';

describe('the lint step that keeps French typography', () => {
  it('finds a curly apostrophe, with its line', () => {
    const text = ['const a = "L\'entrée";', 'const b = "L\u2019entrée";'].join('\n');
    expect(curlyApostrophes('a.ts', text)).toEqual([
      { file: 'a.ts', line: 2, text: 'const b = "L\u2019entrée";' },
    ]);
  });

  it("leaves the straight apostrophe and the spec's « » alone", () => {
    expect(curlyApostrophes('a.md', "« Vous n'êtes pas autorisé à réserver »")).toEqual([]);
  });

  it('finds a plain space before « : ; ! ? » in strings, templates and JSX text, with its line', () => {
    const text = [
      'const a = "Total : 48,00 €";',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template, on purpose.
      'const b = `${who} ; ${what}`;',
      'const c = <p>Bonne séance !</p>;',
      "const d = 'Vraiment ?';",
    ].join('\n');
    expect(plainSpacesBeforeSigns('a.tsx', text).map((fault) => fault.line)).toEqual([1, 2, 3, 4]);
  });

  it("takes the no-break space, code, and the spec's plain-space strings as they are", () => {
    const text = [
      'const a = "Total\\u00a0: 48,00 €";',
      'const b = <p>Motif&nbsp;: {motif}</p>;',
      'const c = isOpen ? "ouvert" : "fermé";',
      'const d = "https://multisalle.fr/?sport=padel";',
      'const e = "Mot de passe oublié ?";',
    ].join('\n');
    expect(plainSpacesBeforeSigns('a.tsx', text)).toEqual([]);
  });
});
