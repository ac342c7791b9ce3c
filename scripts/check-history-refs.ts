// Refuses references to issue numbers (« issue 23 », « issues 21 and 22 », « #23 ») in source files: a
// reader of the code cannot open them. A comment says the rule or the reason; the history lives in the
// commits, benchmark figures in bench/results.md. Part of `npm run lint`.
import { trackedFiles } from './tracked-files.ts';

/** The files a reader opens as code: everything git tracks but prose, data and pictures. */
const SOURCE = /\.(ts|tsx|mts|mjs|cjs|js|css|html)$/;
/** « issue 23 », « Issue 23 », « issues 21 and 22 », « issue #23 ». */
const ISSUE_REFERENCE = /\bissues?\s+#?\d+/i;

/** This check and its test name issues on purpose. */
const OWN_FILES = new Set(['scripts/check-history-refs.ts', 'scripts/check-history-refs.test.ts']);

export interface HistoryReference {
  file: string;
  line: number;
  text: string;
}

/** Each line of `text` that names an issue by its number. */
export function historyReferences(file: string, text: string): HistoryReference[] {
  return text
    .split('\n')
    .flatMap((content, index) =>
      ISSUE_REFERENCE.test(content) ? [{ file, line: index + 1, text: content.trim() }] : [],
    );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = trackedFiles(SOURCE, OWN_FILES).flatMap(({ file, text }) => historyReferences(file, text));
  for (const { file, line, text } of found) console.error(`${file}:${line}: ${text}`);
  if (found.length > 0) {
    console.error(
      `\n${found.length} line(s) name an issue by its number: say the rule or the reason instead (the history is in the commits).`,
    );
    process.exit(1);
  }
}
