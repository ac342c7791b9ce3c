// Refuses the curly apostrophe (U+2019) in tracked text: the product writes one kind of apostrophe, the
// straight one its spec's strings use letter for letter (and SMS stay in GSM-7, which has no U+2019).
// Part of `npm run lint`.
import { trackedFiles } from './tracked-files.ts';

/** Text a person may read: code, styles, pages, docs, data, drawings. */
const TEXT = /\.(ts|tsx|mts|mjs|cjs|js|css|html|md|json|svg|yaml|yml|sql|txt)$/;
const CURLY_APOSTROPHE = '\u2019';

export interface CurlyApostrophe {
  file: string;
  line: number;
  text: string;
}

/** Each line of `text` that holds a curly apostrophe. */
export function curlyApostrophes(file: string, text: string): CurlyApostrophe[] {
  return text
    .split('\n')
    .flatMap((content, index) =>
      content.includes(CURLY_APOSTROPHE) ? [{ file, line: index + 1, text: content.trim() }] : [],
    );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = trackedFiles(TEXT, new Set(['package-lock.json'])).flatMap(({ file, text }) =>
    curlyApostrophes(file, text),
  );
  for (const { file, line, text } of found) console.error(`${file}:${line}: ${text}`);
  if (found.length > 0) {
    console.error(`\n${found.length} line(s) write the curly apostrophe (U+2019): the product's apostrophe is the straight one (').`);
    process.exit(1);
  }
}
