import { describe, expect, it } from 'vitest';
import { curlyApostrophes } from './check-typography.ts';

describe('the lint step that keeps one kind of apostrophe', () => {
  it('finds a curly apostrophe, with its line', () => {
    const text = ['const a = "L\'entrée";', 'const b = "L\u2019entrée";'].join('\n');
    expect(curlyApostrophes('a.ts', text)).toEqual([
      { file: 'a.ts', line: 2, text: 'const b = "L\u2019entrée";' },
    ]);
  });

  it("leaves the straight apostrophe and the spec's « » alone", () => {
    expect(curlyApostrophes('a.md', "« Vous n'êtes pas autorisé à réserver »")).toEqual([]);
  });
});
