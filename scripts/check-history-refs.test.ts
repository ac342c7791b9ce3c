import { describe, expect, it } from 'vitest';
import { historyReferences } from './check-history-refs.ts';

describe('the lint step that refuses issue numbers in source', () => {
  it('finds « issue 23 », « Issues 21 and 22 » and « issue #4 », with their line', () => {
    const text = [
      '// The door (issue 23) opens',
      'it("Issues 21 and 22: the rule")',
      '/* see issue #4 */',
    ].join('\n');
    expect(historyReferences('a.ts', text).map((found) => found.line)).toEqual([1, 2, 3]);
  });

  it('leaves the words « issue » and « issued » alone when no number follows', () => {
    const text = ['// A known issue with Safari', 'const issuedAt = 12;', '// the issue: 3 courts'].join(
      '\n',
    );
    expect(historyReferences('a.ts', text)).toEqual([]);
  });
});
