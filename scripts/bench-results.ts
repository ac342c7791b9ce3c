// The bench's record: `npm run bench` writes its figures to bench/results.md (BENCH_RESULTS), this run on
// top with the machine and the date, the previous run kept under it, so that a change shows its effect.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname } from 'node:path';

const PREVIOUS_HEADING = '## Previous run';
const LATEST_HEADING = '## Latest run';

/** The machine a run was made on, as one line. */
export function machineLine(): string {
  const cores = cpus();
  const model = cores[0]?.model.trim() ?? 'unknown CPU';
  return `${cores.length} × ${model}, ${(totalmem() / 1024 ** 3).toFixed(0)} GiB, Node ${process.version}, ${process.platform}`;
}

/** The latest run's section of a results file (what becomes the previous run), or `undefined`. */
export function latestSection(text: string): string | undefined {
  const start = text.indexOf(LATEST_HEADING);
  if (start < 0) return undefined;
  const end = text.indexOf(PREVIOUS_HEADING, start);
  return text.slice(start + LATEST_HEADING.length, end < 0 ? undefined : end).trim();
}

/**
 * The new results file: this run (its figures as printed, in a code block) and the run that was latest
 * before it.
 *
 * @example resultsMarkdown(['API…'], { date: new Date(), machine: machineLine(), requests: 2000 }, previousText)
 */
export function resultsMarkdown(
  lines: string[],
  run: { date: Date; machine: string; requests: number },
  previousText: string | undefined,
): string {
  const previous = previousText === undefined ? undefined : latestSection(previousText);
  const latest = [
    `Run of ${run.date.toISOString()} on ${run.machine}; ${run.requests} requests per figure.`,
    '',
    '```',
    ...lines,
    '```',
  ].join('\n');
  return [
    '# Bench results',
    '',
    'Written by `npm run bench` (scripts/bench.ts): each figure beside a reference measured in the same run.',
    'Figures, not verdicts: a busy machine moves them; compare a run with the one under it.',
    '',
    LATEST_HEADING,
    '',
    latest,
    '',
    PREVIOUS_HEADING,
    '',
    previous ?? 'None yet.',
    '',
  ].join('\n');
}

/** Writes the results file at `path`, keeping the run that was latest there as the previous one. */
export function writeResults(path: string, lines: string[], requests: number): void {
  const previousText = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(
    path,
    resultsMarkdown(lines, { date: new Date(), machine: machineLine(), requests }, previousText),
  );
}
