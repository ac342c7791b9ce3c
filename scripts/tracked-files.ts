// The files git tracks, read as text: what the lint steps that read the whole tree go through.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface TrackedFile {
  file: string;
  text: string;
}

/** Every tracked file whose path matches `pattern`, but `skipped` ones, with its text. */
export function trackedFiles(pattern: RegExp, skipped: ReadonlySet<string> = new Set()): TrackedFile[] {
  const listed = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' });
  return listed
    .split('\0')
    .filter((file) => pattern.test(file) && !skipped.has(file))
    .flatMap((file) => {
      try {
        return [{ file, text: readFileSync(file, 'utf8') }];
      } catch {
        return []; // Deleted in the work tree, not yet in the index.
      }
    });
}
